import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { categoriesApi } from './api'
import { categoryKinds, type CategoryKind } from './kinds'
import { templeScope } from '@/shared/api/query-scope'

export const categoryKeys = {
  all: (kind: CategoryKind, templeId: number) => templeScope(templeId, categoryKinds[kind].keySegment),
  lists: (kind: CategoryKind, templeId: number) => [...categoryKeys.all(kind, templeId), 'list'] as const,
  list: (kind: CategoryKind, templeId: number) => [...categoryKeys.lists(kind, templeId), {}] as const,
  options: (kind: CategoryKind, templeId: number) => [...categoryKeys.all(kind, templeId), 'options'] as const,
  details: (kind: CategoryKind, templeId: number) => [...categoryKeys.all(kind, templeId), 'detail'] as const,
  detail: (kind: CategoryKind, templeId: number, id: number) => [...categoryKeys.details(kind, templeId), id] as const,
}

export const categoriesQuery = (kind: CategoryKind, templeId: number) =>
  infiniteQueryOptions({
    queryKey: categoryKeys.list(kind, templeId),
    queryFn: ({ pageParam, signal }) => categoriesApi.list(kind, templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

/** Every category as `{ id, url, name }`, sorted by name (for selects). */
export const categoryOptionsQuery = (kind: CategoryKind, templeId: number) =>
  queryOptions({
    queryKey: categoryKeys.options(kind, templeId),
    queryFn: async ({ signal }) =>
      (await categoriesApi.all(kind, templeId, signal))
        .map(({ id, url, name }) => ({ id, url, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  })

export const categoryQuery = (kind: CategoryKind, templeId: number, id: number) =>
  queryOptions({
    queryKey: categoryKeys.detail(kind, templeId, id),
    queryFn: ({ signal }) => categoriesApi.get(kind, templeId, id, signal),
  })

export function useCategories(kind: CategoryKind, templeId: number) {
  return useInfiniteQuery({ ...categoriesQuery(kind, templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}
