import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/deities/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'deities'),
  component: () => <ComingSection title="Add deity" />,
})
