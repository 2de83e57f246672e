import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { donationCategoriesApi } from './api'

export const donationCategoryKeys = {
  all: (templeId: number) => [templeId, 'donation-categories'] as const,
  lists: (templeId: number) => [...donationCategoryKeys.all(templeId), 'list'] as const,
  list: (templeId: number) => [...donationCategoryKeys.lists(templeId), {}] as const,
  options: (templeId: number) => [...donationCategoryKeys.all(templeId), 'options'] as const,
  details: (templeId: number) => [...donationCategoryKeys.all(templeId), 'detail'] as const,
  detail: (templeId: number, id: number) => [...donationCategoryKeys.details(templeId), id] as const,
}

export const donationCategoriesQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: donationCategoryKeys.list(templeId),
    queryFn: ({ pageParam, signal }) => donationCategoriesApi.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

/** Every category as `{ id, url, name }`, sorted by name (for the donation form and list). */
export const donationCategoryOptionsQuery = (templeId: number) =>
  queryOptions({
    queryKey: donationCategoryKeys.options(templeId),
    queryFn: async ({ signal }) =>
      (await donationCategoriesApi.all(templeId, signal))
        .map(({ id, url, name }) => ({ id, url, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  })

export const donationCategoryQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: donationCategoryKeys.detail(templeId, id),
    queryFn: ({ signal }) => donationCategoriesApi.get(templeId, id, signal),
  })

export function useDonationCategories(templeId: number) {
  return useInfiniteQuery({ ...donationCategoriesQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}
