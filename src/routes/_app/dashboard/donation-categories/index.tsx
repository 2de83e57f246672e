import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '@/features/categories/components/categories-page'
import { categoriesQuery } from '@/features/categories/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donation-categories/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donationCategories'),
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(categoriesQuery('donation', context.templeId)),
  component: () => <CategoriesPage kind="donation" />,
})
