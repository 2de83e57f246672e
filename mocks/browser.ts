/// <reference types="vite/client" />
/**
 * The page's side of the mocked backend (dev/demo mode): it registers the mock's service worker
 * (sw.ts, where the whole fake backend runs) and resolves once the worker controls the page, so
 * API calls held until then (src/shared/api/gate.ts) reach it. It carries none of the mock's code.
 * When the worker needs a file (a receipt, the report), the page renders it: the writers load then,
 * in a chunk of their own (files/render.ts, decision 228).
 *
 * Load it only in the mocked mode, by dynamic import, with the file writers' loader (a dynamic
 * import in the app's chunk, which has Vite's preload helper already; here it would add a copy of
 * the helper to the first load, decision 228):
 *   const { startMockWorker } = await import('../mocks/browser');
 *   await startMockWorker(() => import('../mocks/files/render'));
 *
 * Reset the demo data with `POST /api/__mock__/reset`.
 */
import type { FileSpec } from './files/renderer'
import { CLAIM_MESSAGE, FAULTS_EVENT, FAULTS_MESSAGE, LATENCY_KEY, LATENCY_PARAM, RENDER_MESSAGE, WORKER_FILE } from './worker-messages'

/** Loads the file writers (files/render.ts) on demand. */
export type FileWritersLoader = () => Promise<{ answer(port: MessagePort, spec: FileSpec): void }>

let started: Promise<void> | null = null

/** Start the service worker once; later calls return the same promise. */
export function startMockWorker(writers: FileWritersLoader): Promise<void> {
  started ??= start(writers)
  return started
}

/** The worker's messages: the faults changed, or a file to render (mocks/sw-render.ts). */
function fromWorker(event: MessageEvent<{ type?: unknown; faults?: unknown; spec: FileSpec } | null>, writers: FileWritersLoader) {
  const data = event.data
  const port = event.ports[0]
  if (data?.type === FAULTS_MESSAGE) window.dispatchEvent(new CustomEvent(FAULTS_EVENT, { detail: data.faults }))
  else if (data?.type === RENDER_MESSAGE && port) {
    // The writers load with the first file, then render it and answer on the port.
    const { spec } = data
    port.postMessage({ accepted: true })
    writers().then(
      (writers) => writers.answer(port, spec),
      (error: unknown) => port.postMessage({ error: String(error) }),
    )
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

async function start(writers: FileWritersLoader): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) throw new Error('The mocked backend needs service workers: open the demo on localhost or over https.')
  container.addEventListener('message', (event) => fromWorker(event, writers))
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
