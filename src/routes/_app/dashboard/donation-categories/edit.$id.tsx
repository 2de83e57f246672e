import { createFileRoute, notFound } from '@tanstack/react-router'
import { DonationCategoryForm } from '@/features/donation-categories/components/donation-category-form'
import { donationCategoryQuery } from '@/features/donation-categories/queries'
import { requirePermission } from '@/session/guards'
import { isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/donation-categories/edit/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'donationCategories'),
  loader: async ({ context, params }) => {
    if (context.templeId === null) return null
    if (!Number.isInteger(params.id) || params.id <= 0) throw notFound()
    try {
      return await context.queryClient.ensureQueryData(donationCategoryQuery(context.templeId, params.id))
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: EditDonationCategory,
})

function EditDonationCategory() {
  const category = Route.useLoaderData()
  return category ? <DonationCategoryForm key={category.id} category={category} /> : null
}
