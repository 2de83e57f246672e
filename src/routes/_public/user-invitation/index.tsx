import { createFileRoute, redirect } from '@tanstack/react-router'
import { InvitationPage } from '@/features/users/components/invitation-page'

/** Public: shown in the logged-out layout even to a signed-in user. No token → /404. */
export const Route = createFileRoute('/_public/user-invitation/')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: typeof search.token === 'string' && search.token.trim() !== '' ? search.token.trim() : undefined,
  }),
  // The page's messages load in the layout's guard (src/routes/-areas.ts).
  beforeLoad: ({ search }) => {
    if (!search.token) throw redirect({ to: '/404', replace: true })
  },
  component: InvitationRoute,
})

function InvitationRoute() {
  const { token } = Route.useSearch()
  return token ? <InvitationPage key={token} token={token} /> : null
}
