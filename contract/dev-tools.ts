/** Wire shapes of the mocked backend's `/__mock__/routes` endpoint (snake_case, as sent). */

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
