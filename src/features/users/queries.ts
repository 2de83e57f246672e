import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { usersApi } from './api'
import { templeScope } from '@/shared/api/query-scope'

export const userKeys = {
  all: (templeId: number) => templeScope(templeId, 'users'),
  lists: (templeId: number) => [...userKeys.all(templeId), 'list'] as const,
  list: (templeId: number) => [...userKeys.lists(templeId), {}] as const,
  /** Under the lists: saving a member's permissions refreshes it with them. */
  withoutAccess: (templeId: number) => [...userKeys.lists(templeId), { noAccess: true }] as const,
  details: (templeId: number) => [...userKeys.all(templeId), 'detail'] as const,
  /** Keyed by the member's user id, like the API. */
  detail: (templeId: number, userId: number) => [...userKeys.details(templeId), userId] as const,
  permissions: (templeId: number) => [...userKeys.all(templeId), 'permissions'] as const,
}

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

/** Members who joined and may open nothing yet: the administrators' notice (decision 179). */
export const membersWithoutAccessQuery = (templeId: number) =>
  queryOptions({
    queryKey: userKeys.withoutAccess(templeId),
    queryFn: ({ signal }) => usersApi.withoutAccess(templeId, signal),
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
