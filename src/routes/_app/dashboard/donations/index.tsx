import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/donations/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'donations'),
  component: () => <ComingSection title="Donations" />,
})
