import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { OfferingOrderDetail } from '@/features/orders/components/offering-order-detail'
import { offeringOrderQuery } from '@/features/orders/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/offering-orders/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offeringOrders'),
  loader: ({ context: { queryClient, templeId }, params }) =>
    loadItem(params.id, (id) => queryClient.ensureQueryData(offeringOrderQuery(templeId, id))),
  component: OfferingOrderRoute,
})

function OfferingOrderRoute() {
  const { id } = Route.useParams()
  const templeId = useTempleId()
  const order = useQuery(offeringOrderQuery(templeId, id)).data
  return order ? <OfferingOrderDetail order={order} /> : null
}
