import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DeityForm } from '@/features/deities/components/deity-form'
import { deityQuery } from '@/features/deities/queries'
import { offeringOptionsQuery } from '@/features/offerings/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { idParams, loadItem } from '@/routes/-load-item'

export const Route = createFileRoute('/_app/dashboard/deities/edit/$id')({
  params: idParams,
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'deities'),
  loader: ({ context: { queryClient, templeId }, params }) => {
    // The offering picker needs the temple's offerings; a failure leaves the picker empty.
    const options = queryClient.ensureQueryData(offeringOptionsQuery(templeId)).catch(() => undefined)
    return loadItem(params.id, async (id) => {
      const deity = await queryClient.ensureQueryData(deityQuery(templeId, id))
      await options
      return deity
    })
  },
  component: EditDeity,
})

function EditDeity() {
  const deity = Route.useLoaderData()
  const templeId = useTempleId()
  const offerings = useQuery(offeringOptionsQuery(templeId)).data ?? []
  return <DeityForm key={deity.id} deity={deity} offeringOptions={offerings} />
}
