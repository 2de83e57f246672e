import { createFileRoute, notFound } from '@tanstack/react-router'
import { PermissionsPage } from '@/features/users/components/permissions-page'
import { memberQuery, permissionCatalogueQuery, usersQuery } from '@/features/users/queries'
import { requirePermission } from '@/session/guards'
import { isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/manage-users/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'users'),
  loader: async ({ context, params }) => {
    const { templeId, queryClient } = context
    if (templeId === null) return
    if (!Number.isInteger(params.id) || params.id <= 0) throw notFound()
    void queryClient.prefetchInfiniteQuery(usersQuery(templeId))
    try {
      await Promise.all([
        queryClient.ensureQueryData(memberQuery(templeId, params.id)),
        queryClient.ensureQueryData(permissionCatalogueQuery(templeId)),
      ])
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: MemberPermissions,
})

function MemberPermissions() {
  const { id } = Route.useParams()
  return <PermissionsPage key={id} userId={id} />
}
