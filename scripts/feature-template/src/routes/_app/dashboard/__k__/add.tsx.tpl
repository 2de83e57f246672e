import { createFileRoute } from '@tanstack/react-router'
import { __P__Form } from '@/features/__k__/components/__k__-form'
import { requirePermission } from '@/session/guards'

export const Route = createFileRoute('/_app/dashboard/__k__/add')({
  beforeLoad: ({ context }) => requirePermission(context, 'add', '__c__'),
  component: () => <__P__Form />,
})
