import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bankApi } from './api'
import { bankKeys } from './keys'
import type { BankAccountValues } from './schemas'

export function useSaveBankAccount(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      values,
      onProgress,
      version = null,
    }: {
      values: BankAccountValues
      onProgress?: (fraction: number) => void
      version?: string | null
    }) => bankApi.save(templeId, values, onProgress, version),
    onSuccess: (account) => {
      queryClient.setQueryData(bankKeys.account(templeId), account)
    },
  })
}
