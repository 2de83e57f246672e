import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/profile')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'temple'),
  component: () => <ComingSection title="Temple profile" />,
})
