/**
 * Offerings of the current temple (/temple/t-admin/offering/), their meta (dates, days, excludes)
 * and time slots. Permissions: view/add/change/delete_offering.
 *
 * - GET    /temple/t-admin/offering/?deity={id}&category={id}   newest first, Link pages
 * - POST   /temple/t-admin/offering/                             201 offering
 * - GET/PATCH/DELETE /temple/t-admin/offering/{id}/          ETag; PATCH with a stale If-Match → 412
 * - PATCH  /temple/t-admin/offering/{id}/offering_meta/add/      {dates?, days?, excludes?} → offering
 * - PATCH  /temple/t-admin/offering/{id}/offering_meta/remove/   {dates?, days?, excludes?} → offering
 * - POST   /temple/t-admin/offering/{id}/offering_times/         201 time
 * - PATCH/DELETE /temple/t-admin/offering-time/{id}/
 * - POST   /__mock__/seed-offerings?count=2000&temple=1          mock-only (no auth): bulk offerings
 */
import { type OfferingRow, type OfferingTimeRow, deleteOfferings, insertRow, removeRows } from '../db'
import {
  created,
  fieldErrors,
  hasPerm,
  json,
  mayAddToOffering,
  noContent,
  notFound,
  nowIso,
  paginate,
  parseId,
  permissionDenied,
  readJsonBody,
} from '../helpers'
import { type RequestContext, type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import { BLOCK_CALC_CHOOSERS, BLOCK_PERIODS, OFFERING_TYPES, WEEKDAYS, type OfferingMeta, type Weekday } from '../schema'
import { serializeOffering, serializeOfferingTime } from '../serializers'
import { preconditionFailed, versioned } from '../versions'
import { BodyReader, type JsonObject, isIsoDate } from '../validation'

export const EITHER_CHANNEL = 'Either "Available App/Web" or "Available Counter/POS" must be enabled'
export const INVALID_HYPERLINK = 'Invalid hyperlink - Object does not exist.'
export const DUPLICATE_TIME = 'This time range already exists for the offering.'
const NAME_MAX_LENGTH = 200

function findOffering(ctx: TempleRequestContext, name = 'id'): OfferingRow | undefined {
  const id = idParam(ctx, name)
  return ctx.db.offerings.find((o) => o.id === id && o.temple_id === ctx.temple.id)
}

function idFromUrl(value: unknown, segment: string): number | null {
  if (typeof value !== 'string') return null
  let path: string
  try {
    path = new URL(value, 'http://x').pathname
  } catch {
    return null
  }
  const match = new RegExp(`/temple/t-admin/${segment}/(\\d+)/?$`).exec(path)
  return match ? Number(match[1]) : null
}

function amount(value: number): string {
  return value.toFixed(2)
}

// ---------------------------------------------------------------------------------------------
// Meta
// ---------------------------------------------------------------------------------------------

type MetaPatch = Partial<OfferingMeta>

/** Read `{dates, days, excludes}` (each optional); errors nest under `prefix` when given. */
function readMeta(reader: BodyReader, raw: unknown, key: string): MetaPatch | undefined {
  if (raw === undefined) return {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    reader.addError(key, 'Invalid data. Expected a dictionary.')
    return undefined
  }
  const body = raw as JsonObject
  const out: MetaPatch = {}
  const errors: string[] = []
  for (const field of ['dates', 'excludes'] as const) {
    const list = body[field]
    if (list === undefined) continue
    if (!Array.isArray(list) || !list.every(isIsoDate)) {
      errors.push(`${field}: Date has wrong format. Use one of these formats instead: YYYY-MM-DD.`)
      continue
    }
    out[field] = [...new Set(list as string[])].sort()
  }
  const days = body.days
  if (days !== undefined) {
    const valid =
      Array.isArray(days) &&
      days.every(
        (d) =>
          (typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 31) ||
          (typeof d === 'string' && (WEEKDAYS as readonly string[]).includes(d)),
      )
    if (!valid) errors.push('days: Use days of the month 1 to 31 or weekdays sun to sat.')
    else out.days = [...new Set(days as (number | Weekday)[])]
  }
  if (errors.length) {
    for (const e of errors) reader.addError(key, e)
    return undefined
  }
  return out
}

function sortDays(days: (number | Weekday)[]): (number | Weekday)[] {
  return [...days].sort((a, b) => {
    const ai = typeof a === 'number' ? a : 100 + WEEKDAYS.indexOf(a)
    const bi = typeof b === 'number' ? b : 100 + WEEKDAYS.indexOf(b)
    return ai - bi
  })
}

// ---------------------------------------------------------------------------------------------
// Offering body
// ---------------------------------------------------------------------------------------------

type OfferingFields = Omit<OfferingRow, 'id' | 'temple_id' | 'created_at'>

interface ReadResult {
  fields: Partial<OfferingFields>
  deityIds: number[] | undefined
}

async function readOffering(ctx: TempleRequestContext, existing: OfferingRow | undefined): Promise<ReadResult | Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const partial = existing !== undefined
  const reader = new BodyReader(body, { partial })
  const fields: Partial<OfferingFields> = {}

  const name = reader.string('name', { maxLength: NAME_MAX_LENGTH })
  if (name !== undefined) fields.name = name
  // DecimalField(max_digits=10, decimal_places=2), like every amount.
  const price = reader.decimal('price', { min: 0.01 })
  if (price !== undefined) fields.price = price

  if (reader.has('category') || !partial) {
    const categoryId = idFromUrl(body.category, 'offering-category')
    const category = ctx.db.offeringCategories.find((c) => c.id === categoryId && c.temple_id === ctx.temple.id)
    if (body.category === undefined || body.category === null || body.category === '')
      reader.addError('category', 'This field is required.')
    else if (!category) reader.addError('category', INVALID_HYPERLINK)
    else fields.category_id = category.id
  }

  let deityIds: number[] | undefined
  if (reader.has('assigned_deities')) {
    const raw = body.assigned_deities
    if (!Array.isArray(raw)) reader.addError('assigned_deities', 'Expected a list of items but got type "str".')
    else {
      deityIds = []
      for (const url of raw) {
        const id = idFromUrl(url, 'deity')
        const deity = ctx.db.deities.find((d) => d.id === id && d.temple_id === ctx.temple.id)
        if (!deity) {
          reader.addError('assigned_deities', INVALID_HYPERLINK)
          break
        }
        deityIds.push(deity.id)
      }
    }
  }

  const type = reader.choice('offering_type', OFFERING_TYPES)
  if (type !== undefined) fields.offering_type = type
  for (const key of [
    'can_change_price',
    'available_online',
    'available_offline',
    'is_recommended',
    'is_courier_available',
    'use_closing_time',
    'is_dakshina_required',
  ] as const) {
    const value = reader.boolean(key, { required: false })
    if (value !== undefined) fields[key] = value
  }
  if (reader.has('block_period')) {
    const period = reader.choice('block_period', BLOCK_PERIODS)
    if (period !== undefined) fields.block_period = period
  }
  for (const key of ['block_unit', 'repeat_unit', 'per_day_limit'] as const) {
    const value = reader.integer(key, { required: false, nullable: true, min: 1 })
    if (value !== undefined) fields[key] = value
  }
  const minDakshina = reader.decimal('min_dakshina_amount', { required: false, nullable: true, min: 0 })
  if (minDakshina !== undefined) fields.min_dakshina_amount = minDakshina
  const description = reader.string('description', { required: false, allowBlank: true, maxLength: 2000 })
  if (description !== undefined) fields.description = description
  if (reader.has('offering_meta')) {
    const meta = readMeta(reader, body.offering_meta, 'offering_meta')
    if (meta) fields.offering_meta = { dates: meta.dates ?? [], days: sortDays(meta.days ?? []), excludes: meta.excludes ?? [] }
  }

  const online = fields.available_online ?? existing?.available_online ?? false
  const offline = fields.available_offline ?? existing?.available_offline ?? false
  if (reader.valid && !online && !offline) reader.addError('non_field_errors', EITHER_CHANNEL)
  const period = fields.block_period ?? existing?.block_period ?? 'not_applicable'
  if (reader.valid && period === 'not_applicable') fields.block_unit = null
  if (!reader.valid) return fieldErrors(reader.errors)
  return { fields, deityIds }
}

function assignDeities(ctx: TempleRequestContext, offeringId: number, deityIds: number[]): void {
  const wanted = new Set(deityIds)
  for (const deity of ctx.db.deities) {
    if (deity.temple_id !== ctx.temple.id) continue
    const has = deity.offering_ids.includes(offeringId)
    if (wanted.has(deity.id) && !has) deity.offering_ids.push(offeringId)
    if (!wanted.has(deity.id) && has) deity.offering_ids = deity.offering_ids.filter((id) => id !== offeringId)
  }
}

// ---------------------------------------------------------------------------------------------
// Resolvers
// ---------------------------------------------------------------------------------------------

/** GET, newest first; `deity` and `category` filter by id, `name` by a part of the name. */
function list(ctx: TempleRequestContext): Response {
  const params = ctx.url.searchParams
  const name = params.get('name')?.trim().toLowerCase() ?? ''
  const categoryId = parseId(params.get('category'))
  const deityId = parseId(params.get('deity'))
  const deity = deityId === null ? undefined : ctx.db.deities.find((d) => d.id === deityId && d.temple_id === ctx.temple.id)
  const deityOfferings = deity ? new Set(deity.offering_ids) : null
  const offerings = ctx.db.offerings
    .filter(
      (o) =>
        o.temple_id === ctx.temple.id &&
        (params.get('category') === null || params.get('category') === '' || o.category_id === categoryId) &&
        (params.get('deity') === null || params.get('deity') === '' || (deityOfferings?.has(o.id) ?? false)) &&
        (name === '' || o.name.toLowerCase().includes(name)),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
  return paginate(ctx.request, offerings, (o) => serializeOffering(ctx.urls, ctx.db, o))
}

function retrieve(ctx: TempleRequestContext): Response {
  const offering = findOffering(ctx)
  return offering ? versioned(serializeOffering(ctx.urls, ctx.db, offering)) : notFound()
}

async function create(ctx: TempleRequestContext): Promise<Response> {
  const result = await readOffering(ctx, undefined)
  if (result instanceof Response) return result
  const f = result.fields
  const offering = insertRow(ctx.db, 'offerings', {
    temple_id: ctx.temple.id,
    category_id: f.category_id ?? 0,
    name: f.name ?? '',
    price: f.price ?? '0.00',
    can_change_price: f.can_change_price ?? false,
    offering_type: f.offering_type ?? 'daily',
    available_online: f.available_online ?? false,
    available_offline: f.available_offline ?? false,
    block_period: f.block_period ?? 'not_applicable',
    block_unit: f.block_unit ?? null,
    repeat_unit: f.repeat_unit ?? null,
    is_recommended: f.is_recommended ?? false,
    is_courier_available: f.is_courier_available ?? false,
    use_closing_time: f.use_closing_time ?? false,
    per_day_limit: f.per_day_limit ?? null,
    is_dakshina_required: f.is_dakshina_required ?? false,
    min_dakshina_amount: f.min_dakshina_amount ?? null,
    description: f.description ?? '',
    offering_meta: f.offering_meta ?? { dates: [], days: [], excludes: [] },
    created_at: nowIso(),
    created_by: ctx.user.id,
  })
  if (result.deityIds) assignDeities(ctx, offering.id, result.deityIds)
  return created(serializeOffering(ctx.urls, ctx.db, offering))
}

async function update(ctx: TempleRequestContext): Promise<Response> {
  const offering = findOffering(ctx)
  if (!offering) return notFound()
  const stale = preconditionFailed(ctx.request, serializeOffering(ctx.urls, ctx.db, offering))
  if (stale) return stale
  const result = await readOffering(ctx, offering)
  if (result instanceof Response) return result
  Object.assign(offering, result.fields)
  if (result.deityIds) assignDeities(ctx, offering.id, result.deityIds)
  return versioned(serializeOffering(ctx.urls, ctx.db, offering))
}

function destroy(ctx: TempleRequestContext): Response {
  const offering = findOffering(ctx)
  if (!offering) return notFound()
  deleteOfferings(ctx.db, (o) => o.id === offering.id)
  return noContent()
}

function metaChange(mode: 'add' | 'remove') {
  return async (ctx: TempleRequestContext): Promise<Response> => {
    const offering = findOffering(ctx)
    if (!offering) return notFound()
    const body = await readJsonBody(ctx.request)
    if (body instanceof Response) return body
    const reader = new BodyReader(body, { partial: true })
    const patch = readMeta(reader, body, 'non_field_errors')
    if (!patch || !reader.valid) return fieldErrors(reader.errors)
    const meta = offering.offering_meta
    if (mode === 'add') {
      meta.dates = [...new Set([...meta.dates, ...(patch.dates ?? [])])].sort()
      meta.excludes = [...new Set([...meta.excludes, ...(patch.excludes ?? [])])].sort()
      meta.days = sortDays([...new Set([...meta.days, ...(patch.days ?? [])])])
    } else {
      const drop = <T>(list: T[], gone: T[] | undefined): T[] => (gone ? list.filter((v) => !gone.includes(v)) : list)
      meta.dates = drop(meta.dates, patch.dates)
      meta.excludes = drop(meta.excludes, patch.excludes)
      meta.days = drop(meta.days, patch.days)
    }
    return json(serializeOffering(ctx.urls, ctx.db, offering))
  }
}

// ---------------------------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------------------------

function findTime(ctx: TempleRequestContext): { time: OfferingTimeRow; offering: OfferingRow } | undefined {
  const id = idParam(ctx)
  const time = ctx.db.offeringTimes.find((t) => t.id === id)
  const offering = time ? ctx.db.offerings.find((o) => o.id === time.offering_id && o.temple_id === ctx.temple.id) : undefined
  return time && offering ? { time, offering } : undefined
}

async function readTime(
  ctx: TempleRequestContext,
  offeringId: number,
  existing: OfferingTimeRow | undefined,
): Promise<Omit<OfferingTimeRow, 'id' | 'offering_id'> | Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial: existing !== undefined })
  const from = reader.time('from_time')
  const to = reader.time('to_time', { required: false, nullable: true })
  const max = reader.integer('max_limit', { required: false, nullable: true, min: 1 })
  const chooser = reader.has('block_calc_chooser') ? reader.choice('block_calc_chooser', BLOCK_CALC_CHOOSERS) : undefined
  if (!reader.valid) return fieldErrors(reader.errors)
  const next = {
    from_time: from ?? existing?.from_time ?? '00:00:00',
    to_time: to !== undefined ? to : (existing?.to_time ?? null),
    max_limit: max !== undefined ? max : (existing?.max_limit ?? null),
    block_calc_chooser: chooser ?? existing?.block_calc_chooser ?? 'from_time',
  }
  if (next.to_time !== null && next.to_time === next.from_time) reader.addError('to_time', 'From time and to time must differ.')
  else if (next.to_time !== null && next.to_time < next.from_time) reader.addError('to_time', 'To time must be later than from time.')
  const duplicate = ctx.db.offeringTimes.some(
    (t) => t.offering_id === offeringId && t.id !== existing?.id && t.from_time === next.from_time && t.to_time === next.to_time,
  )
  if (duplicate) reader.addError('non_field_errors', DUPLICATE_TIME)
  return reader.valid ? next : fieldErrors(reader.errors)
}

/** Adding a time belongs to creating (add, the creator's new offering) or editing (change) an offering. */
async function createTime(ctx: TempleRequestContext): Promise<Response> {
  if (!hasPerm(ctx.membership, 'add_offering') && !hasPerm(ctx.membership, 'change_offering')) return permissionDenied()
  const offering = findOffering(ctx)
  if (!offering) return notFound()
  if (!mayAddToOffering(ctx, offering)) return permissionDenied()
  const values = await readTime(ctx, offering.id, undefined)
  if (values instanceof Response) return values
  const time = insertRow(ctx.db, 'offeringTimes', { ...values, offering_id: offering.id })
  offering.per_day_limit = null
  return created(serializeOfferingTime(ctx.urls, time))
}

async function updateTime(ctx: TempleRequestContext): Promise<Response> {
  const found = findTime(ctx)
  if (!found) return notFound()
  const values = await readTime(ctx, found.offering.id, found.time)
  if (values instanceof Response) return values
  Object.assign(found.time, values)
  return json(serializeOfferingTime(ctx.urls, found.time))
}

function destroyTime(ctx: TempleRequestContext): Response {
  const found = findTime(ctx)
  if (!found) return notFound()
  removeRows(ctx.db, 'offeringTimes', (t) => t.id === found.time.id)
  return noContent()
}

// ---------------------------------------------------------------------------------------------
// Mock-only bulk seed (benchmarks)
// ---------------------------------------------------------------------------------------------

function seedMany(ctx: RequestContext): Response {
  const count = Math.min(parseId(ctx.url.searchParams.get('count')) ?? 2000, 20000)
  const templeId = parseId(ctx.url.searchParams.get('temple')) ?? 1
  const categories = ctx.db.offeringCategories.filter((c) => c.temple_id === templeId)
  const deities = ctx.db.deities.filter((d) => d.temple_id === templeId)
  if (categories.length === 0) return notFound()
  const types = ['daily', 'weekly', 'monthly', 'custom'] as const
  const start = Date.now() - count * 1000
  for (let i = 0; i < count; i += 1) {
    const category = categories[i % categories.length]
    if (!category) continue
    const offering = insertRow(ctx.db, 'offerings', {
      temple_id: templeId,
      category_id: category.id,
      name: `Bulk offering ${i + 1}`,
      price: amount(10 + (i % 50) * 5),
      can_change_price: false,
      offering_type: types[i % types.length] ?? 'daily',
      available_online: i % 3 !== 1,
      available_offline: i % 3 !== 2,
      block_period: i % 5 === 0 ? 'day' : 'not_applicable',
      block_unit: i % 5 === 0 ? 1 + (i % 3) : null,
      repeat_unit: 1,
      is_recommended: false,
      is_courier_available: false,
      use_closing_time: false,
      per_day_limit: i % 4 === 0 ? 10 : null,
      is_dakshina_required: false,
      min_dakshina_amount: null,
      description: '',
      offering_meta: { dates: [], days: [], excludes: [] },
      created_at: new Date(start + i * 1000).toISOString(),
    })
    const deity = deities[i % Math.max(1, deities.length)]
    if (deity) deity.offering_ids.push(offering.id)
  }
  return json({ created: count, temple: templeId }, { status: 201 })
}

export const offeringRoutes: readonly Route[] = [
  route(
    '/temple/t-admin/offering/',
    { GET: withTemple('view_offering', list), POST: withTemple('add_offering', create) },
    {
      GET: {
        summary: "The temple's offerings, newest first",
        query: { category: 'Offering category id', deity: 'Only offerings assigned to this deity id' },
      },
      POST: { summary: 'Create an offering (the example shows the validation errors of an empty body)' },
    },
  ),
  route('/temple/t-admin/offering/:id/', {
    GET: withTemple('view_offering', retrieve),
    PATCH: withTemple('change_offering', update),
    DELETE: withTemple('delete_offering', destroy),
  }),
  route('/temple/t-admin/offering/:id/offering_meta/add/', { PATCH: withTemple('change_offering', metaChange('add')) }),
  route('/temple/t-admin/offering/:id/offering_meta/remove/', { PATCH: withTemple('change_offering', metaChange('remove')) }),
  route('/temple/t-admin/offering/:id/offering_times/', { POST: withTemple(null, createTime) }),
  route('/temple/t-admin/offering-time/:id/', {
    PATCH: withTemple('change_offering', updateTime),
    DELETE: withTemple('change_offering', destroyTime),
  }),
  route('/__mock__/seed-offerings', { POST: seedMany }),
]
