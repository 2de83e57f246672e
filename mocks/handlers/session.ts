/**
 * Session and current user: login, token refresh (rotating), logout, GET/PATCH /user/.
 * Sign-up (POST /user/v2/create/ and its code step) lives in sign-up.ts.
 */
import { blacklistToken, issueTokenPair, rotateRefreshToken, verifyToken } from '../auth'
import type { UserRow } from '../db'
import { detail, fieldErrors, json, noContent, readJsonBody } from '../helpers'
import { type RequestContext, type Route, type UserContext, route, withUser } from '../router'
import { serializeUser } from '../serializers'
import { BodyReader } from '../validation'

const INVALID_CREDENTIALS = 'No active account found with the given credentials'

function findUserByEmail(ctx: RequestContext, email: string): UserRow | undefined {
  const needle = email.toLowerCase()
  return ctx.db.users.find((u) => u.email.toLowerCase() === needle)
}

/** POST /user/v2/auth/ {email, password, device_id} → {jwt: {access, refresh}, user} */
async function login(ctx: RequestContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const email = reader.string('email')
  const password = reader.string('password', { trim: false })
  reader.string('device_id', { required: false, allowBlank: true, nullable: true })
  if (!reader.valid || email === undefined || password === undefined) return fieldErrors(reader.errors)

  const user = findUserByEmail(ctx, email)
  if (!user || !user.is_active || user.password !== password) return detail(401, INVALID_CREDENTIALS)
  return json({ jwt: issueTokenPair(ctx.store, user), user: serializeUser(ctx.urls, user) })
}

/** The `refresh` field of a JSON body (refresh, logout), or the 400 DRF would answer. */
async function readRefreshToken(ctx: RequestContext): Promise<string | Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const token = reader.string('refresh')
  return !reader.valid || token === undefined ? fieldErrors(reader.errors) : token
}

/** POST /user/v2/auth/refresh/ {refresh} → {access, refresh}; the old refresh token is blacklisted. */
async function refresh(ctx: RequestContext): Promise<Response> {
  const token = await readRefreshToken(ctx)
  if (token instanceof Response) return token

  const result = rotateRefreshToken(ctx.store, token)
  if (!result.ok) {
    const message = result.error === 'blacklisted' ? 'Token is blacklisted' : 'Token is invalid or expired'
    return detail(401, message, { code: 'token_not_valid' })
  }
  return json(result.tokens)
}

/**
 * DELETE /user/logout/ {refresh} → 204. Blacklists the refresh token it is given, as
 * djangorestframework-simplejwt's blacklist does: only that token. The caller's access token keeps
 * working until it expires (it is short-lived), and the user's other sessions are left alone.
 * 400 when the token is missing, not a valid refresh token, already revoked or another user's.
 */
async function logout(ctx: UserContext): Promise<Response> {
  const token = await readRefreshToken(ctx)
  if (token instanceof Response) return token
  const result = verifyToken(ctx.store, token, 'refresh')
  if (!result.ok || result.user.id !== ctx.user.id) return fieldErrors({ refresh: ['Token is invalid or expired'] })
  blacklistToken(ctx.db, result.payload)
  return noContent()
}

function me(ctx: UserContext): Response {
  return json(serializeUser(ctx.urls, ctx.user))
}

/** PATCH /user/ {first_name, last_name, phone}; other fields are read-only and ignored. */
async function updateMe(ctx: UserContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial: true })
  const firstName = reader.string('first_name', { maxLength: 150 })
  const lastName = reader.string('last_name', { maxLength: 150 })
  const phone = reader.phone('phone', { nullable: true })
  if (!reader.valid) return fieldErrors(reader.errors)

  if (firstName !== undefined) ctx.user.first_name = firstName
  if (lastName !== undefined) ctx.user.last_name = lastName
  if (phone !== undefined) ctx.user.phone = phone
  return json(serializeUser(ctx.urls, ctx.user))
}

export const sessionRoutes: readonly Route[] = [
  route(
    '/user/v2/auth/',
    { POST: login },
    {
      POST: {
        summary: 'Sign in: a JWT pair and the user',
        body: { email: 'string, required', password: 'string, required', device_id: 'string, optional' },
        exampleBody: { email: 'admin@example.com', password: 'Admin@123', device_id: 'docs' },
      },
    },
  ),
  route(
    '/user/v2/auth/refresh/',
    { POST: refresh },
    {
      POST: { summary: 'New access and refresh tokens; the used refresh token is blacklisted', body: { refresh: 'string, required' } },
    },
  ),
  route(
    '/user/logout/',
    { DELETE: withUser(logout) },
    { DELETE: { summary: 'Sign out: the refresh token given is blacklisted', body: { refresh: 'string, required' } } },
  ),
  route('/user/', { GET: withUser(me), PATCH: withUser(updateMe) }),
]
