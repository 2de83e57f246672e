import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { deityOptionsQuery } from '@/features/deities/queries'
import { categoriesQuery } from '@/features/categories/queries'
import type { Option } from '@/features/offerings/types'
import { useCan } from '@/session/context'

// Options are asked for only when the user may view them: a refused (403) load would otherwise
// read as a section the cached permissions no longer allow.

/** Every offering category of the temple (all Link pages) as select options. */
export function useCategoryOptions(templeId: number): Option[] {
  const can = useCan()
  const categories = useInfiniteQuery({ ...categoriesQuery('offering', templeId), enabled: can('view', 'offeringCategories') })
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
  const can = useCan()
  return useQuery({ ...deityOptionsQuery(templeId), retry: false, enabled: can('view', 'deities') }).data ?? []
}
