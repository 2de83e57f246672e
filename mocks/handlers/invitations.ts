/**
 * Invitations to administer a temple.
 *
 * - POST /temple/t-admin/admins/invite-user/ {email, role='staff'} (add_user, X-Temple-ID)
 *     → 201 {email, role, expires_at}; mails a one-time link `{app}/user-invitation?token=…`.
 *     Inviting the same address again replaces the open invitation (the old link stops working).
 * - GET  /temple/t-admin/admins/invite/?token=… (public)
 *     → 200 {email, user_exists, accept, reject, temple_name, role} for an open invitation,
 *       200 {} for a token that is unknown, used or expired; 400 without a token.
 * - POST /temple/t-admin/admins/accept-invite/?token=… (public; the token is the credential)
 *     → 200 {detail, temple}: the user with the invited e-mail joins the temple with the role.
 * - POST /temple/t-admin/admins/reject-invite/?token=… (public) → 200 {detail}
 * - POST /temple/t-admin/admins/invite/create-account/?token=… (public)
 *     {email, password, confirm_password, first_name, last_name} → 201 user. The e-mail must be
 *     the invited one; the token proves the mailbox, so no sign-up code is needed.
 *
 * Tokens expire after INVITATION_LIFETIME_DAYS and work once.
 */
import { insertRow, type InvitationRow, type MembershipRole } from '../db'
import { created, detail, fieldErrors, json, nowIso, readJsonBody } from '../helpers'
import { appOrigin, randomToken, sendMail } from '../mail'
import { type RequestContext, type Route, type TempleRequestContext, route, withTemple } from '../router'
import { serializeUser } from '../serializers'
import { BodyReader } from '../validation'

export const INVITATION_LIFETIME_DAYS = 7
const ROLES: readonly MembershipRole[] = ['staff', 'admin']
const MIN_PASSWORD_LENGTH = 8

export const INVITATION_MESSAGES = {
  invalid: 'Invalid invitation link',
  alreadyMember: 'This user is already a member of this temple.',
  noAccount: 'Create an account for this e-mail address first.',
  accepted: 'Invitation accepted.',
  rejected: 'Invitation rejected.',
  emailMismatch: 'Use the e-mail address the invitation was sent to.',
  emailTaken: 'user with this email address already exists.',
  passwordsMatch: 'Passwords must match',
} as const

function isOpen(invitation: InvitationRow, now = Date.now()): boolean {
  return invitation.used_at === null && Date.parse(invitation.expires_at) > now
}

/** The open invitation of the request's ?token, or undefined. */
function openInvitation(ctx: RequestContext): InvitationRow | undefined {
  const token = ctx.url.searchParams.get('token')
  if (!token) return undefined
  const invitation = ctx.db.invitations.find((i) => i.token === token)
  return invitation && isOpen(invitation) ? invitation : undefined
}

function findUser(ctx: RequestContext, email: string) {
  const needle = email.toLowerCase()
  return ctx.db.users.find((u) => u.email.toLowerCase() === needle)
}

function inviteLinks(ctx: RequestContext, token: string) {
  const query = `?token=${encodeURIComponent(token)}`
  return {
    accept: ctx.urls.api(`/temple/t-admin/admins/accept-invite/${query}`),
    reject: ctx.urls.api(`/temple/t-admin/admins/reject-invite/${query}`),
  }
}

async function inviteUser(ctx: TempleRequestContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const email = reader.email('email')
  const role = reader.has('role') ? reader.choice('role', ROLES) : 'staff'
  if (email !== undefined) {
    const user = findUser(ctx, email)
    if (user && ctx.db.memberships.some((m) => m.user_id === user.id && m.temple_id === ctx.temple.id)) {
      reader.addError('email', INVITATION_MESSAGES.alreadyMember)
    }
  }
  if (role === 'admin' && ctx.membership.role !== 'admin') {
    reader.addError('role', 'Only an administrator can invite an administrator.')
  }
  if (!reader.valid || email === undefined || role === undefined) return fieldErrors(reader.errors)

  const now = nowIso()
  for (const open of ctx.db.invitations) {
    if (open.temple_id === ctx.temple.id && open.email.toLowerCase() === email.toLowerCase() && isOpen(open)) {
      open.used_at = now
      open.outcome = 'replaced'
    }
  }
  const token = randomToken()
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_DAYS * 24 * 3600 * 1000).toISOString()
  insertRow(ctx.db, 'invitations', {
    temple_id: ctx.temple.id,
    email,
    role,
    token,
    invited_by: ctx.user.id,
    created_at: now,
    expires_at: expiresAt,
    used_at: null,
    outcome: null,
  })
  const link = `${appOrigin(ctx.request)}/user-invitation?token=${token}`
  sendMail(ctx.db, {
    to: email,
    kind: 'invitation',
    subject: `You are invited to help run ${ctx.temple.name}`,
    body: `${ctx.user.first_name} ${ctx.user.last_name} invited you to join ${ctx.temple.name} as ${role === 'admin' ? 'an administrator' : 'a moderator'}. The link works once and expires in ${INVITATION_LIFETIME_DAYS} days.`,
    link,
  })
  return created({ email, role, expires_at: expiresAt })
}

function lookup(ctx: RequestContext): Response {
  if (!ctx.url.searchParams.get('token')) return fieldErrors({ token: ['This field is required.'] })
  const invitation = openInvitation(ctx)
  if (!invitation) return json({})
  const temple = ctx.db.temples.find((t) => t.id === invitation.temple_id)
  return json({
    email: invitation.email,
    user_exists: findUser(ctx, invitation.email) !== undefined,
    ...inviteLinks(ctx, invitation.token),
    temple_name: temple?.name ?? '',
    role: invitation.role,
  })
}

function accept(ctx: RequestContext): Response {
  const invitation = openInvitation(ctx)
  if (!invitation) return detail(400, INVITATION_MESSAGES.invalid)
  const user = findUser(ctx, invitation.email)
  if (!user) return detail(400, INVITATION_MESSAGES.noAccount)
  const existing = ctx.db.memberships.find((m) => m.user_id === user.id && m.temple_id === invitation.temple_id)
  if (!existing) {
    insertRow(ctx.db, 'memberships', {
      temple_id: invitation.temple_id,
      user_id: user.id,
      role: invitation.role,
      permissions: [],
      created_at: nowIso(),
    })
  }
  invitation.used_at = nowIso()
  invitation.outcome = 'accepted'
  return json({ detail: INVITATION_MESSAGES.accepted, temple: ctx.urls.temple(invitation.temple_id) })
}

function reject(ctx: RequestContext): Response {
  const invitation = openInvitation(ctx)
  if (!invitation) return detail(400, INVITATION_MESSAGES.invalid)
  invitation.used_at = nowIso()
  invitation.outcome = 'rejected'
  return json({ detail: INVITATION_MESSAGES.rejected })
}

async function createAccount(ctx: RequestContext): Promise<Response> {
  const invitation = openInvitation(ctx)
  if (!invitation) return detail(400, INVITATION_MESSAGES.invalid)
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const email = reader.email('email')
  const password = reader.string('password', { trim: false })
  const confirm = reader.string('confirm_password', { trim: false })
  const firstName = reader.string('first_name', { maxLength: 150 })
  const lastName = reader.string('last_name', { maxLength: 150 })
  if (email !== undefined && email.toLowerCase() !== invitation.email.toLowerCase()) {
    reader.addError('email', INVITATION_MESSAGES.emailMismatch)
  } else if (email !== undefined && findUser(ctx, email)) {
    reader.addError('email', INVITATION_MESSAGES.emailTaken)
  }
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    reader.addError('password', `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  if (password !== undefined && confirm !== undefined && password !== confirm) {
    reader.addError('confirm_password', INVITATION_MESSAGES.passwordsMatch)
  }
  if (!reader.valid || email === undefined || password === undefined) return fieldErrors(reader.errors)
  const user = insertRow(ctx.db, 'users', {
    email: invitation.email,
    password,
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    phone: null,
    is_staff: false,
    is_active: true,
    date_joined: nowIso(),
  })
  return created(serializeUser(ctx.urls, user))
}

export const invitationRoutes: readonly Route[] = [
  route('/temple/t-admin/admins/invite-user/', { POST: withTemple('add_user', inviteUser) }),
  route('/temple/t-admin/admins/invite/', { GET: lookup }),
  route('/temple/t-admin/admins/invite/create-account/', { POST: createAccount }),
  route('/temple/t-admin/admins/accept-invite/', { POST: accept }),
  route('/temple/t-admin/admins/reject-invite/', { POST: reject }),
]
