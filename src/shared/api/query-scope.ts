import type { QueryClient } from '@tanstack/react-query'

/**
 * The data areas of a temple: the segment after the temple id in every temple-scoped query key
 * (`[templeId, area, ...]`). Each area's key factory takes its prefix from `templeScope`, and every
 * invalidation or removal across areas names an area of this list, so a misspelt or forgotten
 * area is a type error instead of a key no query uses.
 */
export const TEMPLE_AREAS = [
  'temple',
  'membership',
  'bank',
  'users',
  'deities',
  'offerings',
  'fee-split-names',
  'offering-categories',
  'donation-categories',
  'donations',
  'offering-orders',
  'donation-receipts',
] as const

export type TempleArea = (typeof TEMPLE_AREAS)[number]

/** The key prefix of one area's data in one temple: what its key factory's `all` returns. */
export function templeScope<A extends TempleArea>(templeId: number, area: A): readonly [number, A] {
  return [templeId, area] as const
}

/** Refetches (or marks stale) every query of another area of the temple, e.g. after a save changed what it shows. */
export function invalidateArea(queryClient: QueryClient, templeId: number, area: TempleArea): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: templeScope(templeId, area) })
}

/** Drops every query of the temple, in every area (the temple switch leaves nothing of the old one). */
export function removeTempleData(queryClient: QueryClient, templeId: number): void {
  for (const area of TEMPLE_AREAS) queryClient.removeQueries({ queryKey: templeScope(templeId, area) })
}
