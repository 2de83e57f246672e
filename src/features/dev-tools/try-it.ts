/**
 * "Try it" in the API explorer: one raw request as the signed-in user (its access token and
 * current temple), and the same request as a `curl` command against the configured API url.
 */
import { refreshAccessToken } from '@/shared/api/refresh'
import { tokens } from '@/shared/api/tokens'
import { env } from '@/shared/lib/env'

export interface TryRequest {
  method: string
  /** Path under the API root, e.g. `/temple/t-admin/offering/`. */
  path: string
  /** Query string without the leading `?`. */
  query: string
  /** JSON text for POST, PUT and PATCH. */
  body: string
  templeId: number | null
}

export interface TryResult {
  status: number
  statusText: string
  headers: [string, string][]
  body: string
  durationMs: number
  /** The first answer was 401 token_not_valid: the token was refreshed (as the app does) and the request sent again. */
  refreshed: boolean
}

export function requestUrl(request: Pick<TryRequest, 'path' | 'query'>, apiUrl = env.apiUrl): string {
  const path = request.path.startsWith('/') ? request.path : `/${request.path}`
  const query = request.query.trim().replace(/^\?/, '')
  return `${apiUrl}${path}${query ? `?${query}` : ''}`
}

export function sendsBody(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH'
}

/** The headers the app would send: JWT and temple, JSON body. */
export function requestHeaders(request: TryRequest, access: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (access) headers.Authorization = `JWT ${access}`
  if (request.templeId !== null) headers['X-Temple-ID'] = String(request.templeId)
  if (sendsBody(request.method)) headers['Content-Type'] = 'application/json'
  return headers
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`
}

/** The request as a curl command against VITE_API_URL (or the default API url). */
export function toCurl(request: TryRequest, access: string | null, apiUrl = env.apiUrl): string {
  const lines = [`curl -X ${request.method} ${shellQuote(requestUrl(request, apiUrl))}`]
  for (const [name, value] of Object.entries(requestHeaders(request, access))) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`)
  if (sendsBody(request.method) && request.body.trim()) lines.push(`--data-raw ${shellQuote(request.body.trim())}`)
  return lines.join(' \\\n  ')
}

async function isTokenNotValid(response: Response): Promise<boolean> {
  if (response.status !== 401) return false
  try {
    const body = (await response.clone().json()) as { code?: unknown }
    return body.code === 'token_not_valid'
  } catch {
    return false
  }
}

/**
 * Send it with the current access token. Like the app, a 401 token_not_valid refreshes the token
 * once and sends again (access tokens of the mocked mode live two minutes).
 */
export async function sendTry(request: TryRequest): Promise<TryResult> {
  const started = performance.now()
  const send = (access: string | null) =>
    fetch(requestUrl(request), {
      method: request.method,
      headers: requestHeaders(request, access),
      body: sendsBody(request.method) ? request.body.trim() || '{}' : undefined,
    })
  const access = tokens.access()
  let response = await send(access)
  let refreshed = false
  if (access !== null && (await isTokenNotValid(response))) {
    response = await send(await refreshAccessToken())
    refreshed = true
  }
  const text = await response.text()
  let body = text
  try {
    body = text ? JSON.stringify(JSON.parse(text), null, 2) : ''
  } catch {
    // Not JSON: shown as it came.
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()].map(([name, value]): [string, string] => [name.toLowerCase(), value]),
    body,
    durationMs: Math.round(performance.now() - started),
    refreshed,
  }
}
