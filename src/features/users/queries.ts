import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { usersApi } from './api'
import { userKeys } from './keys'

export const usersQuery = (templeId: number) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(templeId),
    queryFn: ({ pageParam, signal }) => usersApi.list(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const memberQuery = (templeId: number, userId: number) =>
  queryOptions({
    queryKey: userKeys.detail(templeId, userId),
    queryFn: ({ signal }) => usersApi.get(templeId, userId, signal),
  })

/** The permission catalogue rarely changes. */
export const permissionCatalogueQuery = (templeId: number) =>
  queryOptions({
    queryKey: userKeys.permissions(templeId),
    queryFn: ({ signal }) => usersApi.permissions(templeId, signal),
    staleTime: 60 * 60_000,
  })

export function useMembers(templeId: number) {
  return useInfiniteQuery({ ...usersQuery(templeId), select: (data) => data.pages.flatMap((page) => page.items) })
}
