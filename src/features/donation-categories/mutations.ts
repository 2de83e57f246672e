import { useMutation, useQueryClient } from '@tanstack/react-query'
import { donationCategoriesApi } from './api'
import { donationCategoryKeys } from './queries'
import type { DonationCategory, DonationCategoryValues } from './schemas'

export function useCreateDonationCategory(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: DonationCategoryValues) => donationCategoriesApi.create(templeId, values),
    onSuccess: (created) => {
      queryClient.setQueryData(donationCategoryKeys.detail(templeId, created.id), created)
      return queryClient.invalidateQueries({ queryKey: donationCategoryKeys.all(templeId) })
    },
  })
}

export function useUpdateDonationCategory(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ category, changes }: { category: DonationCategory; changes: Partial<DonationCategoryValues> }) =>
      donationCategoriesApi.update(templeId, category.url, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(donationCategoryKeys.detail(templeId, updated.id), updated)
      // Donations show their category's name.
      void queryClient.invalidateQueries({ queryKey: [templeId, 'donations'] })
      return queryClient.invalidateQueries({ queryKey: donationCategoryKeys.all(templeId) })
    },
  })
}

export function useDeleteDonationCategory(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: DonationCategory) => donationCategoriesApi.remove(templeId, category.url),
    onSuccess: (_, category) => {
      queryClient.removeQueries({ queryKey: donationCategoryKeys.detail(templeId, category.id) })
      // The server deletes the category's donations with it.
      void queryClient.invalidateQueries({ queryKey: [templeId, 'donations'] })
      return queryClient.invalidateQueries({ queryKey: donationCategoryKeys.all(templeId) })
    },
  })
}
