import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { categoryOptionsQuery } from '@/features/categories/queries'
import { DonationForm } from '@/features/donations/components/donation-form'
import { donationQuery } from '@/features/donations/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/donations/edit/$id')({
  params: idParams,
  // The spec edits donations with the add permission.
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donations'),
  loader: ({ context: { queryClient, templeId }, params }) => {
    const categories = queryClient.ensureQueryData(categoryOptionsQuery('donation', templeId))
    return loadItem(params.id, async (id) => {
      const donation = await queryClient.ensureQueryData(donationQuery(templeId, id))
      await categories
      return donation
    })
  },
  component: EditDonation,
})

function EditDonation() {
  const donation = Route.useLoaderData()
  const templeId = useTempleId()
  const categories = useQuery(categoryOptionsQuery('donation', templeId)).data ?? []
  return <DonationForm key={donation.id} donation={donation} categoryOptions={categories} />
}
