import { createFileRoute } from '@tanstack/react-router'
import { DeitiesPage } from '@/features/deities/components/deities-page'
import { deitiesQuery } from '@/features/deities/queries'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/deities/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'deities'),
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(deitiesQuery(context.templeId))
  },
  component: DeitiesPage,
})
