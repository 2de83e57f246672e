import { createFileRoute } from '@tanstack/react-router'
import { CategoryForm } from '@/features/categories/components/category-form'
import { categoryQuery } from '@/features/categories/queries'
import { idParams, loadItem } from '@/routes/-load-item'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offering-categories/edit/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'offeringCategories'),
  loader: ({ context: { queryClient, templeId }, params }) =>
    loadItem(params.id, (id) => queryClient.ensureQueryData(categoryQuery('offering', templeId, id))),
  component: EditOfferingCategory,
})

function EditOfferingCategory() {
  const category = Route.useLoaderData()
  return <CategoryForm key={category.id} kind="offering" category={category} />
}
