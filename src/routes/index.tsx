import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeFor } from '@/session/guards'
import { positiveIdParam } from '@/shared/lib/search-params'

/**
 * `/` sends a signed-in user to the home of their role, anyone else to /login. The temple
 * switcher comes here with `?temple=id`: the temple changes only now, once every blocker (an
 * unsaved form) let the navigation through, so a page that stays never runs under another temple.
 */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { temple?: number | undefined } => ({ temple: positiveIdParam(search.temple) }),
  beforeLoad: ({ context, search }) => {
    const { signedIn, role } = context.session.getState()
    if (signedIn && search.temple !== undefined) context.session.selectTemple(search.temple)
    throw redirect({ to: signedIn ? homeFor(role ?? 'user') : '/login', replace: true })
  },
})
