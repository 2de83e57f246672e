import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { deitiesApi } from './api'
import { templeScope } from '@/shared/api/query-scope'

export const deityKeys = {
  all: (templeId: number) => templeScope(templeId, 'deities'),
  lists: (templeId: number) => [...deityKeys.all(templeId), 'list'] as const,
  list: (templeId: number) => [...deityKeys.lists(templeId), {}] as const,
  options: (templeId: number) => [...deityKeys.all(templeId), 'options'] as const,
  details: (templeId: number) => [...deityKeys.all(templeId), 'detail'] as const,
  detail: (templeId: number, id: number) => [...deityKeys.details(templeId), id] as const,
}

export const deitiesQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: deityKeys.list(templeId),
    queryFn: ({ pageParam, signal }) => deitiesApi.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

/** Every deity as `{ id, url, name }` (for other areas' pickers, composed by routes). */
export const deityOptionsQuery = (templeId: number) =>
  queryOptions({
    queryKey: deityKeys.options(templeId),
    queryFn: async ({ signal }) => (await deitiesApi.all(templeId, signal)).map(({ id, url, name }) => ({ id, url, name })),
  })

export const deityQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: deityKeys.detail(templeId, id),
    queryFn: ({ signal }) => deitiesApi.get(templeId, id, signal),
  })

export function useDeities(templeId: number) {
  return useInfiniteQuery({ ...deitiesQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}

/** The header search: the first few deities whose name contains `name`. */
export const deitySearchQuery = (templeId: number, name: string) =>
  queryOptions({
    queryKey: [...deityKeys.all(templeId), 'search', name] as const,
    queryFn: ({ signal }) => deitiesApi.search(templeId, name, signal).then((page) => page.items),
  })
