import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/manage-users/$id')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'users'),
  component: () => <ComingSection title="User permissions" />,
})
