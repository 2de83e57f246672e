import { createFileRoute, redirect } from '@tanstack/react-router'
import { dashboardHome } from '@/session/permissions'

/** Administrators land on offerings; others on the first section they may view; else /403. */
export const Route = createFileRoute('/_app/dashboard/')({
  beforeLoad: ({ context }) => {
    if (context.templeId === null) return
    const { role } = context.session.getState()
    throw redirect({ to: dashboardHome(context.membership, { isStaff: context.user.isStaff, role: role ?? 'user' }), replace: true })
  },
})
