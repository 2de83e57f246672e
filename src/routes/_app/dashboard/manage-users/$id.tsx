import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage } from '@/features/users/components/permissions-page'
import { memberQuery, permissionCatalogueQuery, usersQuery } from '@/features/users/queries'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/manage-users/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'users'),
  loader: ({ context: { queryClient, templeId }, params }) => {
    void queryClient.prefetchInfiniteQuery(usersQuery(templeId))
    return loadItem(params.id, (id) =>
      Promise.all([
        queryClient.ensureQueryData(memberQuery(templeId, id)),
        queryClient.ensureQueryData(permissionCatalogueQuery(templeId)),
      ]),
    )
  },
  component: MemberPermissions,
})

function MemberPermissions() {
  const { id } = Route.useParams()
  return <PermissionsPage key={id} userId={id} />
}
