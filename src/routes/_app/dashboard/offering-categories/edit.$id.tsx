import { createFileRoute } from '@tanstack/react-router'
import { OfferingCategoryForm } from '@/features/offering-categories/components/offering-category-form'
import { offeringCategoryQuery } from '@/features/offering-categories/queries'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/offering-categories/edit/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'offeringCategories'),
  loader: ({ context: { queryClient, templeId }, params }) =>
    loadItem(params.id, (id) => queryClient.ensureQueryData(offeringCategoryQuery(templeId, id))),
  component: EditOfferingCategory,
})

function EditOfferingCategory() {
  const category = Route.useLoaderData()
  return <OfferingCategoryForm key={category.id} category={category} />
}
