import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { donationCategoryOptionsQuery } from '@/features/donation-categories/queries'
import { DonationForm } from '@/features/donations/components/donation-form'
import { donationQuery } from '@/features/donations/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/donations/edit/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // The spec edits donations with the add permission.
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donations'),
  loader: async ({ context, params }) => {
    if (context.templeId === null) return null
    if (!Number.isInteger(params.id) || params.id <= 0) throw notFound()
    const categories = context.queryClient.ensureQueryData(donationCategoryOptionsQuery(context.templeId))
    try {
      const donation = await context.queryClient.ensureQueryData(donationQuery(context.templeId, params.id))
      await categories
      return donation
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: EditDonation,
})

function EditDonation() {
  const donation = Route.useLoaderData()
  const templeId = useTempleId()
  const categories = useQuery(donationCategoryOptionsQuery(templeId)).data ?? []
  return donation ? <DonationForm key={donation.id} donation={donation} categoryOptions={categories} /> : null
}
