/**
 * The mutations the offerings list itself runs (delete, the Dakshina toggle). Kept apart from
 * mutations.ts, whose payload builders pull in zod and the editor's schemas: the list loads
 * without them (docs/decisions/080-list-performance.md).
 */
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '@/shared/api/client'
import { offeringsApi } from './api'
import { offeringKeys } from './queries'
import type { Offering } from './types'
import { invalidateArea } from '@/shared/api/query-scope'

export function invalidateOfferings(queryClient: ReturnType<typeof useQueryClient>, templeId: number) {
  void queryClient.invalidateQueries({ queryKey: offeringKeys.options(templeId) })
  // Category counts and deity assignments change with offerings.
  void invalidateArea(queryClient, templeId, 'offering-categories')
  void invalidateArea(queryClient, templeId, 'deities')
  return queryClient.invalidateQueries({ queryKey: offeringKeys.lists(templeId) })
}

export function useDeleteOffering(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (offering: Offering) => offeringsApi.remove(templeId, offering.url),
    onSuccess: (_, offering) => {
      queryClient.removeQueries({ queryKey: offeringKeys.detail(templeId, offering.id) })
      return invalidateOfferings(queryClient, templeId)
    },
  })
}

type ListData = InfiniteData<Page<Offering>, string | null>

/** The Dakshina-required toggle: saved at once, shown at once, rolled back if the save fails. */
export function useToggleDakshina(templeId: number) {
  const queryClient = useQueryClient()
  const patchLists = (id: number, value: boolean) =>
    queryClient.setQueriesData<ListData>({ queryKey: offeringKeys.lists(templeId) }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((o) => (o.id === id ? { ...o, isDakshinaRequired: value } : o)),
            })),
          }
        : data,
    )
  return useMutation({
    mutationFn: ({ offering, value }: { offering: Offering; value: boolean }) =>
      offeringsApi.update(templeId, offering.url, { isDakshinaRequired: value }),
    onMutate: async ({ offering, value }) => {
      await queryClient.cancelQueries({ queryKey: offeringKeys.lists(templeId) })
      patchLists(offering.id, value)
    },
    onError: (_error, { offering }) => patchLists(offering.id, offering.isDakshinaRequired),
    onSuccess: (saved) => {
      queryClient.setQueryData(offeringKeys.detail(templeId, saved.id), saved)
      patchLists(saved.id, saved.isDakshinaRequired)
    },
  })
}
