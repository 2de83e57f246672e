import ky from 'ky'
import { toSearchParams, toSnake, type SearchValue } from './case'
import { ApiError, IDENTIFIER_NOT_PROVIDED } from './errors'
import { requestsReady } from './gate'
import { parseLinkHeader } from './link'
import { remember } from './record-versions'
import { withAuth, type Send } from './with-auth'
import { parsed, toApiError, unreachable } from './response'
import { headersFor, isApiOrigin, resolveUrl } from './url'

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

const TIMEOUT_MS = 30_000

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
    // The transport loads with the first upload: no page needs it to show (decision 215).
    const { xhrSend } = await import('./upload')
    const send = xhrSend(options.method ?? 'PUT', url, form, toApi ? options : { ...options, templeId: null, ifMatch: null })
    const response = await withAuth(send, (options.auth ?? true) && toApi)
    if (!response.ok) throw await toApiError(response)
    if (toApi) remember(url, response)
    return parsed<T>(response)
  },
}
