import type { QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, watchSessionEnd } from './app/providers'
import { createQueryClient } from './app/query-client'
import { startFirstLoad } from './app/first-load'
import { createAppRouter, type AppRouter } from './app/router'
import { prepareAppSystem } from './app/theme'
import { createSession, type Session } from './session/session'
import { holdRequestsUntil } from './shared/api/gate'
import { initialLocale, setLocale } from './shared/i18n'
import { loadRuntimeConfig } from './shared/lib/env'

/** How long the splash may wait for the router's first load before the app renders without it. */
const FIRST_LOAD_WAIT_MS = 500

function start() {
  // The catalog of the interface language loads next to everything below; the first render waits for it.
  const catalog = setLocale(initialLocale(), { remember: false, firstPaint: true })
  // The production build reads the deployment's config.json (the API URL and the other settings,
  // docs/deploy/README.md) next to everything else; requests and the first render wait for it.
  const config = __MOCKED__ ? null : loadRuntimeConfig()
  if (config) holdRequestsUntil(config)
  // The mocked backend is a separate chunk, loaded only in the mocked mode; `npm run build`
  // compiles this branch away. It starts next to the app, not before it: the page paints and
  // the route code loads while the worker registers; API calls wait for it (shared/api/gate).
  if (__MOCKED__) {
    holdRequestsUntil(import('../mocks/browser').then(({ startMockWorker }) => startMockWorker()))
  }
  const queryClient = createQueryClient()
  const session = createSession(queryClient)
  const router = createAppRouter(queryClient, session)
  // Before the first load: its guards and loaders may already meet a refused token.
  watchSessionEnd(session, router)
  // The route code, the messages of the areas it shows (with a stored session, for a signed-in
  // page) and the first API round start now, next to the catalog (app/first-load.ts).
  startFirstLoad(router, { queryClient, session })
  // The router's first load, then the style system (app/theme.ts), each in a task of its own while
  // those requests are out: on a phone-class CPU the three together were one task of about 200 ms
  // (decision 142).
  setTimeout(() => firstRender(queryClient, session, router, config ? Promise.all([catalog, config]) : catalog), 0)
  prepareAppSystem()
}

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

// The entry's modules have just run, in one task; the start-up work runs in the next one, so that a
// phone's main thread is not held for the two together (decision 141).
setTimeout(start, 0)
