import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DonationReceiptDetail } from '@/features/orders/components/donation-receipt-detail'
import { donationReceiptQuery } from '@/features/orders/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/donation-receipts/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationOrders'),
  loader: ({ context: { queryClient, templeId }, params }) =>
    loadItem(params.id, (id) => queryClient.ensureQueryData(donationReceiptQuery(templeId, id))),
  component: DonationReceiptRoute,
})

function DonationReceiptRoute() {
  const { id } = Route.useParams()
  const templeId = useTempleId()
  const receipt = useQuery(donationReceiptQuery(templeId, id)).data
  return receipt ? <DonationReceiptDetail receipt={receipt} /> : null
}
