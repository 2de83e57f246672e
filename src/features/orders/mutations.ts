import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '@/shared/api/client'
import { ordersApi } from './api'
import { orderKeys } from './queries'
import type { OfferingOrder } from './types'

/**
 * Marks orders completed with one PATCH of their ids. The rows already on screen take the new
 * status in place (no reload, no jump); lists are marked stale for their next visit, and the
 * orders' details and the financial report are refetched.
 */
export function useMarkCompleted(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) => ordersApi.markCompleted(templeId, ids),
    onSuccess: async (updated) => {
      const byId = new Map(updated.map((order) => [order.id, order]))
      queryClient.setQueriesData<InfiniteData<Page<OfferingOrder>>>({ queryKey: orderKeys.lists(templeId) }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((row) => byId.get(row.id) ?? row) })) } : data,
      )
      for (const order of updated) queryClient.setQueryData(orderKeys.detail(templeId, order.id), order)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists(templeId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: orderKeys.reports(templeId) }),
      ])
    },
  })
}
