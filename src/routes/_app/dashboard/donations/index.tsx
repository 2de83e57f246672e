import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { categoryOptionsQuery } from '@/features/categories/queries'
import { DonationsPage } from '@/features/donations/components/donations-page'
import { donationsQuery } from '@/features/donations/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donations/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donations'),
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(donationsQuery(context.templeId))
    void context.queryClient.prefetchQuery(categoryOptionsQuery('donation', context.templeId))
  },
  component: Donations,
})

function Donations() {
  const templeId = useTempleId()
  const categories = useQuery(categoryOptionsQuery('donation', templeId)).data
  return <DonationsPage categoryOptions={categories} />
}
