import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBankAccount } from './account'
import { bankKeys } from './keys'

export const bankAccountQuery = (templeId: number) =>
  queryOptions({
    queryKey: bankKeys.account(templeId),
    queryFn: ({ signal }) => getBankAccount(templeId, signal),
  })

export function useBankAccount(templeId: number) {
  return useQuery(bankAccountQuery(templeId))
}
