import { useMutation, useQueryClient } from '@tanstack/react-query'
import { offeringCategoriesApi } from './api'
import { offeringCategoryKeys } from './queries'
import type { OfferingCategory, OfferingCategoryValues } from './schemas'

export function useCreateOfferingCategory(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: OfferingCategoryValues) => offeringCategoriesApi.create(templeId, values),
    onSuccess: (created) => {
      queryClient.setQueryData(offeringCategoryKeys.detail(templeId, created.id), created)
      return queryClient.invalidateQueries({ queryKey: offeringCategoryKeys.lists(templeId) })
    },
  })
}

export function useUpdateOfferingCategory(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ category, changes }: { category: OfferingCategory; changes: Partial<OfferingCategoryValues> }) =>
      offeringCategoriesApi.update(templeId, category.url, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(offeringCategoryKeys.detail(templeId, updated.id), updated)
      return queryClient.invalidateQueries({ queryKey: offeringCategoryKeys.lists(templeId) })
    },
  })
}

export function useDeleteOfferingCategory(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: OfferingCategory) => offeringCategoriesApi.remove(templeId, category.url),
    onSuccess: (_, category) => {
      queryClient.removeQueries({ queryKey: offeringCategoryKeys.detail(templeId, category.id) })
      // The server deletes the category's offerings with it.
      void queryClient.invalidateQueries({ queryKey: [templeId, 'offerings'] })
      return queryClient.invalidateQueries({ queryKey: offeringCategoryKeys.lists(templeId) })
    },
  })
}
