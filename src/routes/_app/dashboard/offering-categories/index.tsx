import { createFileRoute } from '@tanstack/react-router'
import { OfferingCategoriesPage } from '@/features/offering-categories/components/offering-categories-page'
import { offeringCategoriesQuery } from '@/features/offering-categories/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offering-categories/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offeringCategories'),
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(offeringCategoriesQuery(context.templeId))
  },
  component: OfferingCategoriesPage,
})
