import { createFileRoute } from '@tanstack/react-router'
import { AppLayout } from '@/layout/app-layout'
import { prefetchSession, requireSession } from '@/session/guards'

/** Every signed-in route: no session → /login; the current user is loaded before anything renders. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches }) => {
    // The user, the temples, the temple's permissions and the page's first data load together.
    prefetchSession(context, matches)
    const user = await requireSession(context, location.href)
    return { user }
  },
  pendingMs: 0,
  component: AppLayout,
})
