import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router'
import { NoTemple } from '@/layout/no-temple'
import { requireRole } from '@/session/guards'
import { useForbiddenSectionExit, useRecheckOnPermissionChange } from '@/session/permission-checks'

/**
 * The temple area (role user): the user's temples and the current temple's permissions load
 * before any section renders. Without a temple every section says so.
 */
export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: async ({ context, location }) => {
    // /dashboard in the staff view is the staff dashboard (never /404); its sections stay /404.
    const home = location.pathname.replace(/\/+$/, '') === '/dashboard'
    if (home && context.session.getState().role === 'staff' && context.user.isStaff) {
      throw redirect({ to: '/staff/dashboard', replace: true })
    }
    requireRole(context, ['user'])
    const templeId = await context.session.ensureTemple()
    const membership = templeId === null ? null : await context.session.ensureMembership(templeId)
    return { templeId, membership }
  },
  component: DashboardLayout,
})

function DashboardLayout() {
  const { templeId } = Route.useRouteContext()
  const navigate = useNavigate()
  // The permissions the guards used may be out of date: re-check when they change, and leave a
  // section the server refuses.
  useRecheckOnPermissionChange()
  useForbiddenSectionExit(() => void navigate({ to: '/403', replace: true }))
  return templeId === null ? <NoTemple /> : <Outlet />
}
