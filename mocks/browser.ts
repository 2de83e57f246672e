/// <reference types="vite/client" />
/**
 * The page's side of the mocked backend (dev/demo mode): it registers the mock's service worker
 * (sw.ts, where the whole fake backend runs) and resolves once the worker controls the page, so
 * API calls held until then (src/shared/api/gate.ts) reach it. It carries none of the mock's code.
 *
 * Load it only in the mocked mode, by dynamic import:
 *   const { startMockWorker } = await import('../mocks/browser');
 *   await startMockWorker();
 *
 * Reset the demo data with `POST /api/__mock__/reset`.
 */
import { CLAIM_MESSAGE, FAULTS_EVENT, FAULTS_MESSAGE, LATENCY_KEY, LATENCY_PARAM, WORKER_FILE } from './worker-messages'

let started: Promise<void> | null = null

/** Start the service worker once; later calls return the same promise. */
export function startMockWorker(): Promise<void> {
  started ??= start()
  return started
}

function relayFaults(event: MessageEvent) {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === FAULTS_MESSAGE && 'faults' in data) {
    window.dispatchEvent(new CustomEvent(FAULTS_EVENT, { detail: data.faults }))
  }
}

/** The worker's address, with the latency asked for in localStorage (LATENCY_KEY) if any. */
function workerUrl(): string {
  const url = `${import.meta.env.BASE_URL}${WORKER_FILE}`
  let latency: string | null = null
  try {
    latency = localStorage.getItem(LATENCY_KEY)
  } catch {
    // No storage (a locked-down browser): the demo's latency.
  }
  return latency ? `${url}?${LATENCY_PARAM}=${encodeURIComponent(latency)}` : url
}

async function start(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) throw new Error('The mocked backend needs service workers: open the demo on localhost or over https.')
  container.addEventListener('message', relayFaults)
  const url = workerUrl()
  const registering = container.register(url, { type: 'module', scope: import.meta.env.BASE_URL })
  // Already served by this worker (a reload): go at once; the browser checks for a newer worker itself.
  if (container.controller?.scriptURL === new URL(url, window.location.href).href) {
    registering.catch((error: unknown) => console.warn('[mocks] Could not update the mock service worker', error))
    return
  }
  const controlled = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }))
  const registration = await registering
  // After a hard reload the worker is active but does not control the page until asked to.
  if (registration.active && !registration.installing && !registration.waiting) registration.active.postMessage(CLAIM_MESSAGE)
  await controlled
}
