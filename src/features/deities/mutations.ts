import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { deitiesApi } from './api'
import { deityKeys } from './queries'
import type { Deity, DeityValues } from './schemas'
import { invalidateArea } from '@/shared/api/query-scope'

/** Deities show in offerings (assigned deities), so offerings are refreshed with them. */
function refreshAround(queryClient: QueryClient, templeId: number) {
  void invalidateArea(queryClient, templeId, 'offerings')
  void queryClient.invalidateQueries({ queryKey: deityKeys.options(templeId) })
  return queryClient.invalidateQueries({ queryKey: deityKeys.lists(templeId) })
}

/** A create or an update: the detail is what the server answered, and what shows deities is refreshed. */
function useSaveDeity<V>(templeId: number, save: (variables: V) => Promise<Deity>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(deityKeys.detail(templeId, saved.id), saved)
      return refreshAround(queryClient, templeId)
    },
  })
}

export function useCreateDeity(templeId: number) {
  return useSaveDeity(templeId, (values: DeityValues) => deitiesApi.create(templeId, values))
}

export function useUpdateDeity(templeId: number) {
  return useSaveDeity(templeId, ({ deity, changes, version }: { deity: Deity; changes: Partial<DeityValues>; version?: string | null }) =>
    deitiesApi.update(templeId, deity.url, changes, version),
  )
}

export function useUploadDeityImage(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ deity, file, onProgress }: { deity: Deity; file: File; onProgress?: (fraction: number) => void }) =>
      deitiesApi.uploadImage(templeId, deity.url, file, onProgress),
    onSuccess: (updated) => {
      queryClient.setQueryData(deityKeys.detail(templeId, updated.id), updated)
      return queryClient.invalidateQueries({ queryKey: deityKeys.lists(templeId) })
    },
  })
}

export function useDeleteDeity(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (deity: Deity) => deitiesApi.remove(templeId, deity.url),
    onSuccess: (_, deity) => {
      queryClient.removeQueries({ queryKey: deityKeys.detail(templeId, deity.id) })
      return refreshAround(queryClient, templeId)
    },
  })
}
