import { getConfig, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
import { App, watchSessionEnd } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { createSession } from '@/session/session'
import { tokens } from '@/shared/api/tokens'
import { afterThisTest } from './after-test'

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@123' },
  staff: { email: 'staff@example.com', password: 'Staff@123' },
  manager: { email: 'manager@example.com', password: 'Manager@123' },
  newbie: { email: 'newbie@example.com', password: 'Newbie@123' },
} as const

export type DemoAccount = keyof typeof DEMO

/** Signs in against the mocked backend and keeps the session as the app would after a login. */
export async function signInAs(account: DemoAccount, options: { role?: 'user' | 'staff'; templeId?: number } = {}) {
  const response = await fetch('http://localhost/api/user/v2/auth/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO[account], device_id: 'test-device' }),
  })
  if (!response.ok) throw new Error(`sign-in as ${account} failed: ${response.status}`)
  const body = (await response.json()) as { jwt: { access: string; refresh: string }; user: { is_staff: boolean } }
  tokens.set(body.jwt)
  localStorage.setItem('tbo.role', options.role ?? (body.user.is_staff ? 'staff' : 'user'))
  if (options.templeId) localStorage.setItem('tbo.templeId', String(options.templeId))
  return body
}

/**
 * A user-event instance for a test, set up in this one place. It keeps user-event's one
 * `setTimeout(0)` after every key, as a browser runs every key in a task of its own: without it
 * (`delay: null`) the date field lost the last key of "31/02/2026" (decision 221).
 */
export function setupUser() {
  // eslint-disable-next-line no-restricted-syntax -- the one place that sets user-event up
  return userEvent.setup()
}

/**
 * Puts `text` into the visible `field` as a person pasting it: a click into the field, then one
 * paste (one input event instead of one per character, each of which renders the form again).
 * For a field whose typing is not what the test checks; a test of typing keeps `user.type`.
 */
export async function fillIn(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** Renders the whole app (real router, real routes, fresh QueryClient without retries) at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  })
  const session = createSession(queryClient)
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, session, history)
  const user = setupUser()
  // As main.tsx does: the session-end listeners first, until the test ends or the app unmounts.
  const stop = watchSessionEnd(session, router)
  afterThisTest(stop)
  const view = render(<App queryClient={queryClient} session={session} router={router} />)
  const unmount = () => {
    stop()
    view.unmount()
  }
  return { ...view, unmount, router, queryClient, session, user, history }
}

/** Waits until the router settles on `pathname`, as long as a `findBy` waits (tests/setup.ts). */
export async function waitForPath(
  router: ReturnType<typeof renderApp>['router'],
  pathname: string,
  timeout = getConfig().asyncUtilTimeout,
) {
  const started = Date.now()
  while (router.state.location.pathname !== pathname || router.state.status !== 'idle') {
    if (Date.now() - started > timeout) {
      throw new Error(`expected ${pathname}, still at ${router.state.location.pathname} (${router.state.status})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * The report has loaded: today's totals, or, between midnight and the day's first booking (the mock
 * seeds bookings up to the moment), its empty state.
 */
export async function reportShown() {
  await waitFor(() => {
    if (!screen.queryByTestId('report-totals') && !screen.queryByText('No bookings in this period'))
      throw new Error('The report has not loaded')
  })
}

export { screen }
