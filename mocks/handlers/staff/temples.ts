/**
 * Staff's temples: list and search (query, name, is_active, ordering o; nothing else filters, as
 * the spec's backend), retrieve, PATCH of the compliance fields, DELETE, approve / disapprove,
 * send-consolidation and cleanup-and-reset, plus the temple's offering categories, deities and
 * offerings (read-only).
 */
import type { z } from 'zod'
import type { StaffTemple } from '../../../contract/staff'
import { removeRows } from '../../db'
import { fieldErrors, icontains, json, noContent, notFound, paginate, readJsonBody, readPatchBody } from '../../helpers'
import { type Route, type UserContext, idParam, route } from '../../router'
import { RESET_MODULES, type TempleRow } from '../../schema'
import { serializeDeity, serializeOffering, serializeOfferingCategory, serializeTemple } from '../../serializers'
import { BodyReader } from '../../validation'
import { preconditionFailed, versioned } from '../../versions'
import { STAFF, bankUrl, booleanParam, byOrdering, templeUrl, withStaff } from './access'

const TDS_CHOICES = [0, 1, 5, 20] as const

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

const TEMPLE_ORDERINGS: Record<string, (a: TempleRow, b: TempleRow) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
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
  return temple ? versioned(serializeStaffTemple(ctx, temple)) : notFound()
}

/**
 * PATCH the compliance fields: tds, commission_percent, commission_min, commission_max, slug. The
 * version is the staff view's whole record, so the temple's own edits change it too.
 */
async function updateTemple(ctx: UserContext): Promise<Response> {
  const temple = findTemple(ctx)
  if (!temple) return notFound()
  const stale = preconditionFailed(ctx.request, serializeStaffTemple(ctx, temple))
  if (stale) return stale
  const reader = await readPatchBody(ctx.request)
  if (reader instanceof Response) return reader
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
  return versioned(serializeStaffTemple(ctx, temple))
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

export const staffTempleRoutes: readonly Route[] = [
  route(`${STAFF}/temple/`, { GET: withStaff(listTemples) }),
  route(`${STAFF}/temple/:id/`, { GET: withStaff(retrieveTemple), PATCH: withStaff(updateTemple), DELETE: withStaff(deleteTemple) }),
  route(`${STAFF}/temple/:id/approve/`, { POST: withStaff(approveTemple) }),
  route(`${STAFF}/temple/:id/disapprove/`, { POST: withStaff(disapproveTemple) }),
  route(`${STAFF}/temple/:id/send-consolidation/`, { POST: withStaff(sendConsolidation) }),
  route(`${STAFF}/temple/:id/cleanup-and-reset/`, { POST: withStaff(cleanupAndReset) }),
  route(`${STAFF}/temple/:id/offering-category/`, { GET: withStaff(listCategories) }),
  route(`${STAFF}/temple/:id/deity/`, { GET: withStaff(listDeities) }),
  route(`${STAFF}/temple/:id/offering/`, { GET: withStaff(listOfferings) }),
]
