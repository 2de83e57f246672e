/**
 * The shape of an endpoint in the contract's registry (contract/endpoints/index.ts) and the helpers
 * the area files write their endpoints with.
 */
import { z } from 'zod'
import { preconditionFailed } from '../common'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: `none` (no token), `user` (`Authorization: JWT <access>`), `temple` (also
 * `X-Temple-ID`, a member of that temple), `staff` (a provider staff user).
 */
export type Auth = 'none' | 'user' | 'temple' | 'staff'

/** A response body schema, or null for an answer without a body (204). */
export type Body = z.ZodType | null

export interface Endpoint {
  /** operationId in the OpenAPI document. */
  id: string
  method: Method
  path: string
  tag: string
  summary: string
  auth: Auth
  /**
   * A list of pages: `page` and `page_size` query parameters, a `Link` header with the next page;
   * its 200 (written as the array of rows) may also be DRF's envelope (`page` in common.ts).
   */
  paginated?: boolean
  /** Path parameters that are not digits. */
  params?: Record<string, z.ZodType>
  query?: z.ZodObject
  /** A JSON request body. */
  body?: z.ZodType
  /** A multipart/form-data request body. */
  upload?: z.ZodObject
  /** Success answers (and errors with a shape of their own) by status. */
  responses: Record<number, Body>
  /**
   * The record has a version (docs/backend.md, "Record versions"): a GET or change of it answers
   * an `ETag`; a change takes `If-Match` and answers 412 when it names another version.
   */
  versioned?: boolean
}

type Spec = Omit<Endpoint, 'id' | 'method' | 'path' | 'tag' | 'auth'> & { auth?: Auth }

/** The endpoints of one tag (area) and one authentication rule. */
export function area(tag: string, auth: Auth) {
  const define =
    (method: Method) =>
    (id: string, path: string, spec: Spec): Endpoint => ({ id, method, path, tag, auth, ...spec })
  return { get: define('GET'), post: define('POST'), put: define('PUT'), patch: define('PATCH'), delete: define('DELETE') }
}

/** The list, create, retrieve, update and delete endpoints of one model. */
export function model(
  api: ReturnType<typeof area>,
  name: string,
  base: string,
  entity: z.ZodType,
  body: z.ZodType,
  options: { query?: z.ZodObject; update?: 'PATCH' | 'PUT'; noun: string; plural?: string; versioned?: boolean },
): Endpoint[] {
  const item = `${base}{id}/`
  const update = options.update === 'PUT' ? api.put : api.patch
  const versioned = options.versioned ? { versioned: true } : {}
  return [
    api.get(`list${options.plural ?? `${name}s`}`, base, {
      summary: `A page of the temple's ${options.noun}s`,
      paginated: true,
      query: options.query,
      responses: { 200: z.array(entity) },
    }),
    api.post(`create${name}`, base, { summary: `Create a ${options.noun}`, body, responses: { 201: entity } }),
    api.get(`get${name}`, item, { summary: `One ${options.noun}`, responses: { 200: entity }, ...versioned }),
    update(`update${name}`, item, {
      summary: `Change a ${options.noun}`,
      body,
      responses: options.versioned ? { 200: entity, 412: preconditionFailed(entity) } : { 200: entity },
      ...versioned,
    }),
    api.delete(`delete${name}`, item, { summary: `Delete a ${options.noun}`, responses: { 204: null } }),
  ]
}
