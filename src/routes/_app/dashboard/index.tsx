import { createFileRoute, redirect } from '@tanstack/react-router'
import { dashboardHome } from '@/session/permissions'

/** The spec's /dashboard order with the active role (see dashboardHome). */
export const Route = createFileRoute('/_app/dashboard/')({
  beforeLoad: ({ context }) => {
    const { role } = context.session.getState()
    throw redirect({ to: dashboardHome(context.membership, { role }), replace: true })
  },
})
