import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '@/features/categories/components/categories-page'
import { categoriesQuery } from '@/features/categories/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offering-categories/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offeringCategories'),
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(categoriesQuery('offering', context.templeId)),
  component: () => <CategoriesPage kind="offering" />,
})
