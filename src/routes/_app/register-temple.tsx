import { createFileRoute } from '@tanstack/react-router'
import { RegisterTemplePage } from '@/features/temple/components/register-temple-page'
import { requireRole } from '@/session/guards'

export const Route = createFileRoute('/_app/register-temple')({
  beforeLoad: ({ context }) => requireRole(context, ['user']),
  component: RegisterTemplePage,
})
