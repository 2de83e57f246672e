import { createFileRoute } from '@tanstack/react-router'
import { __P__Page } from '@/features/__k__/components/__k__-page'
import { __c__ListQuery } from '@/features/__k__/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/__k__/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', '__c__'),
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(__c__ListQuery(context.templeId)),
  component: __P__Page,
})
