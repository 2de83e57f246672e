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
 * The guards remember what they require (`guardOf`), so the /dev explorer lists it.
 *
 * Docs: an optional third argument describes the methods for the /dev explorer (summary, query
 * parameters, body fields, an example body). Routes without it are listed all the same.
 *
 * Requests outside `/__mock__/` pass the developer controls (dev-control.ts): injected faults
 * and the request log.
 */
import { http, type HttpHandler } from 'msw'
import { API_PREFIX } from './config'
import type { Db, MembershipRow, MockStore, TempleRow, UserRow } from './db'
import { devControlOf } from './dev-control'
import { areaOfPath } from './faults'
import { type LatencyRange, applyLatency, authenticate, methodNotAllowed, notFound, requirePerm, templeContext } from './helpers'
import type { TokenPayload } from './auth'
import type { PermissionCode } from './permissions'
import { type Urls, urlsFor } from './urls'
import { HTTP_METHODS, type HttpMethod } from '../contract/dev-tools'

export { HTTP_METHODS, type HttpMethod }

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

/** What the explorer shows about one method of a route. Every field is optional. */
export interface EndpointDoc {
  summary?: string
  /** Query parameters: name → meaning. */
  query?: Record<string, string>
  /** Request body fields: name → type and rules, e.g. `'string, required, max 100 characters'`. */
  body?: Record<string, string>
  /** The body the example response is produced with (non-GET methods). */
  exampleBody?: Record<string, unknown>
}

/** Docs of a route: its area (else derived from the path), example path params, and per method. */
export type RouteDoc = {
  area?: string
  /** Example values of the path params (default: `1` for each), used for the example response. */
  params?: Record<string, string>
} & Partial<Record<HttpMethod, EndpointDoc>>

export interface Route {
  path: string
  methods: Partial<Record<HttpMethod, Resolver>>
  doc?: RouteDoc
}

/** What a resolver's guard requires: nothing, a signed-in user, or a temple membership (+ permission). */
export interface GuardInfo {
  auth: 'none' | 'user' | 'temple'
  permission: PermissionCode | null
}

const guards = new WeakMap<Resolver, GuardInfo>()

let answerRecorder: ((requestId: string) => void) | null = null

/**
 * Be told the msw request id of every request a route answers (tests check those answers against
 * the contract, and only those: a test's own `server.use` handlers may answer off the contract on purpose).
 */
export function recordAnswers(recorder: ((requestId: string) => void) | null): void {
  answerRecorder = recorder
}

/** The guard a resolver was wrapped in (`none` for plain resolvers). */
export function guardOf(resolver: Resolver): GuardInfo {
  return guards.get(resolver) ?? { auth: 'none', permission: null }
}

/** The API area of a route: `doc.area`, else derived from its path. */
export function areaOf(definition: Route): string {
  return definition.doc?.area ?? areaOfPath(definition.path)
}

export interface RouterOptions {
  latencyMs?: LatencyRange
}

/** Declare the methods of one API path (relative to the API prefix, trailing slash included). */
export function route(path: string, methods: Route['methods'], doc?: RouteDoc): Route {
  return doc ? { path, methods, doc } : { path, methods }
}

/** Require a valid access token. */
export function withUser(resolver: Resolver<UserContext>): Resolver {
  const guarded: Resolver = (ctx) => {
    const auth = authenticate(ctx.store, ctx.request)
    if (auth instanceof Response) return auth
    return resolver({ ...ctx, user: auth.user, token: auth.token })
  }
  guards.set(guarded, { auth: 'user', permission: null })
  return guarded
}

/**
 * Require a valid access token, a membership of the temple named by `X-Temple-ID`, and the
 * permission code (administrators pass every check; null checks the membership only).
 */
export function withTemple(code: PermissionCode | null, resolver: Resolver<TempleRequestContext>): Resolver {
  const guarded = withUser((ctx) => {
    const context = templeContext(ctx.db, ctx.request, ctx.user)
    if (context instanceof Response) return context
    if (code !== null) {
      const denied = requirePerm(context.membership, code)
      if (denied) return denied
    }
    return resolver({ ...ctx, ...context })
  })
  guards.set(guarded, { auth: 'temple', permission: code })
  return guarded
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

function isMockControlPath(url: URL): boolean {
  return url.pathname.startsWith(`${API_PREFIX}/__mock__/`)
}

/**
 * Run one API request through the developer controls: an injected fault may answer it instead
 * of `answer`; either way it is logged. `/__mock__/` requests pass untouched.
 */
async function controlled(store: MockStore, request: Request, url: URL, area: string, answer: () => Promise<Response>): Promise<Response> {
  if (isMockControlPath(url)) return answer()
  const control = devControlOf(store)
  const started = Date.now()
  const interception = await control.before(area)
  const response = interception.respond ?? (await answer())
  await control.after(request, area, started, response, interception.fault)
  return response
}

function isMethod(method: string): method is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(method)
}

/** Turn a route into an msw handler bound to a store. */
export function toHttpHandler(definition: Route, store: MockStore, options: RouterOptions): HttpHandler {
  const allowed = HTTP_METHODS.filter((m) => definition.methods[m] !== undefined)
  const area = areaOf(definition)
  return http.all(toMswPath(definition.path), async ({ request, params, requestId }) => {
    const url = new URL(request.url)
    // The wildcard host would also match e.g. https://maps.googleapis.com/maps/api/...
    if (!isApiPath(url)) return undefined
    answerRecorder?.(requestId)
    await applyLatency(options.latencyMs)
    return controlled(store, request, url, area, () => answer(definition, allowed, store, request, url, params))
  })
}

async function answer(
  definition: Route,
  allowed: readonly HttpMethod[],
  store: MockStore,
  request: Request,
  url: URL,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
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
}

/** Any other /api/ request: 404 like the real server (with a console hint for developers). */
export function apiNotFoundHandler(options: RouterOptions, store?: MockStore): HttpHandler {
  return http.all(`*${API_PREFIX}/*`, async ({ request, requestId }) => {
    const url = new URL(request.url)
    if (!isApiPath(url)) return undefined
    answerRecorder?.(requestId)
    await applyLatency(options.latencyMs)
    const unknown = (): Promise<Response> => {
      console.warn(`[mocks] No mock route for ${request.method} ${url.pathname}`)
      return Promise.resolve(notFound())
    }
    if (!store) return unknown()
    return controlled(store, request, url, areaOfPath(url.pathname.slice(API_PREFIX.length)), unknown)
  })
}
