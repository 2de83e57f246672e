import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeFor } from '@/session/guards'

/** `?temple=2`: a positive id (the sidebar's temple switch), anything else dropped. */
function templeParam(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/**
 * `/` sends a signed-in user to the home of their role, anyone else to /login. The temple
 * switcher comes here with `?temple=id`: the temple changes only now, once every blocker (an
 * unsaved form) let the navigation through, so a page that stays never runs under another temple.
 */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { temple?: number | undefined } => ({ temple: templeParam(search.temple) }),
  beforeLoad: ({ context, search }) => {
    const { signedIn, role } = context.session.getState()
    if (signedIn && search.temple !== undefined) context.session.selectTemple(search.temple)
    throw redirect({ to: signedIn ? homeFor(role ?? 'user') : '/login', replace: true })
  },
})
