/**
 * A thin routing layer over msw: one `route(path, { GET, POST, ... })` per API path.
 *
 * Each route becomes one msw handler for `*\/api{path}` that
 * - applies the configured latency,
 * - dispatches on the method and answers 405 (with `Allow`) for the others,
 * - hands the resolver a `RequestContext` (request, params, db, urls, store),
 * - persists the database after a successful mutating request.
 *
 * Path params named `id` or ending in `Id` match digits only, so `/temple/t-admin/:id/` never
 * swallows `/temple/t-admin/admins/`. Paths end with a slash, like Django's.
 *
 * Guards: `withUser(resolver)` requires a valid access token; `withTemple(code, resolver)`
 * also requires the `X-Temple-ID` membership and (unless code is null) the permission code.
 */
import { http, type HttpHandler } from 'msw'
import { API_PREFIX } from './config'
import type { Db, MembershipRow, MockStore, TempleRow, UserRow } from './db'
import {
  type LatencyRange,
  applyLatency,
  authenticate,
  methodNotAllowed,
  notFound,
  requirePerm,
  templeContext,
} from './helpers'
import type { TokenPayload } from './auth'
import type { PermissionCode } from './permissions'
import { type Urls, urlsFor } from './urls'

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface RequestContext {
  request: Request
  /** Parsed request url (query params: `ctx.url.searchParams`). */
  url: URL
  /** Path params as strings. */
  params: Record<string, string>
  store: MockStore
  db: Db
  urls: Urls
}

export interface UserContext extends RequestContext {
  user: UserRow
  token: TokenPayload
}

export interface TempleRequestContext extends UserContext {
  temple: TempleRow
  membership: MembershipRow
}

export type Resolver<C extends RequestContext = RequestContext> = (ctx: C) => Response | Promise<Response>

export interface Route {
  path: string
  methods: Partial<Record<HttpMethod, Resolver>>
}

export interface RouterOptions {
  latencyMs?: LatencyRange
}

/** Declare the methods of one API path (relative to the API prefix, trailing slash included). */
export function route(path: string, methods: Route['methods']): Route {
  return { path, methods }
}

/** Require a valid access token. */
export function withUser(resolver: Resolver<UserContext>): Resolver {
  return (ctx) => {
    const auth = authenticate(ctx.store, ctx.request)
    if (auth instanceof Response) return auth
    return resolver({ ...ctx, user: auth.user, token: auth.token })
  }
}

/**
 * Require a valid access token, a membership of the temple named by `X-Temple-ID`, and the
 * permission code (administrators pass every check; null checks the membership only).
 */
export function withTemple(code: PermissionCode | null, resolver: Resolver<TempleRequestContext>): Resolver {
  return withUser((ctx) => {
    const context = templeContext(ctx.db, ctx.request, ctx.user)
    if (context instanceof Response) return context
    if (code !== null) {
      const denied = requirePerm(context.membership, code)
      if (denied) return denied
    }
    return resolver({ ...ctx, ...context })
  })
}

/** The numeric `id` path param (routes guarantee digits). */
export function idParam(ctx: RequestContext, name = 'id'): number {
  return Number(ctx.params[name])
}

function toMswPath(path: string): string {
  const withNumericIds = path.replace(/:(id|\w+Id)(?=\/|$)/g, ':$1(\\d+)')
  return `*${API_PREFIX}${withNumericIds}`
}

function normalizeParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const text = typeof value === 'string' ? value : value?.[0]
    if (text !== undefined) result[key] = text
  }
  return result
}

function isApiPath(url: URL): boolean {
  return url.pathname.startsWith(`${API_PREFIX}/`)
}

function isMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method)
}

/** Turn a route into an msw handler bound to a store. */
export function toHttpHandler(definition: Route, store: MockStore, options: RouterOptions): HttpHandler {
  const allowed = HTTP_METHODS.filter((m) => definition.methods[m] !== undefined)
  return http.all(toMswPath(definition.path), async ({ request, params }) => {
    const url = new URL(request.url)
    // The wildcard host would also match e.g. https://maps.googleapis.com/maps/api/...
    if (!isApiPath(url)) return undefined
    await applyLatency(options.latencyMs)

    const method = request.method.toUpperCase()
    if (method === 'OPTIONS') {
      return new Response(null, { status: 200, headers: { Allow: [...allowed, 'OPTIONS'].join(', ') } })
    }
    const resolver = isMethod(method) ? definition.methods[method] : undefined
    if (!resolver) return methodNotAllowed(method, [...allowed, 'OPTIONS'])

    const response = await resolver({
      request,
      url,
      params: normalizeParams(params),
      store,
      db: store.get(),
      urls: urlsFor(request),
    })
    if (method !== 'GET' && response.status < 400) store.save()
    return response
  })
}

/** Any other /api/ request: 404 like the real server (with a console hint for developers). */
export function apiNotFoundHandler(options: RouterOptions): HttpHandler {
  return http.all(`*${API_PREFIX}/*`, async ({ request }) => {
    const url = new URL(request.url)
    if (!isApiPath(url)) return undefined
    await applyLatency(options.latencyMs)
    console.warn(`[mocks] No mock route for ${request.method} ${url.pathname}`)
    return notFound()
  })
}
