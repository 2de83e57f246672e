/// <reference types="vite/client" />
/**
 * The mocked backend in the browser (dev/demo mode): an msw service worker over a store
 * persisted in localStorage, with realistic latency and short-lived access tokens.
 *
 * Load it only in the mocked mode, by dynamic import:
 *   const { startMockWorker } = await import('../mocks/browser');
 *   await startMockWorker();
 *
 * Reset the demo data with `POST /api/__mock__/reset` (or `localStorage.removeItem(STORAGE_KEY)`).
 */
import { setupWorker } from 'msw/browser'
import { BROWSER_ACCESS_TOKEN_LIFETIME_SEC, BROWSER_LATENCY_MS, STORAGE_KEY } from './config'
import { MockStore, createStoragePersistence } from './db'
import { persistDevControl } from './dev-control'
import { createHandlers } from './handlers'

export { DEMO_ACCOUNTS } from './seed'
export type { DemoAccount } from './seed'
export { STORAGE_KEY } from './config'

let started: Promise<void> | null = null

/** Start the service worker once; later calls return the same promise. */
export function startMockWorker(): Promise<void> {
  started ??= start()
  return started
}

async function start(): Promise<void> {
  const store = new MockStore({
    persistence: createStoragePersistence(window.localStorage, STORAGE_KEY),
    settings: { accessTokenLifetimeSec: BROWSER_ACCESS_TOKEN_LIFETIME_SEC },
  })
  persistDevControl(store, window.localStorage, window.sessionStorage)
  // Handlers run in each tab: pick up what another tab of the demo wrote.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) store.reload()
  })
  const worker = setupWorker(...createHandlers(store, { latencyMs: BROWSER_LATENCY_MS }))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
