/**
 * The mocked backend's service worker (dev and demo mode): the whole fake backend runs here, off
 * the page's main thread. It answers every same-origin request under /api/ with the same handlers
 * the tests run in Node (handlers/), over a store kept in IndexedDB (idb-storage.ts), with the
 * demo's latency and short-lived access tokens. The page only registers it and waits until it
 * controls the page (browser.ts); nothing of the mock is in the page's bundle
 * (docs/decisions/137-mock-in-its-own-service-worker.md). The files it serves (receipts, the
 * report) are rendered by a page of the demo instead (sw-render.ts, decision 228).
 *
 * One worker serves every tab of the demo, so the tabs share one database without syncing.
 * Built by vite.config.ts as the `mock-sw` entry (`/mock-sw.js`); `vite dev` serves this file as a
 * module behind the same address.
 */
import './sw-scope'
import { getResponse } from 'msw'
import { API_PREFIX, BROWSER_ACCESS_TOKEN_LIFETIME_SEC, BROWSER_LATENCY_MS, STORAGE_KEY } from './config'
import { MockStore, createStoragePersistence } from './db'
import { devControlOf, persistDevControl } from './dev-control'
import type { Faults } from './faults'
import { setFileRenderer } from './files/renderer'
import { createHandlers } from './handlers'
import { parseLatency } from './helpers'
import { type PersistentStorage, openIdbStorage } from './idb-storage'
import { type PageClient, type PageClients, renderInPage } from './sw-render'
import { CLAIM_MESSAGE, FAULTS_MESSAGE, LATENCY_PARAM } from './worker-messages'

/* The parts of the service worker scope this file uses (the project compiles against the DOM lib). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  /** The page that sent the request ('' when none, e.g. a navigation). */
  readonly clientId: string
  respondWith(response: Promise<Response>): void
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown
}
interface WorkerScope {
  readonly location: Location
  readonly clients: PageClients & { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<readonly PageClient[]> }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}
declare const self: WorkerScope

interface Backend {
  storage: PersistentStorage
  handlers: ReturnType<typeof createHandlers>
}

async function announce(faults: Faults) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: FAULTS_MESSAGE, faults }, [])
}

/** The page that sent each API request being answered: the one asked first to render a file. */
const senders = new WeakMap<Request, string>()
setFileRenderer((spec, request) => renderInPage(self.clients, spec, senders.get(request)))

async function startBackend(): Promise<Backend> {
  const storage = await openIdbStorage()
  const store = new MockStore({
    persistence: createStoragePersistence(storage, STORAGE_KEY),
    settings: { accessTokenLifetimeSec: BROWSER_ACCESS_TOKEN_LIFETIME_SEC },
  })
  persistDevControl(store, storage, storage)
  devControlOf(store).announceTo((faults) => void announce(faults))
  // The page may ask for another latency in the worker's address (browser.ts; the browser tests).
  const latencyMs = parseLatency(new URL(self.location.href).searchParams.get(LATENCY_PARAM)) ?? BROWSER_LATENCY_MS
  return { storage, handlers: createHandlers(store, { latencyMs }) }
}

// Started with the worker: the database is read while the page is still loading its code.
const backend = startBackend()

async function answer(event: FetchEvent): Promise<Response> {
  const { handlers, storage } = await backend
  const response = await getResponse(handlers, event.request)
  // The worker may be stopped once it has answered: it lives until the writes are stored.
  event.waitUntil(storage.flushed())
  return response ?? fetch(event.request)
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([backend, self.skipWaiting()]))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

// A page loaded without a controller (a hard reload) asks the active worker to take it over.
self.addEventListener('message', (event) => {
  if (event.data === CLAIM_MESSAGE) event.waitUntil(self.clients.claim())
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !url.pathname.startsWith(`${API_PREFIX}/`)) return
  if (event.clientId) senders.set(event.request, event.clientId)
  event.respondWith(answer(event))
})
