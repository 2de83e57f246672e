/** The editor's mutations: each runs the save steps (save/save-steps.ts) and invalidates what they change. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateOfferings } from './list-mutations'
import { offeringKeys } from './queries'
import { createOffering, saveSplit, updateOffering, type StoredOffering } from './save/save-steps'
import type { FeeSplitRowValues, OfferingValues } from './schemas'
import type { FeeSplitConfig, Offering } from './types'

/** Create: the offering, then its times and add-on fields, then the fee split. */
export function useCreateOffering(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: OfferingValues) => createOffering(templeId, values),
    onSettled: () => invalidateOfferings(queryClient, templeId),
  })
}

/** Edit: the changed fields, meta, times, add-on fields and fee split of a stored offering. */
export function useUpdateOffering(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ stored, values }: { stored: StoredOffering; values: OfferingValues }) => updateOffering(templeId, stored, values),
    onSettled: (_data, _error, { stored }) => {
      void queryClient.invalidateQueries({ queryKey: offeringKeys.detail(templeId, stored.offering.id) })
      return invalidateOfferings(queryClient, templeId)
    },
  })
}

/** Only the fee split (a retry after "Error updating split fee"). */
export function useSaveFeeSplit(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      offering,
      rows,
      existing,
    }: {
      offering: Offering
      rows: readonly FeeSplitRowValues[]
      existing: FeeSplitConfig | null
    }) => saveSplit(templeId, offering, rows, existing),
    onSettled: (_data, _error, { offering }) => queryClient.invalidateQueries({ queryKey: offeringKeys.feeSplit(templeId, offering.id) }),
  })
}
