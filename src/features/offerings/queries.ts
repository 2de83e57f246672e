import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { offeringsApi } from './api'
import type { OfferingFilters } from './types'
import { templeScope } from '@/shared/api/query-scope'

export const offeringKeys = {
  all: (templeId: number) => templeScope(templeId, 'offerings'),
  lists: (templeId: number) => [...offeringKeys.all(templeId), 'list'] as const,
  list: (templeId: number, filters: OfferingFilters) =>
    [...offeringKeys.lists(templeId), { deity: filters.deity ?? null, category: filters.category ?? null }] as const,
  options: (templeId: number) => [...offeringKeys.all(templeId), 'options'] as const,
  details: (templeId: number) => [...offeringKeys.all(templeId), 'detail'] as const,
  detail: (templeId: number, id: number) => [...offeringKeys.details(templeId), id] as const,
  addons: (templeId: number, id: number) => [...offeringKeys.detail(templeId, id), 'addons'] as const,
  feeSplit: (templeId: number, id: number) => [...offeringKeys.detail(templeId, id), 'fee-split'] as const,
  feeSplitNames: (templeId: number) => templeScope(templeId, 'fee-split-names'),
}

export const offeringsQuery = (templeId: number, filters: OfferingFilters) =>
  infiniteQueryOptions({
    queryKey: offeringKeys.list(templeId, filters),
    queryFn: ({ pageParam, signal }) => offeringsApi.list(templeId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

/** Every offering of the temple as `{ id, url, name }` (all Link pages followed). */
export const offeringOptionsQuery = (templeId: number) =>
  queryOptions({
    queryKey: offeringKeys.options(templeId),
    queryFn: async ({ signal }) => (await offeringsApi.all(templeId, signal)).map(({ id, url, name }) => ({ id, url, name })),
  })

export const offeringQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: offeringKeys.detail(templeId, id),
    queryFn: ({ signal }) => offeringsApi.get(templeId, id, signal),
  })

export const offeringAddonsQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: offeringKeys.addons(templeId, id),
    queryFn: ({ signal }) => offeringsApi.addons(templeId, id, signal),
  })

export const offeringFeeSplitQuery = (templeId: number, id: number, offeringUrl: string) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the url is the offering's own address: its id names it
  queryOptions({
    queryKey: offeringKeys.feeSplit(templeId, id),
    queryFn: ({ signal }) => offeringsApi.feeSplitConfig(templeId, offeringUrl, signal),
  })

/** The temple's fee-split names (suggestions for the split rows). */
export const feeSplitNamesQuery = (templeId: number, templeUrl: string) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the url is the temple's own address: its id names it
  queryOptions({
    queryKey: offeringKeys.feeSplitNames(templeId),
    queryFn: ({ signal }) => offeringsApi.feeSplitNames(templeId, templeUrl, signal),
    staleTime: 5 * 60_000,
  })

export function useOfferings(templeId: number, filters: OfferingFilters) {
  return useInfiniteQuery({ ...offeringsQuery(templeId, filters), select: (data) => data.pages.flatMap((page) => page.items) })
}

/** The header search: the first few offerings whose name contains `name`. */
export const offeringSearchQuery = (templeId: number, name: string) =>
  queryOptions({
    queryKey: [...offeringKeys.all(templeId), 'search', name] as const,
    queryFn: ({ signal }) => offeringsApi.search(templeId, name, signal).then((page) => page.items),
  })
