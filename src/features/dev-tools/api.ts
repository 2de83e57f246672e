/**
 * The /dev panel's calls to the mocked backend's `/__mock__/` endpoints (mocked mode only).
 *
 * Raw JSON, not through the app's HTTP client: the panel shows the wire format as it is
 * (snake_case keys, row fields), so no case conversion and no auth.
 */
import { resolveUrl } from '@/shared/api/url'
import type { CatalogRoute, DevFaults, ExampleResponse, RequestLogEntry, TableInfo } from './types'

export class DevApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The mocked backend answered ${status}`)
  }
}

async function call<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(resolveUrl(`/__mock__/${path}`), {
    method: init.method ?? 'GET',
    headers: init.json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  const text = await response.text()
  let body: unknown = undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  if (!response.ok) throw new DevApiError(response.status, body)
  return { body: body as T, headers: response.headers }
}

export interface RowsPage {
  rows: ({ id: number } & Record<string, unknown>)[]
  hasNext: boolean
}

export const devApi = {
  routes: async () => (await call<CatalogRoute[]>('routes')).body,
  example: async (method: string, path: string) =>
    (await call<ExampleResponse>('routes/example', { method: 'POST', json: { method, path } })).body,
  requests: async () => (await call<RequestLogEntry[]>('requests')).body,
  clearRequests: async () => void (await call('requests', { method: 'DELETE' })),
  faults: async () => (await call<DevFaults>('faults')).body,
  patchFaults: async (patch: Record<string, unknown>) => (await call<DevFaults>('faults', { method: 'PATCH', json: patch })).body,
  clearFaults: async () => void (await call('faults', { method: 'DELETE' })),
  expireAccessTokens: async () => void (await call('expire-access-tokens', { method: 'POST' })),
  expireRefreshTokens: async () => void (await call('expire-refresh-tokens', { method: 'POST' })),
  tables: async () => (await call<TableInfo[]>('db')).body,
  async rows(table: string, search: string, page: number): Promise<RowsPage> {
    const query = new URLSearchParams()
    if (search) query.set('search', search)
    if (page > 1) query.set('page', String(page))
    const { body, headers } = await call<RowsPage['rows']>(`db/${encodeURIComponent(table)}?${query}`)
    return { rows: body, hasNext: /rel="next"/.test(headers.get('Link') ?? '') }
  },
  replaceRow: async (table: string, id: number, row: unknown) =>
    (await call<Record<string, unknown>>(`db/${encodeURIComponent(table)}/${id}`, { method: 'PUT', json: row })).body,
  deleteRow: async (table: string, id: number) => void (await call(`db/${encodeURIComponent(table)}/${id}`, { method: 'DELETE' })),
  reset: async () => void (await call('reset', { method: 'POST' })),
}
