import ky from 'ky'
import { env } from '../lib/env'
import { toCamel, toSearchParams, toSnake, type SearchValue } from './case'
import {
  ApiError,
  ConflictError,
  IDENTIFIER_NOT_PROVIDED,
  isApiError,
  SERVER_ERROR_DETAIL,
  SESSION_ENDED_DETAIL,
  statusText,
  UnreachableError,
  type ErrorBody,
} from './errors'
import { requestsReady } from './gate'
import { parseLinkHeader } from './link'
import { tokens } from './tokens'

export interface RequestOptions {
  /** Sends `X-Temple-ID` for temple-scoped calls. */
  templeId?: number | null
  searchParams?: Record<string, SearchValue>
  signal?: AbortSignal
  /** Defaults to true: sends `Authorization: JWT <access>` and refreshes on `token_not_valid`. */
  auth?: boolean
  /** The record's version the change is based on (`If-Match`); none (or null) sends no `If-Match`. */
  ifMatch?: string | null
}

export interface Page<T> {
  items: T[]
  nextUrl: string | null
}

export interface UploadOptions extends Omit<RequestOptions, 'searchParams'> {
  method?: 'PUT' | 'POST' | 'PATCH'
  /** Field names are sent as given (the wire's snake_case). */
  fields: Record<string, string | Blob | null | undefined>
  onProgress?: (fraction: number) => void
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Send = (access: string | null) => Promise<Response>

const REFRESH_PATH = '/user/v2/auth/refresh/'
const TIMEOUT_MS = 30_000

/** An absolute URL (hyperlinked `url` fields, `next` links) is used as given; a path is joined to the base. */
export function resolveUrl(input: string): string {
  if (/^https?:\/\//i.test(input)) return input
  return `${env.apiUrl}${input.startsWith('/') ? '' : '/'}${input}`
}

/**
 * Whether a resolved URL is on the API's origin. The token and the temple id go only there: an
 * absolute URL a response names on another host (a storage or CDN link, a misconfigured proxy's
 * own address) is fetched without them, and its 401 starts no refresh.
 */
function isApiOrigin(url: string): boolean {
  try {
    return new URL(url).origin === new URL(env.apiUrl).origin
  } catch {
    return false
  }
}

function headersFor(access: string | null, templeId: number | null | undefined, ifMatch?: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (access) headers.Authorization = `JWT ${access}`
  if (templeId !== undefined && templeId !== null) headers['X-Temple-ID'] = String(templeId)
  if (ifMatch) headers['If-Match'] = ifMatch
  return headers
}

// ---- record versions (docs/backend.md, "Record versions") -------------------------------------

/** The last `ETag` the API sent for each record, by its path (a GET or a write of it). */
const versions = new Map<string, string>()

function pathOf(url: string): string {
  return new URL(url, 'http://app.invalid').pathname
}

/**
 * The version of a record as last read (its detail URL or path, as `url` fields or API paths
 * give it); null when the server sends no `ETag` (then no `If-Match` is sent either).
 */
export function recordVersion(url: string): string | null {
  return versions.get(pathOf(resolveUrl(url))) ?? null
}

function remember(url: string, response: Response) {
  const tag = response.headers.get('ETag')
  if (tag && response.ok) versions.set(pathOf(url), tag)
}

/** fetch's network failure (no answer, or a CORS refusal) as an UnreachableError. */
function unreachable(error: unknown): never {
  throw error instanceof TypeError ? new UnreachableError(error.message) : error
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const { status } = response
  if (status >= 500) return new ApiError(status, { detail: SERVER_ERROR_DETAIL })
  const text = await response.text()
  if (status === 412) return new ConflictError(conflictBody(text), response.headers.get('ETag'))
  if (!text) return new ApiError(status, null)
  try {
    return new ApiError(status, toCamel<ErrorBody>(JSON.parse(text)))
  } catch {
    // Not JSON (a proxy's HTML page, a missing route's web page): never shown as it came.
    return new ApiError(status, { detail: statusText(status) })
  }
}

function conflictBody(text: string): ErrorBody {
  try {
    return toCamel<ErrorBody>(JSON.parse(text))
  } catch {
    return { detail: statusText(412) }
  }
}

/** An expired or revoked access token: 401, or 403 when the server lists SessionAuthentication first. */
async function isTokenNotValid(response: Response): Promise<boolean> {
  if (response.status !== 401 && response.status !== 403) return false
  const body = await readBody(response.clone())
  return Boolean(body && typeof body === 'object' && (body as { code?: unknown }).code === 'token_not_valid')
}

// ---- the shared refresh ----------------------------------------------------------------------

/** The Web Lock that lets one tab of this origin refresh at a time (see docs/decisions/020). */
export const REFRESH_LOCK = 'tbo.token-refresh'
const REFRESH_TIMEOUT_MS = 10_000
/** Waits before the 2nd and 3rd attempt when the refresh cannot reach the server. */
export const REFRESH_RETRY_DELAYS_MS = [500, 1500]

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Network failure, timeout or 5xx: the server did not answer the refresh, the tokens may still be good. */
function isUnreachable(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
}

/** POSTs the refresh token, trying again after a network error, a timeout or a 5xx. */
async function postRefresh(refresh: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= REFRESH_RETRY_DELAYS_MS.length
    try {
      const response = await ky
        .post(resolveUrl(REFRESH_PATH), {
          json: { refresh },
          throwHttpErrors: false,
          retry: 0,
          timeout: REFRESH_TIMEOUT_MS,
        })
        .catch(unreachable)
      if (response.status < 500 || last) return response
    } catch (error) {
      if (last) throw error
    }
    await sleep(REFRESH_RETRY_DELAYS_MS[attempt] ?? 0)
  }
}

class RefreshRefused extends Error {
  readonly refusal: unknown
  constructor(refusal: unknown) {
    super('refresh refused')
    this.refusal = refusal
  }
}

/**
 * How long a tab that waited for another tab's refresh waits for its tokens to show up here (the
 * wait ends as soon as they do), and how long a refused refresh waits for a late write.
 */
export const OTHER_TAB_SETTLE_MS = 3000
const REFUSED_SETTLE_MS = 1000

/**
 * Runs with the refresh lock held, so it sees what other tabs stored. `failedAccess` is the
 * token the server just refused: if storage holds another one, a tab refreshed meanwhile and its
 * token is used. A refused refresh re-reads storage before giving up, for the same reason.
 */
async function refreshHoldingLock(failedAccess: string | null, seen: number): Promise<string> {
  const current = tokens.get()
  if (!current) throw new RefreshRefused(new ApiError(401, { detail: SESSION_ENDED_DETAIL }))
  if (failedAccess !== null && current.access !== failedAccess) return current.access
  const response = await postRefresh(current.refresh)
  if (response.ok) {
    const body = toCamel<{ access?: string; refresh?: string }>(await readBody(response))
    if (!body.access) throw new ApiError(response.status, { detail: 'The token refresh answered without a token.' })
    tokens.set({ access: body.access, refresh: body.refresh ?? current.refresh })
    return body.access
  }
  const error = await toApiError(response)
  if (response.status >= 500) throw error
  // Refused: another tab may have rotated this refresh token; its write may still be on the way.
  await tokens.waitForOtherTab(seen, REFUSED_SETTLE_MS)
  const now = tokens.get()
  if (now && now.refresh !== current.refresh) return now.access
  throw new RefreshRefused(error)
}

async function withRefreshLock(failedAccess: string | null): Promise<string> {
  const seen = tokens.otherTabWrites()
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks?.request) return refreshHoldingLock(failedAccess, seen)
  const uncontended = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? { access: await refreshHoldingLock(failedAccess, seen) } : null,
  )
  if (uncontended) return uncontended.access
  // Another tab is refreshing. Once it is done, its tokens reach this tab a moment later.
  return locks.request(REFRESH_LOCK, async () => {
    await tokens.waitForOtherTab(seen, OTHER_TAB_SETTLE_MS)
    return refreshHoldingLock(failedAccess, tokens.otherTabWrites())
  })
}

let refreshing: Promise<string> | null = null

/**
 * One refresh at a time: every caller in this tab waits for the same one, and tabs take turns
 * through a Web Lock. Only a refusal (4xx) ends the session; when the server cannot be reached
 * the tokens are kept, listeners hear `unreachable`, and the caller gets the network error.
 */
export function refreshAccessToken(failedAccess: string | null = null): Promise<string> {
  if (refreshing) return refreshing
  refreshing = withRefreshLock(failedAccess)
    .catch((error: unknown) => {
      if (error instanceof RefreshRefused) {
        tokens.clear()
        tokens.notifyExpired()
        throw error.refusal
      }
      if (isUnreachable(error)) tokens.notifyUnreachable()
      throw error
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/**
 * Sends with the current access token. On 401 `token_not_valid`: if the token was replaced while
 * this request was in flight, replays with the new one; otherwise waits for the shared refresh and
 * replays. A replay is never replayed again.
 */
async function withAuth(send: Send, auth: boolean): Promise<Response> {
  const used = auth ? tokens.access() : null
  const response = await send(used)
  if (!auth || used === null || !(await isTokenNotValid(response))) return response
  const current = tokens.access()
  const fresh = current && current !== used ? current : await refreshAccessToken(used)
  return send(fresh)
}

/** A body, or a function that makes it when the request is sent (and again for its replay). */
type JsonBody = unknown

async function request(method: Method, input: string, options: RequestOptions & { json?: JsonBody } = {}): Promise<Response> {
  if (!input) throw new ApiError(400, IDENTIFIER_NOT_PROVIDED)
  await requestsReady()
  const { templeId, searchParams, signal, auth = true, json, ifMatch } = options
  const url = resolveUrl(input)
  const toApi = isApiOrigin(url)
  const send: Send = (access) => {
    const body = typeof json === 'function' ? (json as () => unknown)() : json
    return ky(url, {
      method,
      headers: headersFor(access, toApi ? templeId : null, toApi ? ifMatch : null),
      searchParams: searchParams ? toSearchParams(searchParams) : undefined,
      json: body === undefined ? undefined : toSnake(body),
      signal,
      retry: 0,
      timeout: TIMEOUT_MS,
      throwHttpErrors: false,
    }).catch(unreachable)
  }
  const response = await withAuth(send, auth && toApi)
  if (!response.ok) throw await toApiError(response)
  if (toApi && method !== 'DELETE') remember(url, response)
  return response
}

async function parsed<T>(response: Response): Promise<T> {
  const body = await readBody(response)
  return (body === undefined ? undefined : toCamel<T>(body)) as T
}

function xhrSend(method: string, url: string, form: FormData, { templeId, ifMatch, onProgress }: UploadOptions): Send {
  return (access) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(method, url)
      xhr.timeout = 120_000
      for (const [name, value] of Object.entries(headersFor(access, templeId, ifMatch))) xhr.setRequestHeader(name, value)
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
        }
      }
      xhr.onload = () => {
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        const contentType = xhr.getResponseHeader('Content-Type') ?? 'application/json'
        const headers = { 'Content-Type': contentType, ETag: xhr.getResponseHeader('ETag') ?? '' }
        resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status, headers }))
      }
      xhr.onerror = () => reject(new UnreachableError('Network request failed'))
      xhr.ontimeout = () => reject(Object.assign(new Error('Upload timed out'), { name: 'TimeoutError' }))
      xhr.send(form)
    })
}

export const api = {
  async get<T>(input: string, options?: RequestOptions): Promise<T> {
    return parsed<T>(await request('GET', input, options))
  },
  /**
   * One page of a list: plain items plus the absolute `next` URL. The page is a JSON array with a
   * `Link` header, or DRF's stock envelope `{count, next, previous, results}`; the next page is the
   * Link header's `next`, else the body's `next`; with neither the list has one page.
   */
  async page<T>(input: string, options?: RequestOptions): Promise<Page<T>> {
    const response = await request('GET', input, options)
    const body = await parsed<T[] | { results?: T[]; next?: unknown }>(response)
    const envelope = Array.isArray(body) ? null : body
    const items = envelope ? (envelope.results ?? []) : (body as T[])
    const bodyNext = typeof envelope?.next === 'string' && envelope.next ? envelope.next : null
    return { items, nextUrl: parseLinkHeader(response.headers.get('Link')).next ?? bodyNext }
  },
  /**
   * Every item of a Link-paginated list: the first page (100 at a time unless `searchParams`
   * says otherwise), then each `next` link as given, until there is none. A `next` link seen
   * before ends the walk (a server that loops never hangs the app).
   */
  async all<T>(input: string, options: RequestOptions = {}): Promise<T[]> {
    const { searchParams, ...rest } = options
    const items: T[] = []
    let page = await api.page<T>(input, { ...rest, searchParams: { pageSize: 100, ...searchParams } })
    items.push(...page.items)
    const seen = new Set<string>()
    while (page.nextUrl && !seen.has(page.nextUrl)) {
      seen.add(page.nextUrl)
      page = await api.page<T>(page.nextUrl, rest)
      items.push(...page.items)
    }
    return items
  },
  async post<T>(input: string, json?: unknown, options?: RequestOptions): Promise<T> {
    return parsed<T>(await request('POST', input, { ...options, json: json ?? {} }))
  },
  /** A POST with no body at all (actions the server takes without a payload). */
  async postEmpty<T>(input: string, options?: RequestOptions): Promise<T> {
    return parsed<T>(await request('POST', input, options))
  },
  async patch<T>(input: string, json: unknown, options?: RequestOptions): Promise<T> {
    return parsed<T>(await request('PATCH', input, { ...options, json }))
  },
  async put<T>(input: string, json: unknown, options?: RequestOptions): Promise<T> {
    return parsed<T>(await request('PUT', input, { ...options, json }))
  },
  /** `json`, when given, is the request's body; a function makes it when the request is sent (and for a replay after a refresh). */
  async delete(input: string, options?: RequestOptions & { json?: JsonBody }): Promise<void> {
    await request('DELETE', input, options)
  },
  /** Multipart upload through the same auth and refresh path, with upload progress. */
  async upload<T>(input: string, options: UploadOptions): Promise<T> {
    if (!input) throw new ApiError(400, IDENTIFIER_NOT_PROVIDED)
    await requestsReady()
    const form = new FormData()
    for (const [name, value] of Object.entries(options.fields)) {
      if (value !== undefined && value !== null) form.append(name, value)
    }
    const url = resolveUrl(input)
    const toApi = isApiOrigin(url)
    const send = xhrSend(options.method ?? 'PUT', url, form, toApi ? options : { ...options, templeId: null, ifMatch: null })
    const response = await withAuth(send, (options.auth ?? true) && toApi)
    if (!response.ok) throw await toApiError(response)
    if (toApi) remember(url, response)
    return parsed<T>(response)
  },
}
