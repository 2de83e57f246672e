import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionKeys } from '@/session/queries'
import { usersApi } from './api'
import { userKeys } from './keys'
import type { InviteValues, Member, PermissionsDraft } from './schemas'

export function useInviteUser(templeId: number) {
  return useMutation({ mutationFn: (values: InviteValues) => usersApi.invite(templeId, values) })
}

/**
 * Saves a member's role and permissions. Changing your own takes effect at once: the membership
 * the sidebar and the guards read is refetched.
 */
export function useUpdateMember(templeId: number, currentUserId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, changes, version = null }: { userId: number; changes: PermissionsDraft; version?: string | null }) =>
      usersApi.update(templeId, userId, changes, version),
    onSuccess: async (updated) => {
      queryClient.setQueryData(userKeys.detail(templeId, updated.user.id), updated)
      const own = updated.user.id === currentUserId
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists(templeId) }),
        own ? queryClient.invalidateQueries({ queryKey: sessionKeys.membership(templeId) }) : null,
      ])
    },
  })
}

export function useDeleteMember(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (member: Member) => usersApi.remove(templeId, member.user.id),
    onSuccess: (_, member) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(templeId, member.user.id) })
      return queryClient.invalidateQueries({ queryKey: userKeys.lists(templeId) })
    },
  })
}
