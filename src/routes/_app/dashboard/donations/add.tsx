import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { categoryOptionsQuery } from '@/features/categories/queries'
import { DonationForm } from '@/features/donations/components/donation-form'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donations/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donations'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(categoryOptionsQuery('donation', context.templeId))
  },
  component: AddDonation,
})

function AddDonation() {
  const templeId = useTempleId()
  const categories = useQuery(categoryOptionsQuery('donation', templeId)).data ?? []
  return <DonationForm categoryOptions={categories} />
}
