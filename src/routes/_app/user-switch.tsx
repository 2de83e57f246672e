import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { requireRole } from '@/session/guards'

/**
 * isStaff users switch between the temple view and the staff view. The switch happens only on a
 * real navigation here (the menu entry's click): a preload (hover, focus, prefetch) runs this
 * `beforeLoad` too, and must never change the session.
 */
export const Route = createFileRoute('/_app/user-switch')({
  beforeLoad: ({ context, preload }) => {
    requireRole(context, ['user', 'staff'])
    if (preload) return
    const { role } = context.session.getState()
    if (role === 'user' && context.user.isStaff) {
      context.session.setRole('staff')
      throw redirect({ to: '/staff/dashboard', replace: true })
    }
    if (role === 'staff') {
      context.session.setRole('user')
      // /dashboard picks the user's home (dashboardHome).
      throw redirect({ to: '/dashboard', replace: true })
    }
  },
  component: GoBack,
})

function GoBack() {
  const router = useRouter()
  useEffect(() => router.history.back(), [router])
  return null
}
