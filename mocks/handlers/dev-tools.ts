/**
 * Mock-only endpoints behind the /dev panel (no auth; they exist only in the fake backend):
 *
 * - GET    /api/__mock__/routes                   → every route the mock serves, with its docs
 * - POST   /api/__mock__/routes/example           → {method, path} run on a throwaway seed copy as
 *                                                    admin@example.com in temple 1: status, headers, body
 * - GET    /api/__mock__/requests                 → the request log (newest first, last 200)
 * - DELETE /api/__mock__/requests                 → 204, log emptied
 * - GET    /api/__mock__/faults                   → the fault settings (+ `active`)
 * - PATCH  /api/__mock__/faults                   → merge settings (see faults.ts `mergeFaults`)
 * - DELETE /api/__mock__/faults                   → 204, every fault off
 * - POST   /api/__mock__/expire-refresh-tokens    → 204, every issued refresh token now fails
 * - GET    /api/__mock__/db                       → [{name, count}] per table
 * - GET    /api/__mock__/db/:table?search=&page=  → the rows (Link-paginated, 20 a page)
 * - PUT    /api/__mock__/db/:table/:rowId         → replace a row (same fields, same types)
 * - DELETE /api/__mock__/db/:table/:rowId         → 204, row removed (nothing else is touched)
 *
 * The route catalog reads the route table it is given, so every area's routes appear here
 * without further work.
 */
import { expireAllRefreshTokens, issueTokenPair } from '../auth'
import { API_PREFIX } from '../config'
import { MockStore, TABLE_NAMES, type TableName } from '../db'
import { devControlOf } from '../dev-control'
import { defaultFaults, faultsActive, mergeFaults } from '../faults'
import { detail, fieldErrors, icontains, json, noContent, notFound, paginate, readJsonBody } from '../helpers'
import { HTTP_METHODS, type HttpMethod, type RequestContext, type Route, areaOf, guardOf, idParam, route } from '../router'
import { urlsFor } from '../urls'
import type { CatalogRoute } from '../../contract/dev-tools'

/** The account and temple example responses are produced as. */
export const EXAMPLE_ACCOUNT = 'admin@example.com'
export const EXAMPLE_TEMPLE_ID = 1

/** The explorer's view of a route table (what `GET /__mock__/routes` answers). */
export function routeCatalog(routes: readonly Route[]): CatalogRoute[] {
  return routes.map((definition) => ({
    path: definition.path,
    area: areaOf(definition),
    methods: HTTP_METHODS.flatMap((method) => {
      const resolver = definition.methods[method]
      if (!resolver) return []
      const guard = guardOf(resolver)
      const doc = definition.doc?.[method]
      return [
        {
          method,
          auth: guard.auth,
          permission: guard.permission,
          summary: doc?.summary ?? null,
          query: doc?.query ?? {},
          body: doc?.body ?? null,
        },
      ]
    }),
  }))
}

function isHttpMethod(value: unknown): value is HttpMethod {
  return typeof value === 'string' && (HTTP_METHODS as readonly string[]).includes(value)
}

/** Wrap a URL's query reads so the example run reports which parameters the handler looked at. */
function recordQueryReads(url: URL): Set<string> {
  const seen = new Set<string>()
  const params = url.searchParams
  const get = params.get.bind(params)
  const getAll = params.getAll.bind(params)
  const has = params.has.bind(params)
  params.get = (name) => (seen.add(name), get(name))
  params.getAll = (name) => (seen.add(name), getAll(name))
  params.has = (name, value) => (seen.add(name), has(name, value))
  return seen
}

/** Run one method of one route on a fresh seed database, as the example account. */
async function example(ctx: RequestContext, routes: () => readonly Route[]): Promise<Response> {
  const input = await readJsonBody(ctx.request)
  if (input instanceof Response) return input
  const definition = routes().find((r) => r.path === input.path)
  const method = input.method
  if (!definition || !isHttpMethod(method)) return detail(400, 'Give the path of a route and one of its methods.')
  const resolver = definition.methods[method]
  if (!resolver) return detail(400, `${method} is not served on ${definition.path}.`)

  const store = new MockStore()
  const db = store.get()
  const account = db.users.find((u) => u.email === EXAMPLE_ACCOUNT)
  if (!account) return detail(500, 'The example account is missing from the seed.')
  const { access } = issueTokenPair(store, account)
  const params: Record<string, string> = {}
  const path = definition.path.replace(/:(\w+)/g, (_, name: string) => {
    params[name] = definition.doc?.params?.[name] ?? '1'
    return params[name]
  })
  const url = new URL(`${API_PREFIX}${path}`, ctx.url.origin)
  const sendsBody = method !== 'GET' && method !== 'DELETE'
  const requestBody = sendsBody ? (definition.doc?.[method]?.exampleBody ?? {}) : null
  const request = new Request(url, {
    method,
    headers: {
      Authorization: `JWT ${access}`,
      'X-Temple-ID': String(EXAMPLE_TEMPLE_ID),
      ...(sendsBody ? { 'Content-Type': 'application/json' } : {}),
    },
    body: requestBody === null ? null : JSON.stringify(requestBody),
  })
  const queryRead = recordQueryReads(url)
  const response = await resolver({ request, url, params, store, db, urls: urlsFor(request) })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text === '' ? null : JSON.parse(text)
  } catch {
    // Not JSON: shown as text.
  }
  // `paginate` reads page and page_size from the request itself.
  if (method === 'GET' && Array.isArray(body)) ['page', 'page_size'].forEach((name) => queryRead.add(name))
  return json({
    method,
    path,
    account: EXAMPLE_ACCOUNT,
    temple_id: EXAMPLE_TEMPLE_ID,
    request_body: requestBody,
    status: response.status,
    headers: Object.fromEntries([...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value])),
    body,
    query_read: [...queryRead].sort(),
  })
}

// ---- faults and log ---------------------------------------------------------------------------

function faultsBody(ctx: RequestContext): Response {
  const faults = devControlOf(ctx.store).faults
  return json({ ...faults, active: faultsActive(faults) })
}

async function patchFaults(ctx: RequestContext): Promise<Response> {
  const input = await readJsonBody(ctx.request)
  if (input instanceof Response) return input
  const control = devControlOf(ctx.store)
  const merged = mergeFaults(control.faults, input)
  if (!merged.ok) return fieldErrors(merged.errors)
  control.setFaults(merged.faults)
  return faultsBody(ctx)
}

function clearFaults(ctx: RequestContext): Response {
  devControlOf(ctx.store).setFaults(defaultFaults())
  return noContent()
}

// ---- data browser -----------------------------------------------------------------------------

function isTable(name: string | undefined): name is TableName {
  return name !== undefined && (TABLE_NAMES as readonly string[]).includes(name)
}

type AnyRow = { id: number } & Record<string, unknown>

function rowsOf(ctx: RequestContext, table: TableName): AnyRow[] {
  return ctx.db[table] as unknown as AnyRow[]
}

function tables(ctx: RequestContext): Response {
  return json(TABLE_NAMES.map((name) => ({ name, count: rowsOf(ctx, name).length })))
}

function tableRows(ctx: RequestContext): Response {
  const table = ctx.params.table
  if (!isTable(table)) return notFound()
  const search = ctx.url.searchParams.get('search')?.trim() ?? ''
  const rows = rowsOf(ctx, table)
  const matching = search === '' ? rows : rows.filter((row) => icontains(JSON.stringify(row), search))
  return paginate(ctx.request, matching, (row) => row)
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
}

/** The row `/__mock__/db/:table/:rowId` names, with its table and place; null: no such row. */
function rowAt(ctx: RequestContext): { rows: AnyRow[]; index: number; id: number; current: AnyRow } | null {
  const table = ctx.params.table
  if (!isTable(table)) return null
  const id = idParam(ctx, 'rowId')
  const rows = rowsOf(ctx, table)
  const index = rows.findIndex((row) => row.id === id)
  const current = rows[index]
  return current ? { rows, index, id, current } : null
}

async function replaceRow(ctx: RequestContext): Promise<Response> {
  const at = rowAt(ctx)
  if (!at) return notFound()
  const { rows, index, id, current } = at
  const input = await readJsonBody(ctx.request)
  if (input instanceof Response) return input
  const errors: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(input)) {
    if (key === 'id') continue
    if (!(key in current)) errors[key] = ['Unknown field.']
    else if (current[key] !== null && value !== null && kindOf(value) !== kindOf(current[key])) {
      errors[key] = [`Expected ${kindOf(current[key])}.`]
    }
  }
  for (const key of Object.keys(current)) {
    if (!(key in input)) errors[key] = ['This field is required.']
  }
  if (Object.keys(errors).length > 0) return fieldErrors(errors)
  const next = { ...input, id } as AnyRow
  rows[index] = next
  return json(next)
}

function deleteRow(ctx: RequestContext): Response {
  const at = rowAt(ctx)
  if (!at) return notFound()
  at.rows.splice(at.index, 1)
  return noContent()
}

/** The /dev panel's endpoints, over the full route table (given lazily: it includes these). */
export function devToolRoutes(routes: () => readonly Route[]): readonly Route[] {
  return [
    route('/__mock__/routes', { GET: () => json(routeCatalog(routes())) }),
    route('/__mock__/routes/example', { POST: (ctx) => example(ctx, routes) }),
    route('/__mock__/requests', {
      GET: (ctx) => json(devControlOf(ctx.store).log),
      DELETE: (ctx) => (devControlOf(ctx.store).clearLog(), noContent()),
    }),
    route('/__mock__/faults', { GET: faultsBody, PATCH: patchFaults, DELETE: clearFaults }),
    route('/__mock__/expire-refresh-tokens', { POST: (ctx) => (expireAllRefreshTokens(ctx.store), noContent()) }),
    route('/__mock__/db', { GET: tables }),
    route('/__mock__/db/:table', { GET: tableRows }),
    route('/__mock__/db/:table/:rowId', { PUT: replaceRow, DELETE: deleteRow }),
  ]
}
