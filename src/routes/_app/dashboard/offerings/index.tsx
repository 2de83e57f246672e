import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { OfferingsPage } from '@/features/offerings/components/offerings-page'
import { offeringsQuery } from '@/features/offerings/queries'
import type { OfferingFilters } from '@/features/offerings/types'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { positiveIdParam } from '@/shared/lib/search-params'
import { useCategoryOptions, useDeityOptions } from './-options'

/** `?deity=3&category=12`: positive ids, anything else dropped (hand-written: no zod in the entry chunk). */
export function validateOfferingSearch(search: Record<string, unknown>): OfferingFilters {
  return { deity: positiveIdParam(search.deity), category: positiveIdParam(search.category) }
}

export const Route = createFileRoute('/_app/dashboard/offerings/')({
  validateSearch: validateOfferingSearch,
  // The first page starts with the session calls (see prefetchSession), the loader keeps it.
  staticData: {
    prefetch: ({ queryClient, templeId, search }) =>
      void queryClient.prefetchInfiniteQuery(offeringsQuery(templeId, validateOfferingSearch(search))),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offerings'),
  // No loaderDeps: a change of filters is the same match, so the page stays on screen while the
  // router runs the guards again, never the page loader (decision 234).
  loader: ({ context, location }) => {
    void context.queryClient.prefetchInfiniteQuery(offeringsQuery(context.templeId, validateOfferingSearch(location.search)))
  },
  component: OfferingsRoute,
})

function OfferingsRoute() {
  const templeId = useTempleId()
  const filters = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const categoryOptions = useCategoryOptions(templeId)
  const deityOptions = useDeityOptions(templeId)
  return (
    <OfferingsPage
      filters={filters}
      onFiltersChange={(next) => void navigate({ search: { deity: next.deity, category: next.category } })}
      categoryOptions={categoryOptions}
      deityOptions={deityOptions}
    />
  )
}
