/**
 * All handlers of the mocked backend, over one store.
 *
 * To add an API area: write `handlers/<area>.ts` exporting `<area>Routes: readonly Route[]`
 * (see categories.ts for the pattern) and append it to ROUTES below.
 */
import type { HttpHandler } from 'msw'
import type { MockStore } from '../db'
import type { LatencyRange } from '../helpers'
import { type Route, apiNotFoundHandler, toHttpHandler } from '../router'
import { bankRoutes } from './bank'
import { deityRoutes } from './deities'
import { devToolRoutes } from './dev-tools'
import { donationRoutes } from './donations'
import { fileRoutes } from './files'
import { mockControlRoutes } from './mock-control'
import { donationCategoryRoutes, offeringCategoryRoutes } from './categories'
import { offeringRoutes } from './offerings'
import { offeringAddonRoutes } from './offering-addons'
import { passwordResetRoutes } from './password-reset'
import { orderRoutes } from './orders'
import { feeSplitRoutes } from './fee-splits'
import { sessionRoutes } from './session'
import { staffRoutes } from './staff'
import { signUpRoutes } from './sign-up'
import { invitationRoutes } from './invitations'
import { outboxRoutes } from './outbox'
import { templeAdminRoutes } from './temple-admins'
import { templeRoutes } from './temples'

export interface HandlerOptions {
  /** Random latency in milliseconds applied to every request, e.g. [150, 450]. */
  latencyMs?: LatencyRange
}

export const ROUTES: readonly Route[] = [
  ...sessionRoutes,
  ...templeRoutes,
  ...templeAdminRoutes,
  ...offeringCategoryRoutes,
  ...offeringRoutes,
  ...offeringAddonRoutes,
  ...feeSplitRoutes,
  ...bankRoutes,
  ...deityRoutes,
  ...donationCategoryRoutes,
  ...donationRoutes,
  ...staffRoutes,
  ...orderRoutes,
  ...fileRoutes,
  ...mockControlRoutes,
  ...passwordResetRoutes,
  ...signUpRoutes,
  ...invitationRoutes,
  ...outboxRoutes,
]

/** ROUTES plus the /dev panel's endpoints, which list (and so include) every route. */
export const ALL_ROUTES: readonly Route[] = [...ROUTES, ...devToolRoutes(() => ALL_ROUTES)]

export function createHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const routerOptions = options.latencyMs ? { latencyMs: options.latencyMs } : {}
  return [...ALL_ROUTES.map((r) => toHttpHandler(r, store, routerOptions)), apiNotFoundHandler(routerOptions, store)]
}
