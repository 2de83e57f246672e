import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/deities/edit/$id')({
  beforeLoad: ({ context }) => requirePermission(context, 'change', 'deities'),
  component: () => <ComingSection title="Edit deity" />,
})
