import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donations/edit/$id')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'donations'),
  component: () => <ComingSection title="Edit donation" />,
})
