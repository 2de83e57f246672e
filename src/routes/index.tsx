import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeFor } from '@/session/guards'

/** `/` sends a signed-in user to the home of their role, anyone else to /login. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const { signedIn, role } = context.session.getState()
    throw redirect({ to: signedIn ? homeFor(role ?? 'user') : '/login', replace: true })
  },
})
