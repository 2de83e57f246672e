/**
 * Fake JWTs in the shape djangorestframework-simplejwt issues.
 *
 * A token is `base64url(header).base64url(payload).signature`, the payload being
 * `{ token_type, exp, iat, jti, user_id }` (exp/iat in seconds). The "signature" is a keyed hash,
 * not cryptography; it exists so tampered tokens and tokens invalidated in bulk fail:
 * - access tokens are signed with the database's `accessKeyVersion`: bumping it (expireAll...)
 *   invalidates every access token at once;
 * - every token is signed with its user's token version: bumping it (logout) invalidates every
 *   token of that user;
 * - a refresh token is blacklisted by jti once used: refresh ROTATES.
 */
import type { Db, MockStore, UserRow } from './db'
import { cyrb53 } from './hash'

export type TokenType = 'access' | 'refresh'

export interface TokenPayload {
  token_type: TokenType
  exp: number
  iat: number
  jti: string
  user_id: number
}

export interface TokenPair {
  access: string
  refresh: string
}

export type TokenError = 'malformed' | 'bad_signature' | 'expired' | 'wrong_type' | 'blacklisted' | 'unknown_user'

export type VerifyResult = { ok: true; payload: TokenPayload; user: UserRow } | { ok: false; error: TokenError }

const SECRET = 'temple-mock-not-a-secret'
const HEADER = { alg: 'HS256', typ: 'JWT' } as const

// ---------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null
  try {
    const padded = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4)
    const binary = atob(padded)
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

/** cyrb53 as 14 hex digits. */
function hex53(text: string, seed: number): string {
  return cyrb53(text, seed).toString(16).padStart(14, '0')
}

function signingKey(db: Db, payload: TokenPayload): string {
  const userVersion = db.auth.userTokenVersions[String(payload.user_id)] ?? 0
  const keyVersion = payload.token_type === 'access' ? db.auth.accessKeyVersion : (db.auth.refreshKeyVersion ?? 0)
  return `${SECRET}|${payload.token_type}|${keyVersion}|${userVersion}`
}

function sign(key: string, signingInput: string): string {
  const text = `${key}|${signingInput}`
  return base64UrlEncode(`${hex53(text, 1)}${hex53(text, 2)}${hex53(text, 3)}`)
}

function randomJti(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

function isTokenPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false
  const p = value as Record<string, unknown>
  return (
    (p.token_type === 'access' || p.token_type === 'refresh') &&
    typeof p.exp === 'number' &&
    typeof p.iat === 'number' &&
    typeof p.jti === 'string' &&
    typeof p.user_id === 'number'
  )
}

/** Read a token's payload without verifying it (like jwt-decode on the client). */
export function decodeToken(token: string): TokenPayload | null {
  const [, payloadPart] = token.split('.')
  if (payloadPart === undefined) return null
  const json = base64UrlDecode(payloadPart)
  if (json === null) return null
  try {
    const payload: unknown = JSON.parse(json)
    return isTokenPayload(payload) ? payload : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Issue, verify, rotate, revoke
// ---------------------------------------------------------------------------------------------

function issueToken(store: MockStore, userId: number, type: TokenType): string {
  const lifetime = type === 'access' ? store.settings.accessTokenLifetimeSec : store.settings.refreshTokenLifetimeSec
  const iat = nowSeconds()
  const payload: TokenPayload = { token_type: type, exp: iat + lifetime, iat, jti: randomJti(), user_id: userId }
  const signingInput = `${base64UrlEncode(JSON.stringify(HEADER))}.${base64UrlEncode(JSON.stringify(payload))}`
  return `${signingInput}.${sign(signingKey(store.get(), payload), signingInput)}`
}

export function issueTokenPair(store: MockStore, user: UserRow): TokenPair {
  return { access: issueToken(store, user.id, 'access'), refresh: issueToken(store, user.id, 'refresh') }
}

export function verifyToken(store: MockStore, token: string, expectedType: TokenType): VerifyResult {
  const db = store.get()
  const parts = token.split('.')
  const [headerPart, , signature] = parts
  const payload = decodeToken(token)
  if (parts.length !== 3 || headerPart === undefined || signature === undefined || payload === null) {
    return { ok: false, error: 'malformed' }
  }
  const signingInput = token.slice(0, token.lastIndexOf('.'))
  if (sign(signingKey(db, payload), signingInput) !== signature) return { ok: false, error: 'bad_signature' }
  if (payload.exp <= nowSeconds()) return { ok: false, error: 'expired' }
  if (payload.token_type !== expectedType) return { ok: false, error: 'wrong_type' }
  if (db.auth.blacklist.some((entry) => entry.jti === payload.jti)) return { ok: false, error: 'blacklisted' }
  const user = db.users.find((u) => u.id === payload.user_id)
  if (!user || !user.is_active) return { ok: false, error: 'unknown_user' }
  return { ok: true, payload, user }
}

/** Blacklist a token by jti until it would have expired anyway. */
export function blacklistToken(db: Db, payload: TokenPayload): void {
  const now = nowSeconds()
  db.auth.blacklist = db.auth.blacklist.filter((entry) => entry.exp > now)
  db.auth.blacklist.push({ jti: payload.jti, exp: payload.exp })
}

/**
 * Exchange a refresh token for a new pair; the used refresh token is blacklisted.
 * Returns the new pair or the reason the refresh token was refused.
 */
export function rotateRefreshToken(store: MockStore, refresh: string): { ok: true; tokens: TokenPair } | { ok: false; error: TokenError } {
  const result = verifyToken(store, refresh, 'refresh')
  if (!result.ok) return result
  blacklistToken(store.get(), result.payload)
  return { ok: true, tokens: issueTokenPair(store, result.user) }
}

/** Invalidate every token (access and refresh) issued so far to one user. */
export function revokeUserTokens(db: Db, userId: number): void {
  const key = String(userId)
  db.auth.userTokenVersions[key] = (db.auth.userTokenVersions[key] ?? 0) + 1
}

/** Invalidate every access token issued so far; refresh tokens keep working. */
export function expireAllAccessTokens(store: MockStore): void {
  store.get().auth.accessKeyVersion += 1
  store.save()
}

/** Invalidate every refresh token issued so far: the next refresh fails and the session ends. */
export function expireAllRefreshTokens(store: MockStore): void {
  const auth = store.get().auth
  auth.refreshKeyVersion = (auth.refreshKeyVersion ?? 0) + 1
  store.save()
}
