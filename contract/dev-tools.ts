/** Wire shapes of the mocked backend's `/__mock__/routes` and `/__mock__/requests` endpoints (snake_case, as sent). */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface CatalogMethod {
  method: HttpMethod
  auth: 'none' | 'user' | 'temple'
  permission: string | null
  summary: string | null
  query: Record<string, string>
  body: Record<string, string> | null
}

export interface CatalogRoute {
  path: string
  area: string
  methods: CatalogMethod[]
}

/** One request the app made, as `GET /__mock__/requests` lists it. */
export interface RequestLogEntry {
  id: number
  /** ISO time the request arrived. */
  time: string
  method: string
  /** Path under the API prefix, with the query string. */
  path: string
  area: string
  /** HTTP status, or 0 for a network failure. */
  status: number
  duration_ms: number
  /** The same request was answered 401 token_not_valid just before: the client's replay after a refresh. */
  replay: boolean
  /** The injected fault that answered it, if any. */
  fault: string | null
}
