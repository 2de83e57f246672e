import { createFileRoute } from '@tanstack/react-router'
import { __P__Form } from '@/features/__k__/components/__k__-form'
import { __c__ItemQuery } from '@/features/__k__/queries'
import { idParams, loadItem } from '@/routes/-load-item'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/__k__/edit/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'change', '__c__'),
  loader: ({ context: { queryClient, templeId }, params }) => loadItem(params.id, (id) => queryClient.ensureQueryData(__c__ItemQuery(templeId, id))),
  component: function Edit__P__() {
    const item = Route.useLoaderData()
    return <__P__Form key={item.id} item={item} />
  },
})
