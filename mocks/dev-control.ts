/**
 * Developer controls of the mocked backend: fault injection and the request log.
 *
 * Each `MockStore` has one `DevControl` (`devControlOf(store)`). The router asks it, for every
 * API request outside `/__mock__/`, whether to answer with a fault (`before`) and tells it what
 * was answered (`after`). The `/__mock__/faults` and `/__mock__/requests` endpoints
 * (handlers/dev-tools.ts) read and change it, so the /dev panel and tests drive the same state.
 *
 * Faults stay on until turned off. In the browser the mock's service worker keeps them and the log
 * in its storage (`persistDevControl`) so a reload keeps them, and announces every fault change to
 * the pages it serves (mocks/sw.ts); the page turns it into a `temple-mock:faults` DOM event, which
 * the app's fault indicator listens to (mocks/browser.ts).
 */
import { HttpResponse, delay } from 'msw'
import { decodeToken } from './auth'
import { API_PREFIX } from './config'
import type { MockStore, StorageLike } from './db'
import { type Faults, defaultFaults, faultsActive, isFaults } from './faults'
import { PERMISSION_DENIED, serverError } from './helpers'
import { isJsonObject } from './field-formats'
import type { RequestLogEntry } from '../contract/dev-tools'

export type { RequestLogEntry }

export const REQUEST_LOG_LIMIT = 200
export const FAULTS_STORAGE_KEY = 'temple-mock-faults-v1'
export const LOG_STORAGE_KEY = 'temple-mock-requests-v1'
const LOG_SAVE_DELAY_MS = 400
const REPLAY_WINDOW_MS = 60_000

/** What the router does with one request before its resolver runs. */
export type Interception = { respond: Response; fault: string } | { respond: null; fault: string | null }

export class DevControl {
  #faults: Faults = defaultFaults()
  #storage: StorageLike | null = null
  #logStorage: StorageLike | null = null
  #onFaults: ((faults: Faults) => void) | null = null
  #logSaveTimer: ReturnType<typeof setTimeout> | null = null
  #log: RequestLogEntry[] = []
  #nextLogId = 1
  /** `METHOD url user` → time of a 401 token_not_valid answer, to recognise the replay. */
  #rejected = new Map<string, number>()

  get faults(): Faults {
    return this.#faults
  }

  /**
   * Keep the faults in a Web Storage from now on (and load what it holds); optionally the request
   * log too (written a moment after the last request, so a burst of requests costs one write).
   */
  persistIn(storage: StorageLike, logStorage?: StorageLike): void {
    this.#storage = storage
    try {
      const raw = storage.getItem(FAULTS_STORAGE_KEY)
      const parsed: unknown = raw === null ? null : JSON.parse(raw)
      if (isFaults(parsed)) this.#faults = { ...defaultFaults(), ...parsed }
    } catch {
      // Unreadable: start without faults.
    }
    if (!logStorage) return
    this.#logStorage = logStorage
    try {
      const raw = logStorage.getItem(LOG_STORAGE_KEY)
      const parsed: unknown = raw === null ? null : JSON.parse(raw)
      if (Array.isArray(parsed)) {
        this.#log = (parsed as RequestLogEntry[]).slice(0, REQUEST_LOG_LIMIT)
        this.#nextLogId = Math.max(0, ...this.#log.map((e) => e.id)) + 1
      }
    } catch {
      // Unreadable: start with an empty log.
    }
  }

  #saveLogSoon(): void {
    if (!this.#logStorage || this.#logSaveTimer !== null) return
    this.#logSaveTimer = setTimeout(() => {
      this.#logSaveTimer = null
      try {
        this.#logStorage?.setItem(LOG_STORAGE_KEY, JSON.stringify(this.#log))
      } catch {
        // Storage full or unavailable: the log stays in memory.
      }
    }, LOG_SAVE_DELAY_MS)
  }

  /** `listener` hears of every change of the faults from now on (one listener per control). */
  announceTo(listener: (faults: Faults) => void): void {
    this.#onFaults = listener
  }

  setFaults(faults: Faults): void {
    this.#faults = faults
    try {
      if (faultsActive(faults)) this.#storage?.setItem(FAULTS_STORAGE_KEY, JSON.stringify(faults))
      else this.#storage?.removeItem(FAULTS_STORAGE_KEY)
    } catch {
      // Storage full or unavailable: the faults still apply until the page is reloaded.
    }
    this.#onFaults?.(faults)
  }

  /** Everything back to normal: no faults, empty log. */
  reset(): void {
    this.setFaults(defaultFaults())
    this.clearLog()
    this.#rejected.clear()
  }

  /** The newest requests first. */
  get log(): readonly RequestLogEntry[] {
    return this.#log
  }

  clearLog(): void {
    this.#log = []
    this.#saveLogSoon()
  }

  /**
   * Decide the fault for one API request: offline, next-request 403, an area's error rate.
   * Added latency is applied here too.
   */
  async before(area: string): Promise<Interception> {
    const faults = this.#faults
    if (faults.offline_until !== null) {
      if (Date.parse(faults.offline_until) > Date.now()) return { respond: HttpResponse.error(), fault: 'offline' }
      this.setFaults({ ...faults, offline_until: null })
    }
    if (faults.next_request_403) {
      this.setFaults({ ...this.#faults, next_request_403: false })
      return { respond: HttpResponse.json({ detail: PERMISSION_DENIED }, { status: 403 }), fault: 'next 403' }
    }
    const { latency } = faults
    let fault: string | null = null
    if (latency.mode === 'fixed' && latency.fixed_ms > 0) {
      await delay(latency.fixed_ms)
      fault = `latency ${latency.fixed_ms} ms`
    } else if (latency.mode === 'range') {
      const ms = Math.round(latency.min_ms + Math.random() * Math.max(0, latency.max_ms - latency.min_ms))
      if (ms > 0) await delay(ms)
      fault = `latency ${ms} ms`
    }
    const rule = faults.errors.find((e) => e.area === area)
    if (rule && rule.rate > 0 && Math.random() * 100 < rule.rate) {
      if (rule.kind === 'network') return { respond: HttpResponse.error(), fault: `${area} network failure` }
      return { respond: serverError(), fault: `${area} 5xx` }
    }
    return { respond: null, fault }
  }

  /** Record an answered request (newest first, at most REQUEST_LOG_LIMIT). */
  async after(request: Request, area: string, started: number, response: Response, fault: string | null): Promise<void> {
    const url = new URL(request.url)
    const user = decodeToken(request.headers.get('Authorization')?.replace(/^JWT\s+/, '') ?? '')?.user_id ?? 'anon'
    const key = `${request.method} ${url.pathname}${url.search} ${request.headers.get('X-Temple-ID') ?? ''} ${user}`
    const now = Date.now()
    const rejectedAt = this.#rejected.get(key)
    const replay = rejectedAt !== undefined && now - rejectedAt < REPLAY_WINDOW_MS
    if (replay) this.#rejected.delete(key)
    if (response.status === 401 && (await isTokenNotValid(response))) {
      for (const [old, at] of this.#rejected) if (now - at >= REPLAY_WINDOW_MS) this.#rejected.delete(old)
      this.#rejected.set(key, now)
    }
    const entry: RequestLogEntry = {
      id: this.#nextLogId++,
      time: new Date(started).toISOString(),
      method: request.method,
      path: `${url.pathname.slice(API_PREFIX.length)}${url.search}`,
      area,
      status: response.type === 'error' ? 0 : response.status,
      duration_ms: now - started,
      replay,
      fault,
    }
    this.#log.unshift(entry)
    if (this.#log.length > REQUEST_LOG_LIMIT) this.#log.length = REQUEST_LOG_LIMIT
    this.#saveLogSoon()
  }
}

async function isTokenNotValid(response: Response): Promise<boolean> {
  try {
    const body: unknown = JSON.parse(await response.clone().text())
    return isJsonObject(body) && body.code === 'token_not_valid'
  } catch {
    return false
  }
}

const controls = new WeakMap<MockStore, DevControl>()

/** The developer controls of a store (created on first use). */
export function devControlOf(store: MockStore): DevControl {
  let control = controls.get(store)
  if (!control) {
    control = new DevControl()
    controls.set(store, control)
  }
  return control
}

/**
 * Browser only: keep the store's faults in `storage` (until turned off) and the request log in
 * `logStorage`, so a reload keeps both.
 */
export function persistDevControl(store: MockStore, storage: StorageLike, logStorage?: StorageLike): void {
  devControlOf(store).persistIn(storage, logStorage)
}
