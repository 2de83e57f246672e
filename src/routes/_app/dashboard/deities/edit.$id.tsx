import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { DeityForm } from '@/features/deities/components/deity-form'
import { deityQuery } from '@/features/deities/queries'
import { offeringOptionsQuery } from '@/features/offerings/queries'
import { useTempleId } from '@/session/context'
import { requirePermission } from '@/session/guards'
import { isApiError } from '@/shared/api/errors'

export const Route = createFileRoute('/_app/dashboard/deities/edit/$id')({
  params: {
    parse: ({ id }) => ({ id: Number(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'deities'),
  loader: async ({ context, params }) => {
    if (context.templeId === null) return null
    if (!Number.isInteger(params.id) || params.id <= 0) throw notFound()
    const options = context.queryClient.ensureQueryData(offeringOptionsQuery(context.templeId)).catch(() => undefined)
    try {
      const deity = await context.queryClient.ensureQueryData(deityQuery(context.templeId, params.id))
      await options
      return deity
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: EditDeity,
})

function EditDeity() {
  const deity = Route.useLoaderData()
  const templeId = useTempleId()
  const offerings = useQuery(offeringOptionsQuery(templeId)).data ?? []
  return deity ? <DeityForm key={deity.id} deity={deity} offeringOptions={offerings} /> : null
}
