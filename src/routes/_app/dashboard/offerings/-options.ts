import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { deityOptionsQuery } from '@/features/deities/queries'
import { offeringCategoriesQuery } from '@/features/offering-categories/queries'
import type { Option } from '@/features/offerings/types'

/** Every offering category of the temple (all Link pages) as select options. */
export function useCategoryOptions(templeId: number): Option[] {
  const categories = useInfiniteQuery(offeringCategoriesQuery(templeId))
  const { hasNextPage, isFetching, fetchNextPage } = categories
  const loadedPages = categories.data?.pages.length ?? 0
  useEffect(() => {
    // Follow the Link pages until every category is loaded.
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [hasNextPage, isFetching, fetchNextPage, loadedPages])
  return categories.data?.pages.flatMap((page) => page.items.map(({ id, url, name }) => ({ id, url, name }))) ?? []
}

/** The temple's deities as select options (none when the user may not view deities). */
export function useDeityOptions(templeId: number): Option[] {
  return useQuery({ ...deityOptionsQuery(templeId), retry: false }).data ?? []
}
