/**
 * Sign-up with an e-mail code (POST /user/v2/create/ and its two follow-ups).
 *
 * - POST /user/v2/create/ {email, password, first_name, last_name, device_id}
 *     → 202 {detail, email, resend_after, expires_in}: a 6-digit code is mailed (the demo shows it).
 *     The address is already registered → 400 {email: [...]}. A sign-up already waiting for its
 *     code is replaced (details and password included) and only the new code works, so whoever
 *     starts a sign-up for someone else's address cannot set her password (decision 188).
 *     A provider-staff caller (JWT with is_staff) creates the account at once → 201 user (the
 *     staff "Create user" card).
 * - POST /user/v2/create/verify/ {email, pin} → 201 {detail, user}: the password is set, the
 *     account exists. A wrong pin → 400 {pin: [...]} (not `code`, which DRF uses for error codes);
 *     after MAX_CODE_ATTEMPTS wrong pins the code is spent → 400 {pin: [tooManyAttempts]} even
 *     for the right one, until a new code is sent; an expired one → 400 {detail,
 *     code: 'code_expired'} and the sign-up is dropped; none waiting → 400 {detail, code: 'signup_missing'}.
 * - POST /user/v2/create/resend/ {email} → 200 {detail, resend_after, expires_in}: a new code;
 *     before the cool-down → 429 {detail, wait}.
 */
import { verifyToken } from '../auth'
import { type SignupRow, type UserRow, insertRow, removeRows } from '../db'
import { created, detail, fieldErrors, json, nowIso, readBody, readEmailBody } from '../helpers'
import { randomCode, sendMail } from '../mail'
import { type RequestContext, type Route, route } from '../router'
import { serializeUser } from '../serializers'

export const SIGNUP_CODE_LIFETIME_SEC = 10 * 60
export const SIGNUP_RESEND_AFTER_SEC = 60
/** Wrong codes allowed per code (decision 188); then a new code is needed. */
export const MAX_CODE_ATTEMPTS = 5

export const SIGNUP_MESSAGES = {
  registered: 'This email is already registered. Sign in or reset your password.',
  sent: (email: string) => `We sent a 6-digit code to ${email}.`,
  resent: (email: string) => `A new code was sent to ${email}.`,
  expired: 'The code has expired. Please sign up again.',
  missing: 'No sign-up is waiting for this email. Please sign up again.',
  wrongCode: 'The code is not correct.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new code.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  passwordSet: 'Your password has been set and your account is ready. Sign in to continue.',
} as const

function findUser(ctx: RequestContext, email: string): UserRow | undefined {
  const needle = email.toLowerCase()
  return ctx.db.users.find((u) => u.email.toLowerCase() === needle)
}

function findSignup(ctx: RequestContext, email: string): SignupRow | undefined {
  const needle = email.toLowerCase()
  return ctx.db.signups.find((s) => s.email.toLowerCase() === needle)
}

function isExpired(signup: SignupRow, now = Date.now()): boolean {
  return Date.parse(signup.code_expires_at) <= now
}

function isStaffCaller(ctx: RequestContext): boolean {
  const header = ctx.request.headers.get('Authorization')?.trim().split(/\s+/)
  if (header?.[0] !== 'JWT' || !header[1]) return false
  const result = verifyToken(ctx.store, header[1], 'access')
  return result.ok && result.user.is_staff
}

/** Issue a fresh code on the sign-up and mail it. */
function sendCode(ctx: RequestContext, signup: SignupRow): void {
  const now = Date.now()
  signup.code = randomCode()
  signup.code_sent_at = new Date(now).toISOString()
  signup.code_expires_at = new Date(now + SIGNUP_CODE_LIFETIME_SEC * 1000).toISOString()
  signup.attempts = 0
  sendMail(ctx.db, {
    to: signup.email,
    kind: 'signup-code',
    subject: 'Your sign-up code',
    body: `Enter ${signup.code} to finish creating your account. The code expires in ${SIGNUP_CODE_LIFETIME_SEC / 60} minutes.`,
    code: signup.code,
  })
}

const timing = { resend_after: SIGNUP_RESEND_AFTER_SEC, expires_in: SIGNUP_CODE_LIFETIME_SEC }

async function start(ctx: RequestContext): Promise<Response> {
  const reader = await readBody(ctx.request)
  if (reader instanceof Response) return reader
  const email = reader.email('email')
  const password = reader.newPassword('password')
  const firstName = reader.string('first_name', { maxLength: 150 })
  const lastName = reader.string('last_name', { maxLength: 150 })
  reader.string('middle_name', { required: false, allowBlank: true, nullable: true, maxLength: 150 })
  reader.string('device_id', { required: false, allowBlank: true, nullable: true })
  const phone = reader.phone('phone', { required: false, nullable: true })
  if (email !== undefined && findUser(ctx, email)) reader.addError('email', SIGNUP_MESSAGES.registered)
  if (!reader.valid || email === undefined || password === undefined) return fieldErrors(reader.errors)

  if (isStaffCaller(ctx)) {
    const user = insertRow(ctx.db, 'users', {
      email,
      password,
      first_name: firstName ?? '',
      last_name: lastName ?? '',
      phone: phone ?? null,
      is_staff: false,
      is_active: true,
      date_joined: nowIso(),
    })
    return created(serializeUser(ctx.urls, user))
  }

  // A new sign-up replaces the one waiting (its password and its code): the code mailed last decides.
  const needle = email.toLowerCase()
  removeRows(ctx.db, 'signups', (s) => s.email.toLowerCase() === needle)
  const signup = insertRow(ctx.db, 'signups', {
    email,
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    password,
    code: '',
    code_sent_at: '',
    code_expires_at: '',
  })
  sendCode(ctx, signup)
  return json({ detail: SIGNUP_MESSAGES.sent(email), email, ...timing }, { status: 202 })
}

async function verify(ctx: RequestContext): Promise<Response> {
  const reader = await readBody(ctx.request)
  if (reader instanceof Response) return reader
  const email = reader.email('email')
  const code = reader.string('pin')
  if (code !== undefined && !/^\d{6}$/.test(code)) reader.addError('pin', 'The length of Pin should be 6 digits')
  if (!reader.valid || email === undefined || code === undefined) return fieldErrors(reader.errors)

  const signup = findSignup(ctx, email)
  if (!signup) return detail(400, SIGNUP_MESSAGES.missing, { code: 'signup_missing' })
  if (isExpired(signup)) {
    removeRows(ctx.db, 'signups', (s) => s.id === signup.id)
    return detail(400, SIGNUP_MESSAGES.expired, { code: 'code_expired' })
  }
  const attempts = signup.attempts ?? 0
  if (attempts >= MAX_CODE_ATTEMPTS) return fieldErrors({ pin: [SIGNUP_MESSAGES.tooManyAttempts] })
  if (signup.code !== code) {
    signup.attempts = attempts + 1
    ctx.store.save()
    return fieldErrors({ pin: [signup.attempts >= MAX_CODE_ATTEMPTS ? SIGNUP_MESSAGES.tooManyAttempts : SIGNUP_MESSAGES.wrongCode] })
  }
  removeRows(ctx.db, 'signups', (s) => s.id === signup.id)
  if (findUser(ctx, signup.email)) return fieldErrors({ email: [SIGNUP_MESSAGES.registered] })
  const user = insertRow(ctx.db, 'users', {
    email: signup.email,
    password: signup.password,
    first_name: signup.first_name,
    last_name: signup.last_name,
    phone: null,
    is_staff: false,
    is_active: true,
    date_joined: nowIso(),
  })
  return created({ detail: SIGNUP_MESSAGES.passwordSet, user: serializeUser(ctx.urls, user) })
}

async function resend(ctx: RequestContext): Promise<Response> {
  const email = await readEmailBody(ctx.request)
  if (email instanceof Response) return email
  const signup = findSignup(ctx, email)
  if (!signup) return detail(400, SIGNUP_MESSAGES.missing, { code: 'signup_missing' })
  const waited = (Date.now() - Date.parse(signup.code_sent_at)) / 1000
  if (waited < SIGNUP_RESEND_AFTER_SEC) {
    const wait = Math.ceil(SIGNUP_RESEND_AFTER_SEC - waited)
    return detail(429, SIGNUP_MESSAGES.wait(wait), { wait })
  }
  sendCode(ctx, signup)
  return json({ detail: SIGNUP_MESSAGES.resent(signup.email), ...timing })
}

export const signUpRoutes: readonly Route[] = [
  route('/user/v2/create/', { POST: start }),
  route('/user/v2/create/verify/', { POST: verify }),
  route('/user/v2/create/resend/', { POST: resend }),
]
