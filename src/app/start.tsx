import type { QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { routeMessages } from '@/routes/-areas'
import { prefetchSession } from '@/session/guards'
import { createSession, type Session } from '@/session/session'
import { holdRequestsUntil } from '@/shared/api/gate'
import { initialLocale, setLocale } from '@/shared/i18n'
import { loadRuntimeConfig } from '@/shared/lib/env'
import { App, watchSessionEnd } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter, type AppRouter } from './router'
import { prepareAppSystem } from './theme'

/**
 * The app's start-up, in the order it runs (main.tsx calls `startApp` in the task after the
 * entry's modules ran, decision 141). Before it: index.html paints the splash (decision 140), asks
 * for the address's route chunks (its route preload table, decision 141) and, in the mocked mode,
 * registers the mock's service worker (decision 137).
 *
 * 1. The interface language's catalog, the deployment's config.json (production build) and the
 *    mocked backend (mocked mode) start loading; API calls wait for the config and the mock.
 * 2. The query client, the session (restored from the kept tokens, user and temples), the router,
 *    and the session-end listener before anything can meet a refused token.
 * 3. The first page's head start: its route code, its areas' messages and, signed in, its first
 *    API round, side by side with the catalog (decision 125).
 * 4. In a task of its own, the first render once the catalog (and the config) are in and the
 *    router's first load is done or FIRST_LOAD_WAIT_MS passed; the style system is made meanwhile.
 */
export function startApp() {
  // 1. The catalog of the interface language; the first render waits for it.
  const catalog = setLocale(initialLocale(), { remember: false, firstPaint: true })
  // The production build reads the deployment's config.json (the API URL and the other settings,
  // docs/deploy/README.md); requests and the first render wait for it.
  const config = __MOCKED__ ? null : loadRuntimeConfig()
  if (config) holdRequestsUntil(config)
  // The mocked backend is a separate chunk, loaded only in the mocked mode; `npm run build`
  // compiles this branch away. It starts next to the app, not before it: the page paints and
  // the route code loads while the worker registers; API calls wait for it (shared/api/gate).
  // The page renders the mock's files when the worker asks: their writers load then (decision 228).
  if (__MOCKED__) {
    const writers = () => import('../../mocks/files/render')
    holdRequestsUntil(import('../../mocks/browser').then(({ startMockWorker }) => startMockWorker(writers)))
  }

  // 2. The session restores what was kept (tokens, user, temples: decision 138) as it is made.
  const queryClient = createQueryClient()
  const session = createSession(queryClient)
  const router = createAppRouter(queryClient, session)
  // Before the first load: its guards and loaders may already meet a refused token.
  watchSessionEnd(session, router)

  // 3. The first page's code, texts and data, next to the catalog.
  startFirstLoad(router, queryClient, session)

  // 4. The router's first load, then the style system (app/theme.ts), each in a task of its own
  // while those requests are out: on a phone-class CPU the three together were one task of about
  // 200 ms (decision 142).
  setTimeout(() => firstRender(queryClient, session, router, config ? Promise.all([catalog, config]) : catalog), 0)
  prepareAppSystem()
}

/**
 * Starts, at once, what the first page will wait for: the code of the routes the address matches,
 * the messages of the areas the page shows (src/routes/-areas.ts) and, for a signed-in page, the
 * session's calls and the page's first data (the same calls the shell's guard makes; TanStack
 * Query shares them), so the catalog, the route code and the first API round run side by side
 * (docs/decisions/125-first-load-in-parallel.md). In the build, index.html's route preload table
 * has usually asked for the route code already (decision 141); the router's imports then find it.
 *
 * Everything here is a head start: failures are left to the router, which loads the same chunks
 * and runs the same guards in its first load.
 */
function startFirstLoad(router: AppRouter, queryClient: QueryClient, session: Session) {
  const location = router.latestLocation
  const [routes] = router.getMatchedRoutes(location.pathname)
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  const signedInPage = routes.some((route) => route.id === '/_app')
  const signedIn = session.getState().signedIn
  // Without a session a signed-in page sends to /login: its messages would be loaded for nothing.
  if (!signedInPage || signedIn) void routeMessages(routes.at(-1)?.id).catch(() => undefined)
  if (!signedInPage || !signedIn) return
  void session.ensureUser().catch(() => undefined)
  prefetchSession({ queryClient, session }, router.matchRoutes(location))
}

/** How long the splash may wait for the router's first load before the app renders without it. */
const FIRST_LOAD_WAIT_MS = 500

function firstRender(queryClient: QueryClient, session: Session, router: AppRouter, catalog: Promise<unknown>) {
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  // The first render waits for the catalog, and for the router's first load (the guards and
  // loaders; with the kept session, about as long as the page's code takes to arrive) for at most
  // FIRST_LOAD_WAIT_MS: a page whose loader waits for the server shows the shell and its loading
  // state after that, as before. The render is a transition: React builds the page in slices of a
  // few milliseconds instead of one long task, so a phone stays responsive meanwhile (decision 141).
  // Failures render too: the router shows its error screens, and a missing catalog shows the keys.
  const loaded = Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))])
  void Promise.all([catalog.catch(() => undefined), loaded]).then(() => {
    const app = createRoot(root)
    startTransition(() =>
      app.render(
        <StrictMode>
          <App queryClient={queryClient} session={session} router={router} />
        </StrictMode>,
      ),
    )
  })
}
