import { createFileRoute } from '@tanstack/react-router'
import { AppLayout } from '@/layout/app-layout'
import { prefetchSession, requireSession } from '@/session/guards'
import { pageMessages } from './-areas'

/** Every signed-in route: no session → /login; the current user is loaded before anything renders. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches }) => {
    // The user, the temples, the temple's permissions and the page's first data load together.
    prefetchSession(context, matches)
    // The messages of the areas the page shows (src/routes/-areas.ts), loading since start-up for
    // the first page and since the link's hover for the next: no screen renders before they are in.
    const messages: Promise<void> = pageMessages(matches)
    const [user] = await Promise.all([requireSession(context, location.href), messages])
    return { user }
  },
  pendingMs: 0,
  component: AppLayout,
})
