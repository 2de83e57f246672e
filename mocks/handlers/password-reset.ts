/**
 * Password recovery, modelled on Django's reset by uid and token (PasswordResetTokenGenerator):
 *
 * - POST /user/password-reset/ {email} → 200 {detail} whether or not an account has that e-mail
 *   (nothing tells who is registered). A second request for the same e-mail within 60 s → 429
 *   {detail: 'Request was throttled. Expected available in N seconds.'} with Retry-After: N.
 *   For an existing active account a mail with the link {origin}/reset-password?uid=…&token=… is
 *   "sent": the mocked backend sends no mail, it keeps it in an outbox the demo shows.
 * - POST /user/password-reset/check/ {uid, token} → 200 {detail} or 400 {token: ['Invalid value']}:
 *   the reset page checks its link before asking for a password.
 * - POST /user/password-reset/confirm/ {uid, token, new_password} → 200 {detail}; an unknown uid,
 *   a token that is expired (1 hour), used (the token hashes the current password, and a used
 *   one is remembered) or altered → 400 {token: ['Invalid value']}; a short password → 400
 *   {new_password: [...]}. The new password ends every session of the account: each of its
 *   refresh (and access) tokens is revoked, as simplejwt's blacklist would (decision 188).
 * - At most MAX_TOKEN_ATTEMPTS wrong tokens per account (check or confirm): then every link
 *   issued so far is spent → 400 {token: [tooManyAttempts]}, and a new link must be requested.
 * - Mock only: the mail goes to the shared outbox (mocks/mail.ts, GET /__mock__/outbox); POST
 *   /__mock__/expire-reset-links → every link issued so far is expired.
 */
import type { Db, UserRow } from '../db'
import { fieldErrors, json, noContent, readEmailBody, readJsonBody } from '../helpers'
import { type RequestContext, type Route, route } from '../router'
import { sendMail } from '../mail'
import { BodyReader } from '../validation'
import { cyrb53 } from '../hash'
import { revokeUserTokens } from '../auth'

export const RESET_LINK_LIFETIME_SEC = 60 * 60
export const RESET_THROTTLE_SEC = 60
/** Wrong tokens allowed per account before its links are spent (decision 188). */
export const MAX_TOKEN_ATTEMPTS = 5
export const TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Ask for a new link.'
const SENT = 'Password reset e-mail has been sent.'
const DONE = 'Password has been reset with the new password.'
const INVALID = 'Invalid value'

/**
 * Per database (a reset of the mocked backend starts afresh): throttle, used tokens and
 * the links' clock offset. Kept in memory only.
 */
interface ResetState {
  lastRequest: Map<string, number>
  used: Set<string>
  ageOffsetSec: number
  /** Wrong tokens per user id since their links were last spent. */
  failures: Map<number, number>
  /** Per user id: bumped when the wrong tokens spend the links; every token hashes it. */
  generation: Map<number, number>
}
const states = new WeakMap<Db, ResetState>()
function state(db: Db): ResetState {
  let s = states.get(db)
  if (!s) {
    s = { lastRequest: new Map(), used: new Set(), ageOffsetSec: 0, failures: new Map(), generation: new Map() }
    states.set(db, s)
  }
  return s
}

const nowSec = () => Math.floor(Date.now() / 1000)

/** A small non-cryptographic hash: this fake backend holds demo passwords only. */
const hash = (text: string) => cyrb53(text).toString(36)

/** Django's shape: {timestamp base 36}-{hash of user id, current password and timestamp}. */
function makeToken(db: Db, user: UserRow, issuedAt: number): string {
  const ts = issuedAt.toString(36)
  const generation = state(db).generation.get(user.id) ?? 0
  return `${ts}-${hash(`reset|${user.id}|${user.password}|${user.email}|${generation}|${ts}`)}`
}

const encodeUid = (id: number) => btoa(String(id)).replace(/=+$/, '')
function decodeUid(uid: string): number | null {
  try {
    const id = Number(atob(uid))
    return Number.isInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}

/** The account a link resets, or the 400 to answer; a wrong token counts against the account. */
function userForLink(ctx: RequestContext, uid: string, token: string): UserRow | Response {
  const invalid = fieldErrors({ token: [INVALID] })
  const id = decodeUid(uid)
  const user = id === null ? undefined : ctx.db.users.find((u) => u.id === id && u.is_active)
  if (!user) return invalid
  const s = state(ctx.db)
  const [ts] = token.split('-')
  const issuedAt = ts && /^[0-9a-z]+$/.test(ts) ? parseInt(ts, 36) : NaN
  if (!Number.isFinite(issuedAt) || token !== makeToken(ctx.db, user, issuedAt)) {
    const failures = (s.failures.get(user.id) ?? 0) + 1
    if (failures < MAX_TOKEN_ATTEMPTS) {
      s.failures.set(user.id, failures)
      return invalid
    }
    // The links of this account are spent: a new one must be asked for.
    s.failures.delete(user.id)
    s.generation.set(user.id, (s.generation.get(user.id) ?? 0) + 1)
    return fieldErrors({ token: [TOO_MANY_ATTEMPTS] })
  }
  if (nowSec() + s.ageOffsetSec - issuedAt > RESET_LINK_LIFETIME_SEC) return invalid
  if (s.used.has(token)) return invalid
  return user
}

async function requestReset(ctx: RequestContext): Promise<Response> {
  const email = await readEmailBody(ctx.request)
  if (email instanceof Response) return email

  const s = state(ctx.db)
  const key = email.toLowerCase()
  const last = s.lastRequest.get(key)
  const now = Date.now()
  if (last !== undefined && now - last < RESET_THROTTLE_SEC * 1000) {
    const wait = Math.max(1, Math.ceil((last + RESET_THROTTLE_SEC * 1000 - now) / 1000))
    return json(
      { detail: `Request was throttled. Expected available in ${wait} seconds.` },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    )
  }
  s.lastRequest.set(key, now)

  const user = ctx.db.users.find((u) => u.email.toLowerCase() === key && u.is_active)
  if (user) {
    const link = `${ctx.url.origin}/reset-password?uid=${encodeUid(user.id)}&token=${makeToken(ctx.db, user, nowSec())}`
    sendMail(ctx.db, {
      to: user.email,
      subject: 'Reset your password',
      body: `Someone asked to reset the password of ${user.email}. Open this link within an hour to choose a new one: ${link}`,
      kind: 'password-reset',
      link,
    })
  }
  return json({ detail: SENT })
}

function readLink(reader: BodyReader) {
  const uid = reader.string('uid')
  const token = reader.string('token')
  return { uid, token }
}

async function checkLink(ctx: RequestContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const { uid, token } = readLink(reader)
  if (!reader.valid || uid === undefined || token === undefined) return fieldErrors(reader.errors)
  const user = userForLink(ctx, uid, token)
  if (user instanceof Response) return user
  return json({ detail: 'The link is valid.' })
}

async function confirmReset(ctx: RequestContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const { uid, token } = readLink(reader)
  const password = reader.newPassword('new_password')
  if (!reader.valid || uid === undefined || token === undefined || password === undefined) return fieldErrors(reader.errors)
  const user = userForLink(ctx, uid, token)
  if (user instanceof Response) return user
  user.password = password
  state(ctx.db).used.add(token)
  state(ctx.db).failures.delete(user.id)
  // Every session of the account ends: its refresh tokens (and access tokens) stop working.
  revokeUserTokens(ctx.db, user.id)
  ctx.store.save()
  return json({ detail: DONE })
}

function expireLinks(ctx: RequestContext): Response {
  state(ctx.db).ageOffsetSec += RESET_LINK_LIFETIME_SEC + 1
  return noContent()
}

export const passwordResetRoutes: readonly Route[] = [
  route('/user/password-reset/', { POST: requestReset }),
  route('/user/password-reset/check/', { POST: checkLink }),
  route('/user/password-reset/confirm/', { POST: confirmReset }),
  route('/__mock__/expire-reset-links', { POST: expireLinks }),
]
