import { msg, t, translatesAs, translateText, type MessageKey } from '../i18n'

// The client's own texts; shown translated through describeError / translateText.
export const SERVER_ERROR_DETAIL = translatesAs('500 Internal Server Error Occured', msg('common.errors.server'))
export const UNKNOWN_ERROR = translatesAs('Unknown Error', msg('common.errors.unknown'))
export const SESSION_ENDED_DETAIL = translatesAs('Your session has ended. Please sign in again.', msg('common.errors.sessionEnded'))
/** A developer's mistake (a call without its id), not shown as such to users. */
export const IDENTIFIER_NOT_PROVIDED = 'Identifier not provided'

// A 4xx whose body is not JSON (a proxy's or a web server's HTML page) is never shown: a message
// from the status instead. The body's detail is the message's key, which the display translates.
const STATUS_TEXTS: Record<number, MessageKey> = {
  404: msg('common.errors.notFound'),
  413: msg('common.errors.tooLarge'),
}

/** The message (its key) shown for a failed answer whose body the app cannot read. */
export function statusText(status: number): MessageKey {
  return STATUS_TEXTS[status] ?? msg('common.errors.otherStatus')
}

/** A camelCased error body as the server wrote it (DRF shapes), or a plain string. */
export type ErrorBody = string | Record<string, unknown> | unknown[] | null

/** Every failed call reaches its caller as one of these. */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorBody
  readonly code: string | undefined
  /** The server did not take the session's credentials (see `isSignInRefused`). */
  readonly refused: boolean

  constructor(status: number, body: ErrorBody, refused = false) {
    super(errorMessage(body))
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.code = body && typeof body === 'object' && !Array.isArray(body) && typeof body.code === 'string' ? body.code : undefined
    this.refused = refused
  }
}

/**
 * 412 Precondition Failed: the record changed since the app read it (its `If-Match` named an older
 * version). Carries the record as it now is and its version, so the form can show both.
 */
export class ConflictError extends ApiError {
  /** The record as stored now (camelCased), when the server sent it. */
  readonly current: unknown
  /** The current version (the answer's ETag), to send with the next try. */
  readonly version: string | null

  constructor(body: ErrorBody, version: string | null) {
    super(412, body)
    this.name = 'ConflictError'
    this.current = body && typeof body === 'object' && !Array.isArray(body) ? body.current : undefined
    this.version = version
  }
}

export function isConflictError(error: unknown): error is ConflictError {
  return error instanceof ConflictError
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The server could not be reached: no answer at all, or one the browser would not hand over (a
 * CORS refusal looks the same to the page). A TypeError, as fetch's own network failure is.
 */
export class UnreachableError extends TypeError {
  override name = 'UnreachableError'
}

/**
 * The server did not accept the credentials the app sends: a 401 that is not an expired token
 * (another header type, an unknown or inactive user), or a call every signed-in user may make
 * refused (marked by the session).
 */
export function isSignInRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.refused || (error.status === 401 && error.code !== 'token_not_valid'))
}

/**
 * The display rule: a string as is; `detail`; `nonFieldErrors` joined by a comma;
 * anything else 'Unknown Error'.
 */
export function errorMessage(body: unknown): string {
  if (body instanceof ApiError) return errorMessage(body.body)
  if (typeof body === 'string') return body
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    if (typeof record.detail === 'string') return record.detail
    if (Array.isArray(record.nonFieldErrors)) return record.nonFieldErrors.map(String).join(',')
    if (typeof record.nonFieldErrors === 'string') return record.nonFieldErrors
  }
  return UNKNOWN_ERROR
}

/** The message to show for any thrown value (network failures included), in the active language; a server's own message as it came. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return translateText(error.message)
  if (error instanceof TypeError) return t('common.errors.network')
  if (error instanceof Error && error.name === 'TimeoutError') return t('common.errors.timeout')
  return t('common.errors.unknown')
}

/**
 * Field-keyed messages of a DRF validation body, first message per field: `{ name: ['…'] }` gives
 * `name`; nested serializers (`address: { pincode: ['…'] }`, `bankMeta: { ifsc: ['…'] }`) give
 * dotted paths (`address.pincode`), lists of objects give indexed ones (`times.1.startTime`).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  // Only a server's answer (or a bare body) holds field errors: a network failure's own properties
  // (its `cause`) are not fields.
  const body = error instanceof ApiError ? error.body : error instanceof Error ? null : error
  const out: Record<string, string> = {}
  if (!body || typeof body !== 'object' || Array.isArray(body)) return out
  collectFieldErrors(body as Record<string, unknown>, '', out)
  return out
}

const NOT_FIELDS = new Set(['detail', 'nonFieldErrors', 'code', 'messages'])

function collectFieldErrors(body: Record<string, unknown> | unknown[], prefix: string, out: Record<string, string>) {
  for (const [key, value] of Object.entries(body)) {
    if (!prefix && NOT_FIELDS.has(key)) continue
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else if (Array.isArray(value) && value.length && value.every((item) => typeof item === 'string')) out[path] = value.join(' ')
    else if (value && typeof value === 'object') collectFieldErrors(value as Record<string, unknown>, path, out)
  }
}
