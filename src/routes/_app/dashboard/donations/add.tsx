import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { donationCategoryOptionsQuery } from '@/features/donation-categories/queries'
import { DonationForm } from '@/features/donations/components/donation-form'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donations/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donations'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(donationCategoryOptionsQuery(context.templeId))
  },
  component: AddDonation,
})

function AddDonation() {
  const templeId = useTempleId()
  const categories = useQuery(donationCategoryOptionsQuery(templeId)).data ?? []
  return <DonationForm categoryOptions={categories} />
}
