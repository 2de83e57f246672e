import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { DonationReceiptsPage } from '@/features/orders/components/donation-receipts-page'
import { donationReceiptFilters } from '@/features/orders/filters'
import { validateDonationReceiptSearch } from '@/features/orders/search'
import { donationReceiptsQuery } from '@/features/orders/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-receipts/')({
  validateSearch: validateDonationReceiptSearch,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationOrders'),
  // No loaderDeps: a change of filters is the same match, so the page stays on screen while the
  // router runs the guards again, never the page loader (decision 234).
  loader: ({ context, location }) => {
    void context.queryClient.prefetchInfiniteQuery(
      donationReceiptsQuery(context.templeId, donationReceiptFilters(validateDonationReceiptSearch(location.search))),
    )
  },
  component: DonationReceiptsRoute,
})

function DonationReceiptsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <DonationReceiptsPage key={JSON.stringify(search)} search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
