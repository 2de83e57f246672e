import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offerings/')({
  beforeLoad: ({ context }) => requirePermission(context, 'view', 'offerings'),
  component: () => <ComingSection title="Offerings" />,
})
