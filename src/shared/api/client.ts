import ky from 'ky'
import { env } from '../lib/env'
import { toCamel, toSearchParams, toSnake, type SearchValue } from './case'
import { ApiError, IDENTIFIER_NOT_PROVIDED, SERVER_ERROR_DETAIL, type ErrorBody } from './errors'
import { parseLinkHeader } from './link'
import { tokens } from './tokens'

export interface RequestOptions {
  /** Sends `X-Temple-ID` for temple-scoped calls. */
  templeId?: number | null
  searchParams?: Record<string, SearchValue>
  signal?: AbortSignal
  /** Defaults to true: sends `Authorization: JWT <access>` and refreshes on `token_not_valid`. */
  auth?: boolean
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

function headersFor(access: string | null, templeId: number | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (access) headers.Authorization = `JWT ${access}`
  if (templeId !== undefined && templeId !== null) headers['X-Temple-ID'] = String(templeId)
  return headers
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
  if (response.status >= 500) return new ApiError(response.status, { detail: SERVER_ERROR_DETAIL })
  const body = await readBody(response)
  const camel = body === undefined ? null : toCamel<ErrorBody>(body)
  return new ApiError(response.status, camel)
}

async function isTokenNotValid(response: Response): Promise<boolean> {
  if (response.status !== 401) return false
  const body = await readBody(response.clone())
  return Boolean(body && typeof body === 'object' && (body as { code?: unknown }).code === 'token_not_valid')
}

// ---- the single-flight refresh ---------------------------------------------------------------

let refreshing: Promise<string> | null = null

/** One refresh at a time: every caller that needs a new token waits for the same one. */
export function refreshAccessToken(): Promise<string> {
  if (refreshing) return refreshing
  const current = tokens.get()
  const attempt = (async () => {
    if (!current) throw new ApiError(401, { detail: 'Your session has ended. Please sign in again.' })
    const response = await ky.post(resolveUrl(REFRESH_PATH), {
      json: { refresh: current.refresh },
      throwHttpErrors: false,
      retry: 0,
      timeout: TIMEOUT_MS,
    })
    if (!response.ok) throw await toApiError(response)
    const body = toCamel<{ access?: string; refresh?: string }>(await readBody(response))
    if (!body.access) throw new ApiError(response.status, { detail: 'The token refresh answered without a token.' })
    tokens.set({ access: body.access, refresh: body.refresh ?? current.refresh })
    return body.access
  })()
  refreshing = attempt
    .catch((error: unknown) => {
      tokens.clear()
      tokens.notifyExpired()
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
  const fresh = current && current !== used ? current : await refreshAccessToken()
  return send(fresh)
}

async function request(method: Method, input: string, options: RequestOptions & { json?: unknown } = {}): Promise<Response> {
  if (!input) throw new ApiError(400, IDENTIFIER_NOT_PROVIDED)
  const { templeId, searchParams, signal, auth = true, json } = options
  const send: Send = (access) =>
    ky(resolveUrl(input), {
      method,
      headers: headersFor(access, templeId),
      searchParams: searchParams ? toSearchParams(searchParams) : undefined,
      json: json === undefined ? undefined : toSnake(json),
      signal,
      retry: 0,
      timeout: TIMEOUT_MS,
      throwHttpErrors: false,
    })
  const response = await withAuth(send, auth)
  if (!response.ok) throw await toApiError(response)
  return response
}

async function parsed<T>(response: Response): Promise<T> {
  const body = await readBody(response)
  return (body === undefined ? undefined : toCamel<T>(body)) as T
}

function xhrSend(method: string, url: string, form: FormData, templeId: number | null | undefined, onProgress?: (f: number) => void): Send {
  return (access) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(method, url)
      xhr.timeout = 120_000
      for (const [name, value] of Object.entries(headersFor(access, templeId))) xhr.setRequestHeader(name, value)
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
        }
      }
      xhr.onload = () => {
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        const contentType = xhr.getResponseHeader('Content-Type') ?? 'application/json'
        resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status, headers: { 'Content-Type': contentType } }))
      }
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.ontimeout = () => reject(Object.assign(new Error('Upload timed out'), { name: 'TimeoutError' }))
      xhr.send(form)
    })
}

export const api = {
  async get<T>(input: string, options?: RequestOptions): Promise<T> {
    return parsed<T>(await request('GET', input, options))
  },
  /** One page of a Link-paginated list: plain items plus the absolute `next` URL. */
  async page<T>(input: string, options?: RequestOptions): Promise<Page<T>> {
    const response = await request('GET', input, options)
    const body = await parsed<T[] | { results?: T[] }>(response)
    const items = Array.isArray(body) ? body : (body?.results ?? [])
    return { items, nextUrl: parseLinkHeader(response.headers.get('Link')).next }
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
  async delete(input: string, options?: RequestOptions): Promise<void> {
    await request('DELETE', input, options)
  },
  /** Multipart upload through the same auth and refresh path, with upload progress. */
  async upload<T>(input: string, options: UploadOptions): Promise<T> {
    if (!input) throw new ApiError(400, IDENTIFIER_NOT_PROVIDED)
    const form = new FormData()
    for (const [name, value] of Object.entries(options.fields)) {
      if (value !== undefined && value !== null) form.append(name, value)
    }
    const send = xhrSend(options.method ?? 'PUT', resolveUrl(input), form, options.templeId, options.onProgress)
    const response = await withAuth(send, options.auth ?? true)
    if (!response.ok) throw await toApiError(response)
    return parsed<T>(response)
  },
}
