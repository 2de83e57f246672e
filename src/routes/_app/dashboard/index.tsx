import { createFileRoute, redirect } from '@tanstack/react-router'
import { dashboardHome } from '@/session/permissions'

/**
 * The spec's /dashboard order with the active role (see dashboardHome). A provider-staff user
 * whose temple gives no section goes to the staff dashboard, which needs the staff role: the role
 * changes only on a real navigation, never on a preload (as /user-switch does).
 */
export const Route = createFileRoute('/_app/dashboard/')({
  beforeLoad: ({ context, preload }) => {
    const { role } = context.session.getState()
    const home = dashboardHome(context.membership, { role, isStaff: context.user.isStaff })
    if (home === '/staff/dashboard' && role === 'user') {
      if (preload) return
      context.session.setRole('staff')
    }
    throw redirect({ to: home, replace: true })
  },
})
