import { prefetchSession, type RouterContext } from '@/session/guards'
import { routeMessages } from '@/routes/-areas'
import type { AppRouter } from './router'

/**
 * Starts, at once, what the first page will wait for: the code of the routes the address matches,
 * the messages of the areas the page shows (src/routes/-areas.ts) and, for a signed-in page, the
 * session's calls and the page's first data (the same calls the shell's guard makes; TanStack
 * Query shares them). main.tsx calls it before the router's first load and the catalog, so the
 * catalog, the route code and the first API round run side by side
 * (docs/decisions/125-first-load-in-parallel.md). In the build, index.html's route preload table
 * has usually asked for the route code already (decision 141); the router's imports then find it.
 *
 * Everything here is a head start: failures are left to the router, which loads the same chunks
 * and runs the same guards in its first load.
 */
export function startFirstLoad(router: AppRouter, context: RouterContext) {
  const location = router.latestLocation
  const [routes] = router.getMatchedRoutes(location.pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  const signedInPage = routes.some((route) => route.id === '/_app')
  const signedIn = context.session.getState().signedIn
  // Without a session a signed-in page sends to /login: its messages would be loaded for nothing.
  if (!signedInPage || signedIn) void routeMessages(routes.at(-1)?.id).catch(() => undefined)
  if (!signedInPage || !signedIn) return
  void context.session.ensureUser().catch(() => undefined)
  prefetchSession(context, router.matchRoutes(location))
}
