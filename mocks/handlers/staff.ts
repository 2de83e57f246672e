/**
 * The provider staff's API (/temple/staff/...): every endpoint answers 403 to a user whose
 * `is_staff` is off, whatever role the browser thinks it has.
 *
 * Temples: list and search (query, name, is_active, ordering o; nothing else filters, as the spec's
 * backend), retrieve,
 * PATCH of the compliance fields, DELETE, approve / disapprove, send-consolidation and
 * cleanup-and-reset, plus the temple's offering categories, deities and offerings (read-only).
 * Bank accounts: list (is_active, o), retrieve, PATCH (merchant_id, is_active), approve /
 * disapprove. Users: search by e-mail or phone, create (with sign-up's password rule). Temple
 * admins: list by temple, create, change role, delete; the last administrator of a temple can be
 * neither demoted nor removed (400 non_field_errors, as the temple's own members page).
 */
import { insertRow, removeRows } from '../db'
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
  permissionDenied,
  readJsonBody,
} from '../helpers'
import { type Route, type UserContext, idParam, route, withUser, type Resolver } from '../router'
import type { BankAccountRow, MembershipRow, TempleRow, UserRow } from '../schema'
import { RESET_MODULES } from '../schema'
import { fullName, serializeDeity, serializeOffering, serializeOfferingCategory, serializeTemple } from '../serializers'
import type { Urls } from '../urls'
import { BodyReader, type FieldErrors } from '../validation'
import { MEMBERSHIP_MESSAGES, isLastAdmin } from './temple-admins'

import type { z } from 'zod'
import type { StaffBankAccount, StaffTemple, TempleAdmin } from '../../contract/staff'
import type { UserBrief } from '../../contract/users'

const STAFF = '/temple/staff'
/** Page size of the staff approval tables when the client does not ask for one. */
export const STAFF_PAGE_SIZE = 10
const MERCHANT_REQUIRED = 'Merchant Id is required'
const TDS_CHOICES = [0, 1, 5, 20] as const

/** Require a valid token and a staff user (403 otherwise). */
export function withStaff(resolver: Resolver<UserContext>): Resolver {
  return withUser((ctx) => (ctx.user.is_staff ? resolver(ctx) : permissionDenied()))
}

// ---------------------------------------------------------------------------------------------
// Serializers (staff urls, so `{url}approve/` and friends resolve here)
// ---------------------------------------------------------------------------------------------

const templeUrl = (urls: Urls, id: number) => urls.api(`${STAFF}/temple/${id}/`)
const bankUrl = (urls: Urls, id: number) => urls.api(`${STAFF}/bank-account/${id}/`)
const adminUrl = (urls: Urls, id: number) => urls.api(`${STAFF}/temple-admin/${id}/`)

function serializeStaffTemple(ctx: UserContext, temple: TempleRow): z.output<typeof StaffTemple> {
  const account = ctx.db.bankAccounts.find((a) => a.temple_id === temple.id)
  // The staff view names the images displayImg and coverImg (the spec's staff temple).
  const { images, ...rest } = serializeTemple(ctx.urls, temple)
  return {
    ...rest,
    display_img: images.display,
    cover_img: images.cover,
    url: templeUrl(ctx.urls, temple.id),
    bank_account_url: account ? bankUrl(ctx.urls, account.id) : null,
  }
}

function serializeStaffBank(ctx: UserContext, account: BankAccountRow): z.output<typeof StaffBankAccount> {
  const temple = ctx.db.temples.find((t) => t.id === account.temple_id)
  return {
    id: account.id,
    url: bankUrl(ctx.urls, account.id),
    acc_name: account.acc_name,
    acc_number: account.acc_number,
    ifsc: account.ifsc,
    branch_name: account.branch_name,
    cancelled_cheque: ctx.urls.media(account.cancelled_cheque),
    merchant_id: account.merchant_id,
    is_active: account.is_active,
    updated_at: account.updated_at,
    temple: { id: account.temple_id, url: templeUrl(ctx.urls, account.temple_id), name: temple?.name ?? '' },
  }
}

const ADMIN_ROLES = ['administrator', 'manager'] as const
type AdminRole = (typeof ADMIN_ROLES)[number]
/** A manager added by staff may view every section; the temple's administrators widen it. */
const MANAGER_PERMISSIONS = ['view_temple', 'view_deity', 'view_offering', 'view_donation', 'view_order'] as const

function serializeAdmin(ctx: UserContext, membership: MembershipRow): z.output<typeof TempleAdmin> {
  const user = ctx.db.users.find((u) => u.id === membership.user_id)
  return {
    id: membership.id,
    url: adminUrl(ctx.urls, membership.id),
    temple: membership.temple_id,
    role: (membership.role === 'admin' ? 'administrator' : 'manager') satisfies AdminRole,
    user: {
      id: membership.user_id,
      full_name: user ? fullName(user) : '',
      email: user?.email ?? '',
      phone: user?.phone ?? null,
    },
  }
}

function serializeUserBrief(user: UserRow): z.output<typeof UserBrief> {
  return { id: user.id, full_name: fullName(user), email: user.email, phone: user.phone }
}

// ---------------------------------------------------------------------------------------------
// Temples
// ---------------------------------------------------------------------------------------------

const TEMPLE_ORDERINGS: Record<string, (a: TempleRow, b: TempleRow) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
}

function byOrdering<T>(raw: string | null, orderings: Record<string, (a: T, b: T) => number>, fallback: string) {
  const value = raw && orderings[raw.replace(/^-/, '')] ? raw : fallback
  const compare = orderings[value.replace(/^-/, '')] as (a: T, b: T) => number
  return value.startsWith('-') ? (a: T, b: T) => compare(b, a) : compare
}

function booleanParam(value: string | null): boolean | undefined {
  if (value === 'true' || value === 'True' || value === '1') return true
  if (value === 'false' || value === 'False' || value === '0') return false
  return undefined
}

/** GET temple/?query=&name=&is_active=&o= (an unknown parameter such as approval_status is ignored). */
function listTemples(ctx: UserContext): Response {
  const params = ctx.url.searchParams
  const query = params.get('query')?.trim() ?? ''
  const name = params.get('name')?.trim() ?? ''
  const active = booleanParam(params.get('is_active'))
  const rows = ctx.db.temples
    .filter((t) => {
      if (name && !icontains(t.name, name)) return false
      if (query && ![t.name, t.address.city, t.address.district, t.email, t.slug].some((v) => icontains(v, query))) return false
      if (active !== undefined && t.is_active !== active) return false
      return true
    })
    .sort(byOrdering(params.get('o'), TEMPLE_ORDERINGS, '-id'))
  return paginate(ctx.request, rows, (t) => serializeStaffTemple(ctx, t))
}

function findTemple(ctx: UserContext): TempleRow | undefined {
  const id = idParam(ctx)
  return ctx.db.temples.find((t) => t.id === id)
}

function retrieveTemple(ctx: UserContext): Response {
  const temple = findTemple(ctx)
  return temple ? json(serializeStaffTemple(ctx, temple)) : notFound()
}

/** PATCH the compliance fields: tds, commission_percent, commission_min, commission_max, slug. */
async function updateTemple(ctx: UserContext): Promise<Response> {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial: true })
  const tds = reader.integer('tds')
  if (tds !== undefined && !(TDS_CHOICES as readonly number[]).includes(tds)) reader.addError('tds', `"${tds}" is not a valid choice.`)
  // DecimalField(max_digits=5 / 10, decimal_places=2): no hex, no float text, stored as "2.50".
  const percent = reader.decimal('commission_percent', { nullable: true, min: 0, max: 100, maxDigits: 5 })
  const min = reader.decimal('commission_min', { nullable: true, min: 0 })
  const max = reader.decimal('commission_max', { nullable: true, min: 0 })
  const slug = reader.string('slug', { maxLength: 100 })
  if (slug !== undefined && !/^[-a-zA-Z0-9_]+$/.test(slug)) {
    reader.addError('slug', 'Enter a valid “slug” consisting of letters, numbers, underscores or hyphens.')
  } else if (slug !== undefined && ctx.db.temples.some((t) => t.slug === slug && t.id !== temple.id)) {
    reader.addError('slug', 'temple with this slug already exists.')
  }
  const effectiveMin = min === undefined ? temple.commission_min : min
  const effectiveMax = max === undefined ? temple.commission_max : max
  if (effectiveMin !== null && effectiveMax !== null && Number(effectiveMax) < Number(effectiveMin)) {
    reader.addError('commission_max', 'Ensure this value is greater than or equal to commission_min.')
  }
  if (!reader.valid) return fieldErrors(reader.errors)
  if (tds !== undefined) temple.tds = tds
  if (percent !== undefined) temple.commission_percent = percent
  if (min !== undefined) temple.commission_min = min
  if (max !== undefined) temple.commission_max = max
  if (slug !== undefined) temple.slug = slug
  return json(serializeStaffTemple(ctx, temple))
}

/** DELETE a temple and everything that belongs to it. */
function deleteTemple(ctx: UserContext): Response {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  const id = temple.id
  removeRows(ctx.db, 'temples', (t) => t.id === id)
  removeRows(ctx.db, 'memberships', (m) => m.temple_id === id)
  removeRows(ctx.db, 'bankAccounts', (a) => a.temple_id === id)
  const offeringIds = new Set(ctx.db.offerings.filter((o) => o.temple_id === id).map((o) => o.id))
  removeRows(ctx.db, 'offerings', (o) => o.temple_id === id)
  removeRows(ctx.db, 'offeringTimes', (t) => offeringIds.has(t.offering_id))
  removeRows(ctx.db, 'offeringAddons', (a) => offeringIds.has(a.offering_id))
  removeRows(ctx.db, 'offeringCategories', (c) => c.temple_id === id)
  removeRows(ctx.db, 'deities', (d) => d.temple_id === id)
  removeRows(ctx.db, 'donations', (d) => d.temple_id === id)
  removeRows(ctx.db, 'donationCategories', (c) => c.temple_id === id)
  removeRows(ctx.db, 'feeSplitNames', (n) => n.temple_id === id)
  removeRows(ctx.db, 'feeSplitConfigs', (c) => c.temple_id === id)
  removeRows(ctx.db, 'moduleRecords', (r) => r.temple_id === id)
  return noContent()
}

/** POST {temple}approve/: the temple is approved and active. */
function approveTemple(ctx: UserContext): Response {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  temple.is_active = true
  temple.approval_status = 'approved'
  return json(serializeStaffTemple(ctx, temple))
}

/** POST {temple}disapprove/: the temple is inactive. */
function disapproveTemple(ctx: UserContext): Response {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  temple.is_active = false
  return json(serializeStaffTemple(ctx, temple))
}

/** POST {temple}send-consolidation/ (no payload). */
function sendConsolidation(ctx: UserContext): Response {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  return json({ detail: 'Consolidation sent.' })
}

/**
 * POST temple/{id}/cleanup-and-reset/ {financial, inventory, orders, store, till_datetime}:
 * the temple's records of the chosen modules created up to the time are deleted; at least one
 * module is required. Answers what was cleared.
 */
async function cleanupAndReset(ctx: UserContext): Promise<Response> {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const chosen = RESET_MODULES.filter((module) => reader.boolean(module, { required: false }) === true)
  const till = reader.string('till_datetime')
  if (till !== undefined && Number.isNaN(Date.parse(till))) {
    reader.addError(
      'till_datetime',
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
    )
  }
  if (!reader.valid || till === undefined) return fieldErrors(reader.errors)
  if (chosen.length === 0) return fieldErrors({ non_field_errors: ['Choose at least one module to reset.'] })
  const limit = Date.parse(till)
  const removed = removeRows(
    ctx.db,
    'moduleRecords',
    (r) => r.temple_id === temple.id && (chosen as readonly string[]).includes(r.module) && Date.parse(r.created_at) <= limit,
  )
  const cleared = Object.fromEntries(chosen.map((module) => [module, removed.filter((r) => r.module === module).length]))
  return json({ detail: 'Data resetted successfully.', till_datetime: new Date(limit).toISOString(), cleared })
}

function templeChildren<T extends { temple_id: number; id: number }>(rows: readonly T[], ctx: UserContext): T[] | null {
  const temple = findTemple(ctx)
  if (!temple) return null
  return rows.filter((r) => r.temple_id === temple.id).sort((a, b) => a.id - b.id)
}

function listCategories(ctx: UserContext): Response {
  const rows = templeChildren(ctx.db.offeringCategories, ctx)
  return rows ? paginate(ctx.request, rows, (c) => serializeOfferingCategory(ctx.urls, ctx.db, c)) : notFound()
}

function listDeities(ctx: UserContext): Response {
  const rows = templeChildren(ctx.db.deities, ctx)
  return rows ? paginate(ctx.request, rows, (d) => serializeDeity(ctx.urls, d)) : notFound()
}

function listOfferings(ctx: UserContext): Response {
  const rows = templeChildren(ctx.db.offerings, ctx)
  return rows ? paginate(ctx.request, rows, (o) => serializeOffering(ctx.urls, ctx.db, o)) : notFound()
}

// ---------------------------------------------------------------------------------------------
// Bank accounts
// ---------------------------------------------------------------------------------------------

const BANK_ORDERINGS: Record<string, (a: BankAccountRow, b: BankAccountRow) => number> = {
  id: (a, b) => a.id - b.id,
  updated_at: (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
}

/** GET bank-account/?is_active=&o= (default newest updated first). */
function listBankAccounts(ctx: UserContext): Response {
  const active = booleanParam(ctx.url.searchParams.get('is_active'))
  const rows = ctx.db.bankAccounts
    .filter((a) => active === undefined || a.is_active === active)
    .sort(byOrdering(ctx.url.searchParams.get('o'), BANK_ORDERINGS, '-updated_at'))
  return paginate(ctx.request, rows, (a) => serializeStaffBank(ctx, a), STAFF_PAGE_SIZE)
}

function findBank(ctx: UserContext): BankAccountRow | undefined {
  const id = idParam(ctx)
  return ctx.db.bankAccounts.find((a) => a.id === id)
}

function retrieveBank(ctx: UserContext): Response {
  const account = findBank(ctx)
  return account ? json(serializeStaffBank(ctx, account)) : notFound()
}

/** PATCH {merchant_id?, is_active?}: an active account needs a merchant id. */
async function updateBank(ctx: UserContext): Promise<Response> {
  const account = findBank(ctx)
  if (!account) return notFound()
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial: true })
  const merchantId = reader.string('merchant_id', { maxLength: 64, nullable: true, allowBlank: true })
  const isActive = reader.boolean('is_active')
  const nextMerchant = merchantId === undefined ? account.merchant_id : merchantId?.trim() || null
  if (merchantId !== undefined && !nextMerchant) reader.addError('merchant_id', MERCHANT_REQUIRED)
  else if ((isActive ?? account.is_active) && !nextMerchant) reader.addError('merchant_id', MERCHANT_REQUIRED)
  if (!reader.valid) return fieldErrors(reader.errors)
  account.merchant_id = nextMerchant
  if (isActive !== undefined) account.is_active = isActive
  account.updated_at = nowIso()
  return json(serializeStaffBank(ctx, account))
}

function setBankActive(active: boolean) {
  return (ctx: UserContext): Response => {
    const account = findBank(ctx)
    if (!account) return notFound()
    if (active && !account.merchant_id) return fieldErrors({ merchant_id: [MERCHANT_REQUIRED] })
    account.is_active = active
    account.updated_at = nowIso()
    return json(serializeStaffBank(ctx, account))
  }
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

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
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial: true })
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

export const staffRoutes: readonly Route[] = [
  route(`${STAFF}/temple/`, { GET: withStaff(listTemples) }),
  route(`${STAFF}/temple/:id/`, { GET: withStaff(retrieveTemple), PATCH: withStaff(updateTemple), DELETE: withStaff(deleteTemple) }),
  route(`${STAFF}/temple/:id/approve/`, { POST: withStaff(approveTemple) }),
  route(`${STAFF}/temple/:id/disapprove/`, { POST: withStaff(disapproveTemple) }),
  route(`${STAFF}/temple/:id/send-consolidation/`, { POST: withStaff(sendConsolidation) }),
  route(`${STAFF}/temple/:id/cleanup-and-reset/`, { POST: withStaff(cleanupAndReset) }),
  route(`${STAFF}/temple/:id/offering-category/`, { GET: withStaff(listCategories) }),
  route(`${STAFF}/temple/:id/deity/`, { GET: withStaff(listDeities) }),
  route(`${STAFF}/temple/:id/offering/`, { GET: withStaff(listOfferings) }),
  route(`${STAFF}/bank-account/`, { GET: withStaff(listBankAccounts) }),
  route(`${STAFF}/bank-account/:id/`, { GET: withStaff(retrieveBank), PATCH: withStaff(updateBank) }),
  route(`${STAFF}/bank-account/:id/approve/`, { POST: withStaff(setBankActive(true)) }),
  route(`${STAFF}/bank-account/:id/disapprove/`, { POST: withStaff(setBankActive(false)) }),
  route(`${STAFF}/user/`, { GET: withStaff(searchUsers), POST: withStaff(createUser) }),
  route(`${STAFF}/temple-admin/`, { GET: withStaff(listAdmins), POST: withStaff(createAdmin) }),
  route(`${STAFF}/temple-admin/:id/`, { PATCH: withStaff(updateAdmin), DELETE: withStaff(deleteAdmin) }),
]
