import { createFileRoute } from '@tanstack/react-router'
import { AppLayout } from '@/layout/app-layout'
import { prefetchSession, requireSession } from '@/session/guards'
import { screenMessages } from '@/shared/i18n'

/** Every signed-in route: no session → /login; the current user is loaded before anything renders. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches }) => {
    // The user, the temples, the temple's permissions and the page's first data load together.
    prefetchSession(context, matches)
    // The screens' messages have been loading since start-up; no screen renders before they are in.
    const [user] = await Promise.all([requireSession(context, location.href), screenMessages()])
    return { user }
  },
  pendingMs: 0,
  component: AppLayout,
})
