import { createFileRoute } from '@tanstack/react-router'
import { ComingSection } from '@/layout/coming-section'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/offerings/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', 'offerings'),
  component: () => <ComingSection title="Add offering" />,
})
