import { createFileRoute, redirect } from '@tanstack/react-router'
import { dashboardHome, opensNoSection } from '@/session/permissions'

/**
 * The spec's /dashboard order with the active role (see dashboardHome), read from the server's
 * membership when the kept one opens no section. A provider-staff user
 * whose temple gives no section goes to the staff dashboard, which needs the staff role: the role
 * changes only on a real navigation, never on a preload (as /user-switch does).
 */
export const Route = createFileRoute('/_app/dashboard/')({
  beforeLoad: async ({ context, preload }) => {
    const { role } = context.session.getState()
    // A kept membership that opens nothing may predate the access an administrator has just
    // given (a member who joined without access): ask the server before sending them away.
    const membership =
      opensNoSection(context.membership) && !preload ? await context.session.fetchMembership(context.templeId) : context.membership
    const home = dashboardHome(membership, { role, isStaff: context.user.isStaff })
    if (home === '/staff/dashboard' && role === 'user') {
      if (preload) return
      context.session.setRole('staff')
    }
    throw redirect({ to: home, replace: true })
  },
})
