import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/reports')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'reports'),
  component: () => <ComingSection title="Reports" />,
})
