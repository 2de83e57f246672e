import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DeityForm } from '@/features/deities/components/deity-form'
import { offeringOptionsQuery } from '@/features/offerings/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/deities/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'deities'),
  loader: async ({ context }) => {
    // The offering picker needs the temple's offerings; a failure leaves the picker empty.
    await context.queryClient.ensureQueryData(offeringOptionsQuery(context.templeId)).catch(() => undefined)
  },
  component: AddDeity,
})

function AddDeity() {
  const templeId = useTempleId()
  const offerings = useQuery(offeringOptionsQuery(templeId)).data ?? []
  return <DeityForm offeringOptions={offerings} />
}
