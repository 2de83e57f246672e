import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DonationReceiptDetail } from '@/features/orders/components/donation-receipt-detail'
import { donationReceiptQuery } from '@/features/orders/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { IDENTIFIER_NOT_PROVIDED, isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/donation-receipts/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationOrders'),
  loader: async ({ context, params }) => {
    if (context.templeId === null) return
    if (!Number.isSafeInteger(params.id) || params.id <= 0) throw notFound({ data: IDENTIFIER_NOT_PROVIDED })
    try {
      await context.queryClient.ensureQueryData(donationReceiptQuery(context.templeId, params.id))
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: DonationReceiptRoute,
})

function DonationReceiptRoute() {
  const { id } = Route.useParams()
  const templeId = useTempleId()
  const receipt = useQuery(donationReceiptQuery(templeId, id)).data
  return receipt ? <DonationReceiptDetail receipt={receipt} /> : null
}
