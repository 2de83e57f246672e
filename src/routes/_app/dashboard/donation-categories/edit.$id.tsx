import { createFileRoute } from '@tanstack/react-router'
import { DonationCategoryForm } from '@/features/donation-categories/components/donation-category-form'
import { donationCategoryQuery } from '@/features/donation-categories/queries'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/donation-categories/edit/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'donationCategories'),
  loader: ({ context: { queryClient, templeId }, params }) =>
    loadItem(params.id, (id) => queryClient.ensureQueryData(donationCategoryQuery(templeId, id))),
  component: EditDonationCategory,
})

function EditDonationCategory() {
  const category = Route.useLoaderData()
  return <DonationCategoryForm key={category.id} category={category} />
}
