import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { NewAccountPage } from '@/features/users/components/new-account-page'

/** Public: needs the invitation page's router state (email, token, accept link). */
export const Route = createFileRoute('/_public/user-invitation/new-account')({
  // The page's messages load in the layout's guard (src/routes/-areas.ts).
  component: NewAccountRoute,
})

function NewAccountRoute() {
  const current = useRouterState({ select: (state) => state.location.state.invitation })
  // The state of the location this page opened with: leaving for /login must not read the next one's.
  const [invitation] = useState(current)
  return <NewAccountPage invitation={invitation} />
}
