import { createFileRoute } from '@tanstack/react-router'
import { DonationCategoriesPage } from '@/features/donation-categories/components/donation-categories-page'
import { donationCategoriesQuery } from '@/features/donation-categories/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationCategories'),
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(donationCategoriesQuery(context.templeId))
  },
  component: DonationCategoriesPage,
})
