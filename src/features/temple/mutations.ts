import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionKeys } from '@/session/queries'
import { templeApi, type TempleChanges } from './api'
import { templeKeys } from './queries'
import type { Temple, TempleImageKind, TemplePayload } from './schemas'

/** The temple list in the header/switcher shows name and images: refresh it after a change. */
function useTempleSaved() {
  const queryClient = useQueryClient()
  return (temple: Temple) => {
    queryClient.setQueryData(templeKeys.detail(temple.id), temple)
    return queryClient.invalidateQueries({ queryKey: sessionKeys.temples() })
  }
}

export function useUpdateTemple() {
  const saved = useTempleSaved()
  return useMutation({
    mutationFn: ({ temple, changes, version = null }: { temple: Temple; changes: TempleChanges; version?: string | null }) =>
      templeApi.update(temple, changes, version),
    onSuccess: saved,
  })
}

export function useUploadTempleImage() {
  const saved = useTempleSaved()
  return useMutation({
    mutationFn: ({
      temple,
      kind,
      file,
      onProgress,
    }: {
      temple: Temple
      kind: TempleImageKind
      file: File
      onProgress?: (fraction: number) => void
    }) => templeApi.uploadImage(temple, kind, file, onProgress),
    onSuccess: saved,
  })
}

export function useRegisterTemple() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: TemplePayload) => templeApi.register(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.temples() }),
  })
}
