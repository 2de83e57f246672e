import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '@/session/guards'
import { ComingSection } from '@/layout/coming-section'

export const Route = createFileRoute('/_app/register-temple')({
  beforeLoad: ({ context }) => requireRole(context, ['user']),
  component: () => <ComingSection title="Register Temple" />,
})
