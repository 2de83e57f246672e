import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { categoriesApi } from './api'
import { categoryKinds, type CategoryKind } from './kinds'
import { categoryKeys } from './queries'
import type { Category, CategoryValues } from './schemas'
import { invalidateArea } from '@/shared/api/query-scope'

/** After a change: the lists and the select options (the item itself is set or removed). */
function refresh(queryClient: QueryClient, kind: CategoryKind, templeId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryKeys.lists(kind, templeId) }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.options(kind, templeId) }),
  ])
}

export function useCreateCategory(kind: CategoryKind, templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: CategoryValues) => categoriesApi.create(kind, templeId, values),
    onSuccess: (created) => {
      queryClient.setQueryData(categoryKeys.detail(kind, templeId, created.id), created)
      return refresh(queryClient, kind, templeId)
    },
  })
}

export function useUpdateCategory(kind: CategoryKind, templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ category, changes, version }: { category: Category; changes: Partial<CategoryValues>; version?: string | null }) =>
      categoriesApi.update(templeId, category.url, changes, version),
    onSuccess: (updated) => {
      queryClient.setQueryData(categoryKeys.detail(kind, templeId, updated.id), updated)
      // Donations show their category's name.
      const { renameTouchesDependents, dependents } = categoryKinds[kind]
      if (renameTouchesDependents) void invalidateArea(queryClient, templeId, dependents)
      return refresh(queryClient, kind, templeId)
    },
  })
}

export function useDeleteCategory(kind: CategoryKind, templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (category: Category) => categoriesApi.remove(templeId, category.url),
    onSuccess: (_, category) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(kind, templeId, category.id) })
      // The server deletes the category's offerings (or donations) with it.
      void invalidateArea(queryClient, templeId, categoryKinds[kind].dependents)
      return refresh(queryClient, kind, templeId)
    },
  })
}
