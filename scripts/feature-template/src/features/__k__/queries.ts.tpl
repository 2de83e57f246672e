import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { __c__Api } from './api'
import { templeScope } from '@/shared/api/query-scope'

export const __c__Keys = {
  all: (templeId: number) => templeScope(templeId, '__k__'),
  lists: (templeId: number) => [...__c__Keys.all(templeId), 'list'] as const,
  detail: (templeId: number, id: number) => [...__c__Keys.all(templeId), 'detail', id] as const,
}

export const __c__ListQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: __c__Keys.lists(templeId),
    queryFn: ({ pageParam, signal }) => __c__Api.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const __c__ItemQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: __c__Keys.detail(templeId, id),
    queryFn: ({ signal }) => __c__Api.get(templeId, id, signal),
  })

export function use__P__List(templeId: number) {
  return useInfiniteQuery({ ...__c__ListQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}
