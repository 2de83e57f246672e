/**
 * Shared building blocks of the handlers: DRF-style responses, Link-header pagination,
 * authentication, temple context and permission checks, JSON bodies and latency.
 *
 * The guard helpers return either the value they looked up or the error Response to send:
 *   const auth = authenticate(store, request);
 *   if (auth instanceof Response) return auth;
 * The route wrappers in router.ts (`withUser`, `withTemple`) apply them for you.
 */
import { HttpResponse, delay, type JsonBodyType } from 'msw'
import { verifyToken, type TokenPayload } from './auth'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './config'
import type { Db, MembershipRow, MockStore, OfferingRow, TempleRow, UserRow } from './db'
import type { PermissionCode } from './permissions'
import { BodyReader, type FieldErrors, type JsonObject, MESSAGES, isJsonObject } from './validation'

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export function json(body: unknown, init: ResponseInit = {}): Response {
  return HttpResponse.json(body as JsonBodyType, init)
}

export function created(body: unknown): Response {
  return json(body, { status: 201 })
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 })
}

/** `{"detail": "..."}` with the given status (plus optional extra keys such as `code`). */
export function detail(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ detail: message, ...extra }, { status })
}

/** 400 with DRF field errors: `fieldErrors({ name: ['This field is required.'] })`. */
export function fieldErrors(errors: FieldErrors): Response {
  return json(errors, { status: 400 })
}

/** 400 `{"non_field_errors": [...]}`. */
export function nonFieldErrors(...messages: string[]): Response {
  return fieldErrors({ non_field_errors: messages })
}

export function notFound(): Response {
  return detail(404, 'Not found.')
}

export const PERMISSION_DENIED = 'You do not have permission to perform this action.'

export function permissionDenied(message = PERMISSION_DENIED): Response {
  return detail(403, message)
}

/** 500 the way Django answers it in production: a small HTML page, no JSON body. */
export function serverError(): Response {
  return new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })
}

export function methodNotAllowed(method: string, allowed: readonly string[]): Response {
  return json({ detail: `Method "${method}" not allowed.` }, { status: 405, headers: { Allow: allowed.join(', ') } })
}

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'JWT realm="api"' }

export function notAuthenticated(): Response {
  return json({ detail: 'Authentication credentials were not provided.' }, { status: 401, headers: WWW_AUTHENTICATE })
}

/** 401 for an access token that is expired, tampered, revoked or of the wrong type. */
export function accessTokenNotValid(): Response {
  return json(
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
    },
    { status: 401, headers: WWW_AUTHENTICATE },
  )
}

// ---------------------------------------------------------------------------------------------
// Request bodies and params
// ---------------------------------------------------------------------------------------------

/** The request's JSON object body, or the 400 DRF would answer. An empty body reads as `{}`. */
export async function readJsonBody(request: Request): Promise<JsonObject | Response> {
  const text = await request.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return detail(400, `JSON parse error - ${error instanceof Error ? error.message : 'invalid JSON'}`)
  }
  if (!isJsonObject(parsed)) return nonFieldErrors(MESSAGES.notObject(parsed))
  return parsed
}

/** A body's reader, or the 400 of a body that is no JSON object. */
export async function readBody(request: Request, options: { partial?: boolean } = {}): Promise<BodyReader | Response> {
  const body = await readJsonBody(request)
  return body instanceof Response ? body : new BodyReader(body, options)
}

/** A PATCH body's reader (absent fields are left as they are), or the 400 of a body that is no JSON object. */
export function readPatchBody(request: Request): Promise<BodyReader | Response> {
  return readBody(request, { partial: true })
}

/** A body of one required `email` field (password reset, resend code): the email, or the 400. */
export async function readEmailBody(request: Request): Promise<string | Response> {
  const reader = await readBody(request)
  if (reader instanceof Response) return reader
  const email = reader.email('email')
  if (!reader.valid || email === undefined) return fieldErrors(reader.errors)
  return email
}

/** A positive integer path/query value, or null. */
export function parseId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Case-insensitive "contains", like Django's `icontains`. */
export function icontains(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase())
}

export function nowIso(): string {
  return new Date().toISOString()
}

// ---------------------------------------------------------------------------------------------
// Pagination
// ---------------------------------------------------------------------------------------------

function pageSizeFrom(url: URL, defaultPageSize: number): number {
  const size = parseId(url.searchParams.get('page_size'))
  return size === null ? defaultPageSize : Math.min(size, MAX_PAGE_SIZE)
}

/**
 * A page of `items` as a plain JSON array with a `Link` header
 * (`<next>; rel="next", <prev>; rel="prev"`, only those that exist). Reads `page` and
 * `page_size` (max 100); the links keep every other query parameter. An out-of-range or
 * malformed page is 404 `{"detail": "Invalid page."}`, like DRF.
 */
export function paginate<T>(
  request: Request,
  items: readonly T[],
  serialize: (item: T) => unknown,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): Response {
  const url = new URL(request.url)
  const pageSize = pageSizeFrom(url, defaultPageSize)
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const pageParam = url.searchParams.get('page')
  const page = pageParam === null ? 1 : pageParam === 'last' ? pageCount : parseId(pageParam)
  if (page === null || page > pageCount) return detail(404, 'Invalid page.')

  const linkTo = (target: number): string => {
    const link = new URL(url)
    if (target === 1) link.searchParams.delete('page')
    else link.searchParams.set('page', String(target))
    return link.href
  }
  const links: string[] = []
  if (page < pageCount) links.push(`<${linkTo(page + 1)}>; rel="next"`)
  if (page > 1) links.push(`<${linkTo(page - 1)}>; rel="prev"`)

  const body = items.slice((page - 1) * pageSize, page * pageSize).map(serialize)
  return json(body, links.length > 0 ? { headers: { Link: links.join(', ') } } : {})
}

// ---------------------------------------------------------------------------------------------
// Authentication, temple context, permissions
// ---------------------------------------------------------------------------------------------

export interface Authenticated {
  user: UserRow
  token: TokenPayload
}

/**
 * The user of a request's `Authorization: JWT <access>` header, or the 401 to send:
 * no header (or another scheme) → "Authentication credentials were not provided." (no code);
 * an invalid or expired token → token_not_valid.
 */
export function authenticate(store: MockStore, request: Request): Authenticated | Response {
  const header = request.headers.get('Authorization')
  if (header === null) return notAuthenticated()
  const parts = header.trim().split(/\s+/)
  if (parts[0] !== 'JWT') return notAuthenticated()
  const token = parts[1]
  if (parts.length !== 2 || token === undefined) {
    return json(
      { detail: 'Authorization header must contain two space-delimited values', code: 'bad_authorization_header' },
      { status: 401, headers: WWW_AUTHENTICATE },
    )
  }
  const result = verifyToken(store, token, 'access')
  if (!result.ok) return accessTokenNotValid()
  return { user: result.user, token: result.payload }
}

export interface TempleContext {
  temple: TempleRow
  membership: MembershipRow
}

export const TEMPLE_HEADER = 'X-Temple-ID'

/** The caller's membership of a temple, or undefined. */
export function findMembership(db: Db, userId: number, templeId: number): MembershipRow | undefined {
  return db.memberships.find((m) => m.user_id === userId && m.temple_id === templeId)
}

/**
 * The temple named by the `X-Temple-ID` header and the user's membership of it, or the error:
 * 400 when the header is missing or malformed, 403 when the user does not administer it.
 */
export function templeContext(db: Db, request: Request, user: UserRow): TempleContext | Response {
  const raw = request.headers.get(TEMPLE_HEADER)
  if (raw === null || raw.trim() === '') return detail(400, 'X-Temple-ID header is required.')
  const templeId = parseId(raw.trim())
  if (templeId === null) return detail(400, 'X-Temple-ID header must be a valid temple id.')
  const temple = db.temples.find((t) => t.id === templeId)
  const membership = temple ? findMembership(db, user.id, temple.id) : undefined
  if (!temple || !membership) return permissionDenied('You are not an administrator of this temple.')
  return { temple, membership }
}

/** Whether a membership grants a permission code (administrators have them all). */
export function hasPerm(membership: MembershipRow, code: PermissionCode): boolean {
  return membership.role === 'admin' || membership.permissions.includes(code)
}

/** How long its creator may finish a new offering (time slots, add-on fields, fee split) with add_offering alone. */
export const NEW_OFFERING_WINDOW_SEC = 30 * 60

/**
 * May the caller add parts (time slots, add-on fields, a fee split) to this offering? With
 * change_offering always; with add_offering alone only to an offering they created within the
 * last NEW_OFFERING_WINDOW_SEC, the save steps of "Add offering" (decision 189). Changing or
 * removing an existing part always needs change_offering.
 */
export function mayAddToOffering(ctx: { membership: MembershipRow; user: UserRow }, offering: OfferingRow): boolean {
  if (hasPerm(ctx.membership, 'change_offering')) return true
  if (!hasPerm(ctx.membership, 'add_offering') || offering.created_by !== ctx.user.id) return false
  return Date.now() - Date.parse(offering.created_at) <= NEW_OFFERING_WINDOW_SEC * 1000
}

/** May the caller write an offering's parts at all? Adding one belongs to creating (add, see mayAddToOffering) or editing (change) an offering. */
export function mayWriteOfferingParts(membership: MembershipRow): boolean {
  return hasPerm(membership, 'add_offering') || hasPerm(membership, 'change_offering')
}

/** null when the membership grants the code, else the 403 to send. */
export function requirePerm(membership: MembershipRow, code: PermissionCode): Response | null {
  return hasPerm(membership, code) ? null : permissionDenied()
}

// ---------------------------------------------------------------------------------------------
// Latency
// ---------------------------------------------------------------------------------------------

export type LatencyRange = readonly [min: number, max: number]

/**
 * A latency range written `min-max` (or one number) in milliseconds, e.g. `0-0` or `20-80`;
 * `undefined` when the text is not one, or is over a minute.
 */
export function parseLatency(text: string | null): LatencyRange | undefined {
  const match = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5})\s*)?$/.exec(text ?? '')
  if (!match) return undefined
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  return min <= max && max <= 60_000 ? [min, max] : undefined
}

/** Wait a random time within the range (no-op without a range). */
export async function applyLatency(range: LatencyRange | undefined): Promise<void> {
  if (!range) return
  const [min, max] = range
  const ms = Math.round(min + Math.random() * Math.max(0, max - min))
  if (ms > 0) await delay(ms)
}
