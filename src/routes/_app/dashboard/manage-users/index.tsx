import { createFileRoute } from '@tanstack/react-router'
import { ManageUsersPage } from '@/features/users/components/manage-users-page'
import { usersQuery } from '@/features/users/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/manage-users/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'users'),
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(usersQuery(context.templeId))
  },
  component: ManageUsersPage,
})
