import { useMutation, useQueryClient } from '@tanstack/react-query'
import { devApi } from './api'

/**
 * The data browser's writes go straight into the mock database, under every query of the app:
 * any cached answer (a list, a detail, the session's own) may now be stale, so all are refetched.
 * This is the one place the app invalidates without a key, and it is on purpose.
 */
function useDatabaseWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries() })
}

export const useReplaceRow = () =>
  useDatabaseWrite(({ table, id, row }: { table: string; id: number; row: unknown }) => devApi.replaceRow(table, id, row))

export const useDeleteRow = () => useDatabaseWrite(({ table, id }: { table: string; id: number }) => devApi.deleteRow(table, id))
