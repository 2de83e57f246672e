import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBankAccount } from './account'
import { templeScope } from '@/shared/api/query-scope'

export const bankKeys = {
  all: (templeId: number) => templeScope(templeId, 'bank'),
  account: (templeId: number) => [...bankKeys.all(templeId), 'account'] as const,
}

export const bankAccountQuery = (templeId: number) =>
  queryOptions({
    queryKey: bankKeys.account(templeId),
    queryFn: ({ signal }) => getBankAccount(templeId, signal),
  })

export function useBankAccount(templeId: number) {
  return useQuery(bankAccountQuery(templeId))
}
