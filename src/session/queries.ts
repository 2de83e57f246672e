import { queryOptions } from '@tanstack/react-query'
import { sessionApi } from './api'
import { stored } from './storage'
import { templeScope } from '@/shared/api/query-scope'

export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  temples: () => [...sessionKeys.all, 'temples'] as const,
  /** Temple-scoped: starts with the temple id. */
  membership: (templeId: number) => [...templeScope(templeId, 'membership'), 'me'] as const,
}

export const currentUserQuery = () => queryOptions({ queryKey: sessionKeys.user(), queryFn: sessionApi.currentUser, staleTime: 5 * 60_000 })

export const templesQuery = () => queryOptions({ queryKey: sessionKeys.temples(), queryFn: sessionApi.temples, staleTime: 5 * 60_000 })

export const membershipQuery = (templeId: number) =>
  queryOptions({
    queryKey: sessionKeys.membership(templeId),
    queryFn: async () => {
      const membership = await sessionApi.membership(templeId)
      stored.setMembership(templeId, membership)
      return membership
    },
    staleTime: 60_000,
    // The locally kept template may be out of date (revoked since, or edited by hand): ask the
    // server again whenever the window comes back.
    refetchOnWindowFocus: 'always',
  })
