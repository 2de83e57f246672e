import { createFileRoute, Outlet, redirect, useNavigate, type ErrorComponentProps } from '@tanstack/react-router'
import { NoTemple } from '@/layout/no-temple'
import { TempleStatusBanner, templeStatusReady } from '@/layout/temple-status-banner'
import { NoTempleError, requireRole } from '@/session/guards'
import { templesQuery } from '@/session/queries'
import { useForbiddenSectionExit, useRecheckOnPermissionChange } from '@/session/permission-checks'
import { ErrorFallback } from '@/shared/ui/error-fallback'

/**
 * The temple area (role user): the user's temples and the current temple's permissions load
 * before any section renders, so every section's context has a temple id (never null). Without a
 * temple no section's guard or loader runs and the area says so.
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
    if (templeId === null) throw new NoTempleError()
    const membership = await context.session.ensureMembership(templeId)
    return { templeId, membership }
  },
  // A temple that is not active shows its banner from the first paint: its code and texts load
  // before the area renders (layout/temple-status-banner.tsx). A loader, so that this travels with
  // the area's component, not in the entry.
  loader: ({ context }) => templeStatusReady(context.queryClient.getQueryData(templesQuery().queryKey), context.templeId),
  errorComponent: DashboardError,
  component: DashboardLayout,
})

function DashboardError({ error }: ErrorComponentProps) {
  return error instanceof NoTempleError ? <NoTemple /> : <ErrorFallback error={error} />
}

function DashboardLayout() {
  const navigate = useNavigate()
  // The permissions the guards used may be out of date: re-check when they change, and leave a
  // section the server refuses.
  useRecheckOnPermissionChange()
  useForbiddenSectionExit(() => void navigate({ to: '/403', replace: true }))
  return (
    <>
      <TempleStatusBanner />
      <Outlet />
    </>
  )
}
