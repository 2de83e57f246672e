import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { donationsApi } from './api'
import { templeScope } from '@/shared/api/query-scope'

export const donationKeys = {
  all: (templeId: number) => templeScope(templeId, 'donations'),
  lists: (templeId: number) => [...donationKeys.all(templeId), 'list'] as const,
  list: (templeId: number) => [...donationKeys.lists(templeId), {}] as const,
  details: (templeId: number) => [...donationKeys.all(templeId), 'detail'] as const,
  detail: (templeId: number, id: number) => [...donationKeys.details(templeId), id] as const,
}

export const donationsQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: donationKeys.list(templeId),
    queryFn: ({ pageParam, signal }) => donationsApi.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const donationQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: donationKeys.detail(templeId, id),
    queryFn: ({ signal }) => donationsApi.get(templeId, id, signal),
  })

export function useDonations(templeId: number) {
  return useInfiniteQuery({ ...donationsQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}

/** The header search: the first few donations whose name contains `name`. */
export const donationSearchQuery = (templeId: number, name: string) =>
  queryOptions({
    queryKey: [...donationKeys.all(templeId), 'search', name] as const,
    queryFn: ({ signal }) => donationsApi.search(templeId, name, signal).then((page) => page.items),
  })
