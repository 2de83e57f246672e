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
export const templeScope = <A extends TempleArea>(templeId: number, area: A): readonly [number, A] => [templeId, area] as const

/** Refetches (or marks stale) every query of another area of the temple, e.g. after a save changed what it shows. */
export const invalidateArea = (queryClient: QueryClient, templeId: number, area: TempleArea): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: templeScope(templeId, area) })

/**
 * Drops every query of the temple, in every area (the temple switch leaves nothing of the old
 * one). Every temple-scoped key starts with `templeScope`, so the temple id alone is the prefix of
 * all of them: no area can be left out, and the list itself stays out of the entry chunk.
 */
export const removeTempleData = (queryClient: QueryClient, templeId: number): void => queryClient.removeQueries({ queryKey: [templeId] })
