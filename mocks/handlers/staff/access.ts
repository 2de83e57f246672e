/**
 * What every staff endpoint shares: the /temple/staff prefix, the staff-only guard, the staff urls
 * of temples, bank accounts and temple admins, and the reading of `is_active` and `o` (ordering).
 */
import { permissionDenied } from '../../helpers'
import { type Resolver, type UserContext, withUser } from '../../router'
import type { Urls } from '../../urls'

export const STAFF = '/temple/staff'

/** Require a valid token and a staff user (403 otherwise). */
export function withStaff(resolver: Resolver<UserContext>): Resolver {
  return withUser((ctx) => (ctx.user.is_staff ? resolver(ctx) : permissionDenied()))
}

export const templeUrl = (urls: Urls, id: number) => urls.api(`${STAFF}/temple/${id}/`)
export const bankUrl = (urls: Urls, id: number) => urls.api(`${STAFF}/bank-account/${id}/`)
export const adminUrl = (urls: Urls, id: number) => urls.api(`${STAFF}/temple-admin/${id}/`)

/** Sort by `o` (a key of `orderings`, leading minus for descending), or by `fallback`. */
export function byOrdering<T>(raw: string | null, orderings: Record<string, (a: T, b: T) => number>, fallback: string) {
  const value = raw && orderings[raw.replace(/^-/, '')] ? raw : fallback
  const compare = orderings[value.replace(/^-/, '')] as (a: T, b: T) => number
  return value.startsWith('-') ? (a: T, b: T) => compare(b, a) : compare
}

export function booleanParam(value: string | null): boolean | undefined {
  if (value === 'true' || value === 'True' || value === '1') return true
  if (value === 'false' || value === 'False' || value === '0') return false
  return undefined
}
