import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/providers'
import { createQueryClient } from './app/query-client'
import { startFirstLoad } from './app/first-load'
import { createAppRouter } from './app/router'
import { createSession } from './session/session'
import { holdRequestsUntil } from './shared/api/gate'
import { initialLocale, setLocale } from './shared/i18n'

function start() {
  // The catalog of the interface language loads next to everything below; the first render waits for it.
  const catalog = setLocale(initialLocale(), { remember: false, firstPaint: true })
  // The mocked backend is a separate chunk, loaded only in the mocked mode; `npm run build`
  // compiles this branch away. It starts next to the app, not before it: the page paints and
  // the route code loads while the worker registers; API calls wait for it (shared/api/gate).
  if (__MOCKED__) {
    holdRequestsUntil(import('../mocks/browser').then(({ startMockWorker }) => startMockWorker()))
  }
  const queryClient = createQueryClient()
  const session = createSession(queryClient)
  const router = createAppRouter(queryClient, session)
  // The route code, the messages of the areas it shows (with a stored session, for a signed-in
  // page) and the first API round start now, next to the catalog (app/first-load.ts).
  startFirstLoad(router, { queryClient, session })
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  // A catalog that failed to load still lets the app start (its keys show instead of texts).
  void catalog
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App queryClient={queryClient} session={session} router={router} />
        </StrictMode>,
      ),
    )
}

start()
