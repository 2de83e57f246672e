import type { QueryClient } from '@tanstack/react-query'
import { redirect, type StaticDataRouteOption } from '@tanstack/react-router'
import { isApiError, isSignInRefused } from '@/shared/api/errors'
import { can, type Action, type Area } from './permissions'
import { templesQuery } from './queries'
import type { Session } from './session'
import type { Membership, Role } from './types'

export interface RouterContext {
  queryClient: QueryClient
  session: Session
}

/** Only same-origin paths are followed after login (no `//host`, no `javascript:`). */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return undefined
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return undefined
  }
}

export function homeFor(role: Role | null): '/dashboard' | '/staff' | '/login' {
  if (role === 'staff') return '/staff'
  if (role === 'user') return '/dashboard'
  return '/login'
}

/**
 * Signed-in routes: no session → /login (coming back here after); loads the current user first.
 * A user whose tokens the server no longer accepts (a refused refresh) is signed out.
 */
export async function requireSession(context: RouterContext, href: string) {
  const { session } = context
  if (!session.getState().signedIn) {
    throw redirect({ to: '/login', search: { redirect: safeRedirectPath(href) } })
  }
  try {
    const user = await session.ensureUser()
    const { role } = session.getState()
    // The stored role is only a preference: the staff view needs isStaff from the server.
    if (!role || (role === 'staff' && !user.isStaff)) session.setRole(user.isStaff ? 'staff' : 'user')
    return user
  } catch (error) {
    // A refused refresh ended the session: sign in again. A server that does not take the
    // credentials at all (isSignInRefused) gets its own screen instead (shared/ui/error-fallback).
    if (isApiError(error) && error.status === 401 && !isSignInRefused(error)) {
      session.clear()
      throw redirect({ to: '/login', search: { redirect: safeRedirectPath(href) } })
    }
    throw error
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The route's first data, started by the signed-in shell next to the session calls (for the
     * remembered temple) instead of after the guards: `staticData: { prefetch: ... }`.
     */
    prefetch?: (args: { queryClient: QueryClient; templeId: number; search: Record<string, unknown> }) => void
  }
}

/**
 * Starts the calls the temple area's guards will wait for (temples, the remembered temple's
 * membership) and the target route's first data next to the user's, so they arrive together
 * instead of one after another. Failures are left to the guards and loaders that await them.
 */
export function prefetchSession(context: RouterContext, matches: readonly { staticData?: StaticDataRouteOption; search?: unknown }[] = []) {
  const { session, queryClient } = context
  const state = session.getState()
  if (!state.signedIn || state.role === 'staff') return
  void queryClient.prefetchQuery(templesQuery())
  const templeId = state.templeId
  if (templeId === null) return
  void session.ensureMembership(templeId).catch(() => undefined)
  for (const match of matches) {
    match.staticData?.prefetch?.({ queryClient, templeId, search: (match.search ?? {}) as Record<string, unknown> })
  }
}

/** A signed-in user whose role is not allowed here goes to /404. */
export function requireRole(context: RouterContext, allowed: readonly Role[]) {
  const role = context.session.getState().role
  if (!role || !allowed.includes(role)) throw redirect({ to: '/404', replace: true })
}

/**
 * Staff routes: the staff role in the browser and isStaff on the loaded user; anyone else goes
 * to /404 (a role edited by hand in storage never opens a staff screen).
 */
export function requireStaff(context: RouterContext & { user: { isStaff: boolean } }) {
  requireRole(context, ['staff'])
  if (!context.user.isStaff) throw redirect({ to: '/404', replace: true })
}

/**
 * Temple sections send a user without the permission to /403. The temple area's guard has
 * already found a temple (without one, no section's guard runs).
 */
export function requirePermission(context: { templeId: number; membership: Membership | null }, action: Action, area: Area) {
  if (!can(context.membership, action, area)) throw redirect({ to: '/403', replace: true })
}

/**
 * Thrown by the temple area's guard when the user has no temple: no section's guard or loader
 * runs, and the area shows its no-temple panel in their place. It lives here, not with the panel,
 * so the guard (part of the entry chunk) does not pull the panel and its icons into the entry.
 */
export class NoTempleError extends Error {
  constructor() {
    super('You are not administering any temple.')
    this.name = 'NoTempleError'
  }
}
