import { queryOptions, useQuery } from '@tanstack/react-query'
import { templeApi } from './api'
import { templeScope } from '@/shared/api/query-scope'

export const templeKeys = {
  all: (templeId: number) => templeScope(templeId, 'temple'),
  detail: (templeId: number) => [...templeKeys.all(templeId), 'detail'] as const,
}

export const templeQuery = (templeId: number) =>
  queryOptions({
    queryKey: templeKeys.detail(templeId),
    queryFn: ({ signal }) => templeApi.get(templeId, signal),
  })

export function useTemple(templeId: number) {
  return useQuery(templeQuery(templeId))
}
