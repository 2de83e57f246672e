import type { HttpMethod } from '@contract/dev-tools'

/** Wire shapes of the mocked backend's `/__mock__/` endpoints (snake_case, as sent). */

export type { CatalogMethod, CatalogRoute, HttpMethod, RequestLogEntry } from '@contract/dev-tools'

export interface ExampleResponse {
  method: HttpMethod
  path: string
  account: string
  temple_id: number
  request_body: unknown
  status: number
  headers: Record<string, string>
  body: unknown
  query_read: string[]
}

export type LatencyMode = 'off' | 'fixed' | 'range'
export type ErrorKind = '5xx' | 'network'

export interface DevFaults {
  latency: { mode: LatencyMode; fixed_ms: number; min_ms: number; max_ms: number }
  errors: { area: string; rate: number; kind: ErrorKind }[]
  offline_until: string | null
  next_request_403: boolean
  active?: boolean
}

export interface TableInfo {
  name: string
  count: number
}

/** The DOM event the page raises when the mocked backend's faults change (mocks/worker-messages.ts). */
export const FAULTS_EVENT = 'temple-mock:faults'
