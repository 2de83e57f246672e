import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DonationReceiptsPage } from '@/features/orders/components/donation-receipts-page'
import { donationReceiptFilters } from '@/features/orders/filters'
import { validateDonationReceiptSearch } from '@/features/orders/search'
import { donationReceiptsQuery } from '@/features/orders/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-receipts/')({
  validateSearch: validateDonationReceiptSearch,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationOrders'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(donationReceiptsQuery(context.templeId, donationReceiptFilters(deps)))
  },
  component: DonationReceiptsRoute,
})

function DonationReceiptsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <DonationReceiptsPage key={JSON.stringify(search)} search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
