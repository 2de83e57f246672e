import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { OfferingOrdersPage } from '@/features/orders/components/offering-orders-page'
import { offeringOrderFilters } from '@/features/orders/filters'
import { validateOfferingOrderSearch } from '@/features/orders/search'
import { offeringOrdersQuery } from '@/features/orders/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { useOrderFilterOptions } from './-options'

export const Route = createFileRoute('/_app/dashboard/offering-orders/')({
  validateSearch: validateOfferingOrderSearch,
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offeringOrders'),
  // No loaderDeps: a change of filters is the same match, so the page stays on screen while the
  // router runs the guards again, never the page loader (decision 234).
  loader: ({ context, location }) => {
    void context.queryClient.prefetchInfiniteQuery(
      offeringOrdersQuery(context.templeId, offeringOrderFilters(validateOfferingOrderSearch(location.search))),
    )
  },
  component: OfferingOrdersRoute,
})

function OfferingOrdersRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const options = useOrderFilterOptions(useTempleId())
  return (
    <OfferingOrdersPage
      // The page (its filter form and selection) starts over when the URL's filters change.
      key={JSON.stringify(search)}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      {...options}
    />
  )
}
