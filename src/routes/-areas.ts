import { areaMessages, type ScreenArea } from '@/shared/i18n'

/**
 * The catalog areas each route's screens show, by route id (a folder's entry covers every route
 * below it; an id takes the entries of all its ancestors too). The shell part (common, layout,
 * session) is always loaded and is not listed; the signed-out pages' own texts (auth) load with
 * them (decision 194). A route's screens include what its own file shows, its feature's
 * components and lazily opened dialogs, and another feature's components it composes (the
 * staff screens show the temple feature's location view: staff and temple).
 *
 * tests/unit/route-areas.test.ts reads every route's imports and fails when a screen uses a key of
 * an area its route does not load, or when an area listed here is used by none of its routes.
 * scripts/budget.mjs reads this table too (keep it a plain literal: `'id': ['area', …]`).
 */
export const ROUTE_AREAS: Readonly<Record<string, readonly ScreenArea[]>> = {
  '/_app/account': ['auth'],
  '/_app/dashboard': ['dashboard'],
  '/_app/dashboard/deities': ['deities'],
  '/_app/dashboard/donation-categories': ['categories'],
  '/_app/dashboard/donation-receipts': ['orders'],
  '/_app/dashboard/donations': ['donations'],
  '/_app/dashboard/manage-users': ['users', 'conflict'],
  '/_app/dashboard/offering-categories': ['categories'],
  '/_app/dashboard/offering-orders': ['orders'],
  '/_app/dashboard/offerings': ['offerings', 'conflict'],
  '/_app/dashboard/profile': ['temple', 'bank', 'conflict'],
  '/_app/dashboard/reports': ['orders'],
  '/_app/register-temple': ['temple', 'conflict'],
  '/_app/staff': ['staff', 'temple'],
  '/_public': ['auth'],
  '/_public/user-invitation': ['users'],
  '/dev': ['dev-tools', 'dev-footer'],
}

/** Whether the route `prefix` is `routeId` or one of its ancestors (whole segments: `/offering` is not `/offerings`'s). */
const covers = (prefix: string, routeId: string) => routeId === prefix || routeId.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)

/** The areas the route `routeId` shows (see ROUTE_AREAS). */
export function routeAreas(routeId: string): ScreenArea[] {
  const areas = new Set<ScreenArea>()
  for (const [prefix, listed] of Object.entries(ROUTE_AREAS)) if (covers(prefix, routeId)) listed.forEach((area) => areas.add(area))
  return [...areas]
}

/**
 * Resolves when the messages of the route's areas are in (the language's shell part is loaded at
 * start-up). The layout routes' guards await it for the route being opened (or preloaded on
 * intent), so no screen renders before its texts.
 */
export const routeMessages = (routeId: string | undefined): Promise<void> => areaMessages(...(routeId ? routeAreas(routeId) : []))

/** `routeMessages` of the route being opened: a layout route's guard passes its `matches`. */
export const pageMessages = (matches: readonly { routeId: string }[]): Promise<void> => routeMessages(matches.at(-1)?.routeId)
