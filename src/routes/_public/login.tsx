import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { LoginPage } from '@/features/auth/components/login-page'
import { homeFor, safeRedirectPath } from '@/session/guards'
import { pathFitsRole } from '@/session/permissions'

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: safeRedirectPath(search.redirect),
  }),
  beforeLoad: ({ context }) => {
    const { signedIn, role } = context.session.getState()
    if (signedIn) throw redirect({ to: homeFor(role ?? 'user'), replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: target } = Route.useSearch()
  const navigate = Route.useNavigate()
  // The e-mail of the account just made (router state): read once, as the page opened.
  const current = useRouterState({ select: (state) => state.location.state.signInEmail })
  const [email] = useState(current)
  return (
    <LoginPage
      email={email}
      onSignedIn={(role) => {
        // A target of the other role's area (left by another user) would end on /404: go home instead.
        if (target && pathFitsRole(target, role)) void navigate({ href: target, replace: true })
        else void navigate({ to: homeFor(role), replace: true })
      }}
    />
  )
}
