import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/deities/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'deities'),
  component: () => <ComingSection title="Deities" />,
})
