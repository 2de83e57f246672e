import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { offeringCategoriesApi } from './api'

export const offeringCategoryKeys = {
  all: (templeId: number) => [templeId, 'offering-categories'] as const,
  lists: (templeId: number) => [...offeringCategoryKeys.all(templeId), 'list'] as const,
  list: (templeId: number) => [...offeringCategoryKeys.lists(templeId), {}] as const,
  details: (templeId: number) => [...offeringCategoryKeys.all(templeId), 'detail'] as const,
  detail: (templeId: number, id: number) => [...offeringCategoryKeys.details(templeId), id] as const,
}

export const offeringCategoriesQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: offeringCategoryKeys.list(templeId),
    queryFn: ({ pageParam, signal }) => offeringCategoriesApi.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const offeringCategoryQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: offeringCategoryKeys.detail(templeId, id),
    queryFn: ({ signal }) => offeringCategoriesApi.get(templeId, id, signal),
  })

export function useOfferingCategories(templeId: number) {
  return useInfiniteQuery({ ...offeringCategoriesQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}
