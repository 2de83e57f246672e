/**
 * Staff's people: users searched by e-mail or phone and created (with sign-up's password rule), and
 * temple admins listed by temple, created, given another role and deleted; the last administrator
 * of a temple can be neither demoted nor removed (400 non_field_errors, as the temple's own
 * members page).
 */
import type { z } from 'zod'
import type { TempleAdmin } from '../../../contract/staff'
import type { UserBrief } from '../../../contract/users'
import { insertRow, removeRows } from '../../db'
import {
  created,
  fieldErrors,
  icontains,
  json,
  noContent,
  nonFieldErrors,
  notFound,
  nowIso,
  paginate,
  parseId,
  readJsonBody,
  readPatchBody,
} from '../../helpers'
import { type Route, type UserContext, idParam, route } from '../../router'
import type { MembershipRow, UserRow } from '../../schema'
import { fullName, memberUser } from '../../serializers'
import { BodyReader, type FieldErrors } from '../../validation'
import { MEMBERSHIP_MESSAGES, isLastAdmin } from '../temple-admins'
import { STAFF, adminUrl, withStaff } from './access'

const ADMIN_ROLES = ['administrator', 'manager'] as const
type AdminRole = (typeof ADMIN_ROLES)[number]
/** A manager added by staff may view every section; the temple's administrators widen it. */
const MANAGER_PERMISSIONS = ['view_temple', 'view_deity', 'view_offering', 'view_donation', 'view_order'] as const

function serializeAdmin(ctx: UserContext, membership: MembershipRow): z.output<typeof TempleAdmin> {
  return {
    id: membership.id,
    url: adminUrl(ctx.urls, membership.id),
    temple: membership.temple_id,
    role: (membership.role === 'admin' ? 'administrator' : 'manager') satisfies AdminRole,
    user: memberUser(ctx.db, membership.user_id),
  }
}

function serializeUserBrief(user: UserRow): z.output<typeof UserBrief> {
  return { id: user.id, full_name: fullName(user), email: user.email, phone: user.phone }
}

/** GET user/?search= : users whose e-mail or phone contains the text (digits compared alone). */
function searchUsers(ctx: UserContext): Response {
  const search = ctx.url.searchParams.get('search')?.trim() ?? ''
  if (search.length < 2) return paginate(ctx.request, [], serializeUserBrief)
  const digits = search.replace(/\D/g, '')
  const rows = ctx.db.users
    .filter((u) => u.is_active)
    .filter((u) => icontains(u.email, search) || (digits.length >= 3 && (u.phone ?? '').replace(/\D/g, '').includes(digits)))
    .sort((a, b) => a.id - b.id)
  return paginate(ctx.request, rows, serializeUserBrief)
}

/** POST user/ {first_name, middle_name, last_name, email, password, confirm_password, device_id}. */
async function createUser(ctx: UserContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const firstName = reader.string('first_name', { maxLength: 150 })
  const middleName = reader.string('middle_name', { required: false, allowBlank: true, nullable: true, maxLength: 150 })
  const lastName = reader.string('last_name', { maxLength: 150 })
  const email = reader.email('email')
  const password = reader.newPassword('password')
  const confirm = reader.string('confirm_password', { trim: false })
  reader.string('device_id', { required: false, allowBlank: true, nullable: true })
  if (password !== undefined && confirm !== undefined && password !== confirm) reader.addError('confirm_password', 'Passwords must match')
  if (email !== undefined && ctx.db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
    reader.addError('email', 'user with this email address already exists.')
  }
  if (!reader.valid || !email || !password) return fieldErrors(reader.errors)
  const user = insertRow(ctx.db, 'users', {
    email,
    password,
    first_name: [firstName, middleName].filter(Boolean).join(' '),
    last_name: lastName ?? '',
    phone: null,
    is_staff: false,
    is_active: true,
    date_joined: nowIso(),
  })
  return created(serializeUserBrief(user))
}

// ---------------------------------------------------------------------------------------------
// Temple admins
// ---------------------------------------------------------------------------------------------

/** GET temple-admin/?temple={id} */
function listAdmins(ctx: UserContext): Response {
  const templeId = parseId(ctx.url.searchParams.get('temple'))
  if (templeId === null) return fieldErrors({ temple: ['This field is required.'] })
  const rows = ctx.db.memberships.filter((m) => m.temple_id === templeId).sort((a, b) => a.id - b.id)
  return paginate(ctx.request, rows, (m) => serializeAdmin(ctx, m))
}

function membershipRole(role: AdminRole): MembershipRow['role'] {
  return role === 'administrator' ? 'admin' : 'staff'
}

/** POST temple-admin/ {temple, user, role} */
async function createAdmin(ctx: UserContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const templeId = reader.integer('temple', { min: 1 })
  const userId = reader.integer('user', { min: 1 })
  const role = reader.choice('role', ADMIN_ROLES)
  const errors: FieldErrors = {}
  if (templeId !== undefined && !ctx.db.temples.some((t) => t.id === templeId))
    errors.temple = [`Invalid pk "${templeId}" - object does not exist.`]
  if (userId !== undefined && !ctx.db.users.some((u) => u.id === userId)) errors.user = [`Invalid pk "${userId}" - object does not exist.`]
  if (!reader.valid || Object.keys(errors).length > 0) return fieldErrors({ ...reader.errors, ...errors })
  if (ctx.db.memberships.some((m) => m.temple_id === templeId && m.user_id === userId)) {
    return fieldErrors({ non_field_errors: ['This user is already linked to the temple.'] })
  }
  const membership = insertRow(ctx.db, 'memberships', {
    temple_id: templeId as number,
    user_id: userId as number,
    role: membershipRole(role as AdminRole),
    permissions: role === 'manager' ? [...MANAGER_PERMISSIONS] : [],
    created_at: nowIso(),
  })
  return created(serializeAdmin(ctx, membership))
}

function findAdmin(ctx: UserContext): MembershipRow | undefined {
  const id = idParam(ctx)
  return ctx.db.memberships.find((m) => m.id === id)
}

/** PATCH temple-admin/{id}/ {role} */
async function updateAdmin(ctx: UserContext): Promise<Response> {
  const membership = findAdmin(ctx)
  if (!membership) return notFound()
  const reader = await readPatchBody(ctx.request)
  if (reader instanceof Response) return reader
  const role = reader.choice('role', ADMIN_ROLES)
  if (!reader.valid) return fieldErrors(reader.errors)
  if (role === 'manager' && isLastAdmin(ctx.db, membership)) return nonFieldErrors(MEMBERSHIP_MESSAGES.lastAdmin)
  if (role !== undefined) {
    membership.role = membershipRole(role)
    membership.permissions = role === 'manager' ? [...MANAGER_PERMISSIONS] : []
  }
  return json(serializeAdmin(ctx, membership))
}

function deleteAdmin(ctx: UserContext): Response {
  const membership = findAdmin(ctx)
  if (!membership) return notFound()
  if (isLastAdmin(ctx.db, membership)) return nonFieldErrors(MEMBERSHIP_MESSAGES.lastAdmin)
  removeRows(ctx.db, 'memberships', (m) => m.id === membership.id)
  return noContent()
}

export const staffPeopleRoutes: readonly Route[] = [
  route(`${STAFF}/user/`, { GET: withStaff(searchUsers), POST: withStaff(createUser) }),
  route(`${STAFF}/temple-admin/`, { GET: withStaff(listAdmins), POST: withStaff(createAdmin) }),
  route(`${STAFF}/temple-admin/:id/`, { PATCH: withStaff(updateAdmin), DELETE: withStaff(deleteAdmin) }),
]
