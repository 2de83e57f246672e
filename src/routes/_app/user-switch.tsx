import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { requireRole } from '@/session/guards'

/** isStaff users switch between the temple view and the staff view. */
export const Route = createFileRoute('/_app/user-switch')({
  beforeLoad: ({ context }) => {
    requireRole(context, ['user', 'staff'])
    const { role } = context.session.getState()
    if (role === 'user' && context.user.isStaff) {
      context.session.setRole('staff')
      throw redirect({ to: '/staff/dashboard', replace: true })
    }
    if (role === 'staff') {
      context.session.setRole('user')
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
