/**
 * Every endpoint of the API, written once: method, path template, who may call it, query,
 * request and response bodies per status. The app's types derive from the schemas, the mock's
 * serializers are typed against them, the tests check every answer of the mock against this
 * registry (tests/contract-responses.ts) and `npm run contract` turns it into contract/openapi.json.
 *
 * Paths are relative to the API's address, with `{name}` parameters (digits unless the
 * parameter has its own schema in `params`). Error answers (400, 401, 403, 404) follow from
 * `auth` and are added by `errorResponses`.
 */
import { z } from 'zod'
import { ErrorBody, ErrorDetail, PageQuery, ValidationError, page } from '../common'
import { sessionEndpoints } from './session'
import { templeEndpoints } from './temple'
import { userEndpoints } from './users'
import { catalogEndpoints } from './catalog'
import { offeringEndpoints } from './offerings'
import { donationEndpoints } from './donations'
import { orderEndpoints } from './orders'
import { staffEndpoints } from './staff'
import type { Body, Endpoint } from './define'

export type { Endpoint } from './define'

export const endpoints: readonly Endpoint[] = [
  ...sessionEndpoints,
  ...templeEndpoints,
  ...userEndpoints,
  ...catalogEndpoints,
  ...offeringEndpoints,
  ...donationEndpoints,
  ...orderEndpoints,
  ...staffEndpoints,
]

/** The error answers every endpoint may give, by its authentication rule. */
export function errorResponses(endpoint: Endpoint): Record<number, z.ZodType> {
  const errors: Record<number, z.ZodType> = { 400: ValidationError.or(ErrorDetail), 404: ErrorDetail }
  if (endpoint.auth !== 'none') {
    errors[401] = ErrorDetail
    errors[403] = ErrorDetail
  }
  return errors
}

/** Every answer of an endpoint: its own, then the errors it may give. */
export function responsesOf(endpoint: Endpoint): Record<number, Body> {
  const rows = endpoint.responses[200]
  const pages: Record<number, Body> = endpoint.paginated && rows instanceof z.ZodArray ? { 200: page(rows.element as z.ZodType) } : {}
  return { ...errorResponses(endpoint), ...endpoint.responses, ...pages }
}

/** The page parameters of a paginated list, with its own query. */
export function queryOf(endpoint: Endpoint): z.ZodObject | undefined {
  if (!endpoint.paginated) return endpoint.query
  return endpoint.query ? endpoint.query.extend(PageQuery.shape) : PageQuery
}

function templateRegex(endpoint: Endpoint): RegExp {
  const pattern = endpoint.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return endpoint.params?.[name] ? '([^/]+)' : '(\\d+)'
    })
    .join('')
  return new RegExp(`^${pattern}$`)
}

const matchers = endpoints.map((endpoint) => ({ endpoint, regex: templateRegex(endpoint) }))

/**
 * The endpoint a request is for: its method and its path relative to the API's address.
 * Fixed segments win over parameters (`/temple/t-admin/bank/` is not `/temple/t-admin/{id}/`).
 */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const candidates = matchers.filter((m) => m.endpoint.method === method.toUpperCase() && m.regex.test(path))
  candidates.sort((a, b) => (a.endpoint.path.match(/\{/g)?.length ?? 0) - (b.endpoint.path.match(/\{/g)?.length ?? 0))
  return candidates[0]?.endpoint
}

export { ErrorBody }
