import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { OfferingOrderDetail } from '@/features/orders/components/offering-order-detail'
import { offeringOrderQuery } from '@/features/orders/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/offering-orders/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offeringOrders'),
  loader: async ({ context, params }) => {
    if (context.templeId === null) return
    if (!Number.isSafeInteger(params.id) || params.id <= 0) throw notFound()
    try {
      await context.queryClient.ensureQueryData(offeringOrderQuery(context.templeId, params.id))
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: OfferingOrderRoute,
})

function OfferingOrderRoute() {
  const { id } = Route.useParams()
  const templeId = useTempleId()
  const order = useQuery(offeringOrderQuery(templeId, id)).data
  return order ? <OfferingOrderDetail order={order} /> : null
}
