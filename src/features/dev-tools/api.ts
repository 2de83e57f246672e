/**
 * The /dev panel's calls to the mocked backend's `/__mock__/` endpoints (mocked mode only).
 *
 * Raw JSON, not through the app's HTTP client: the panel shows the wire format as it is
 * (snake_case keys, row fields), so no case conversion and no auth.
 */
import { call, fetchFaults, resetDemoData } from './mock-call'
import type { CatalogRoute, DevFaults, ExampleResponse, RequestLogEntry, TableInfo } from './types'

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
  faults: fetchFaults,
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
  reset: resetDemoData,
}
