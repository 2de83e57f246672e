import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { donationsApi } from './api'
import { donationKeys } from './queries'
import { hasMeta, type Donation, type DonationPayload, type MetaChanges } from './schemas'
import { invalidateArea } from '@/shared/api/query-scope'

/** Donation categories list their donations, so they are refreshed with them. */
function refreshAround(queryClient: QueryClient, templeId: number) {
  void invalidateArea(queryClient, templeId, 'donation-categories')
  return queryClient.invalidateQueries({ queryKey: donationKeys.lists(templeId) })
}

export function useCreateDonation(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: DonationPayload) => donationsApi.create(templeId, payload),
    onSuccess: (created) => {
      queryClient.setQueryData(donationKeys.detail(templeId, created.id), created)
      return refreshAround(queryClient, templeId)
    },
  })
}

interface DonationUpdate {
  donation: Donation
  changes: Partial<DonationPayload>
  meta: MetaChanges
  /** The donation's version the form read (`If-Match` of the first of the calls); null sends none. */
  version?: string | null
}

/** PATCH of the changed fields, then the meta removals and additions; resolves with the donation as saved. */
export function useUpdateDonation(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ donation, changes, meta, version = null }: DonationUpdate) => {
      let saved = donation
      // The first write is checked against the version; the later ones follow it.
      let ifMatch = version
      const first = () => {
        const tag = ifMatch
        ifMatch = null
        return tag
      }
      if (Object.keys(changes).length > 0) saved = await donationsApi.update(templeId, donation.url, changes, first())
      if (hasMeta(meta.remove)) saved = await donationsApi.removeMeta(templeId, donation.url, meta.remove, first())
      if (hasMeta(meta.add)) saved = await donationsApi.addMeta(templeId, donation.url, meta.add, first())
      return saved
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(donationKeys.detail(templeId, saved.id), saved)
    },
    onError: (_error, { donation }) => {
      // Part of an edit may have been saved before a later call failed: read it again next time.
      queryClient.removeQueries({ queryKey: donationKeys.detail(templeId, donation.id) })
    },
    onSettled: () => refreshAround(queryClient, templeId),
  })
}

export function useDeleteDonation(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (donation: Donation) => donationsApi.remove(templeId, donation.url),
    onSuccess: (_, donation) => {
      queryClient.removeQueries({ queryKey: donationKeys.detail(templeId, donation.id) })
      return refreshAround(queryClient, templeId)
    },
  })
}
