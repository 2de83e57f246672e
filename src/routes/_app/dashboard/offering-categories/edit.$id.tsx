import { createFileRoute, notFound } from '@tanstack/react-router'
import { OfferingCategoryForm } from '@/features/offering-categories/components/offering-category-form'
import { offeringCategoryQuery } from '@/features/offering-categories/queries'
import { requirePermission } from '@/session/guards'
import { isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/offering-categories/edit/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'offeringCategories'),
  loader: async ({ context, params }) => {
    if (context.templeId === null) return null
    if (!Number.isInteger(params.id) || params.id <= 0) throw notFound()
    try {
      return await context.queryClient.ensureQueryData(offeringCategoryQuery(context.templeId, params.id))
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: EditOfferingCategory,
})

function EditOfferingCategory() {
  const category = Route.useLoaderData()
  return category ? <OfferingCategoryForm key={category.id} category={category} /> : null
}
