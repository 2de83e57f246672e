/**
 * Donations of the current temple (/temple/t-admin/donation/) and their recurrence meta
 * (PATCH {url}donation_meta/add/ and /remove/).
 *
 * Permissions: view_donation to read, add_donation to create. The product edits and deletes
 * donations with the *add* permission (a quirk of the spec), so PATCH and the meta calls accept
 * add or change, and DELETE add or delete.
 */
import { type DonationMeta, type DonationRow, BLOCK_PERIODS, DONATION_TYPES, WEEKDAYS, type Weekday } from '../db'
import { fieldErrors, icontains, nowIso, paginate } from '../helpers'
import { type Resolver, type Route, type TempleRequestContext, route } from '../router'
import { serializeDonation } from '../serializers'
import { BodyReader, type FieldErrors, type JsonObject, MESSAGES, isIsoDate, isJsonObject } from '../validation'
import { answerRow, readChange, recordRoutes, templeRecord, withTemplePerm } from './record'

const NAME_MAX_LENGTH = 100

/** A meta object: `dates` and `excludes` as yyyy-MM-dd lists, `days` as 1-31 or sun..sat. */
function readMeta(raw: unknown): { meta: DonationMeta } | { errors: FieldErrors } {
  if (!isJsonObject(raw)) return { errors: { non_field_errors: [MESSAGES.notObject(raw)] } }
  const errors: FieldErrors = {}
  const meta: DonationMeta = { dates: [], days: [], excludes: [] }
  for (const key of ['dates', 'excludes'] as const) {
    const list = raw[key]
    if (list === undefined || list === null) continue
    if (!Array.isArray(list) || !list.every(isIsoDate)) {
      errors[key] = [MESSAGES.date]
      continue
    }
    meta[key] = [...new Set(list)].sort()
  }
  const days = raw.days
  if (days !== undefined && days !== null) {
    const valid =
      Array.isArray(days) &&
      days.every((d) => (typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 31) || (WEEKDAYS as readonly unknown[]).includes(d))
    if (!valid) errors.days = ['Days must be days of the month (1 to 31) or weekdays (sun to sat).']
    else meta.days = [...new Set(days as (number | Weekday)[])]
  }
  return Object.keys(errors).length ? { errors } : { meta }
}

function categoryIdFrom(ctx: TempleRequestContext, value: unknown): number | null {
  if (typeof value !== 'string') return null
  let path: string
  try {
    path = new URL(value, 'http://x').pathname
  } catch {
    return null
  }
  const match = /\/temple\/t-admin\/donation-category\/(\d+)\/?$/.exec(path)
  const id = match ? Number(match[1]) : NaN
  return ctx.db.donationCategories.some((c) => c.id === id && c.temple_id === ctx.temple.id) ? id : null
}

type DonationInput = Partial<Omit<DonationRow, 'id' | 'temple_id' | 'created_at'>>

/** Reads a create (full) or update (partial) body and checks the merged result. */
function readDonation(ctx: TempleRequestContext, body: JsonObject, existing: DonationRow | null): DonationInput | Response {
  const partial = existing !== null
  const reader = new BodyReader(body, { partial })
  const input: DonationInput = {}
  const name = reader.string('name', { maxLength: NAME_MAX_LENGTH })
  if (name !== undefined) input.name = name
  if (reader.has('category') || !partial) {
    const id = categoryIdFrom(ctx, body.category)
    if (body.category === undefined || body.category === null || body.category === '') reader.addError('category', MESSAGES.required)
    else if (id === null) reader.addError('category', 'Invalid hyperlink - Object does not exist.')
    else input.category_id = id
  }
  const fixed = reader.boolean('is_amount_fixed', { required: false })
  if (fixed !== undefined) input.is_amount_fixed = fixed
  const dateRequired = reader.boolean('is_date_required', { required: false })
  if (dateRequired !== undefined) input.is_date_required = dateRequired
  // DecimalField(max_digits=10, decimal_places=2): at most 99,999,999.99 with 2 decimals.
  const amount = reader.decimal('amount', { nullable: true, required: false, min: 0.01 })
  if (amount !== undefined) input.amount = amount
  const minAmount = reader.decimal('min_amount', { nullable: true, required: false, min: 0.01 })
  if (minAmount !== undefined) input.min_amount = minAmount
  const maxAmount = reader.decimal('max_amount', { nullable: true, required: false, min: 0.01 })
  if (maxAmount !== undefined) input.max_amount = maxAmount
  const type = reader.has('donation_type') ? reader.choice('donation_type', DONATION_TYPES) : undefined
  if (type !== undefined) input.donation_type = type
  const blockPeriod = reader.has('block_period') ? reader.choice('block_period', BLOCK_PERIODS) : undefined
  if (blockPeriod !== undefined) input.block_period = blockPeriod
  for (const key of ['block_unit', 'per_day_limit', 'repeat_unit'] as const) {
    const value = reader.integer(key, { nullable: true, required: false, min: 1 })
    if (value !== undefined) input[key] = value
  }
  const description = reader.string('description', { allowBlank: true, required: false, trim: false })
  if (description !== undefined) input.description = description
  if (reader.has('donation_meta') && body.donation_meta !== null) {
    const meta = readMeta(body.donation_meta)
    if ('errors' in meta) reader.errors.donation_meta = meta.errors
    else input.donation_meta = meta.meta
  }
  if (!reader.valid) return fieldErrors(reader.errors)

  const merged = {
    is_amount_fixed: true,
    amount: null,
    min_amount: null,
    max_amount: null,
    block_period: 'not_applicable' as const,
    ...existing,
    ...input,
  }
  if (merged.is_amount_fixed && merged.amount === null) reader.addError('amount', 'Amount is required when the amount is fixed.')
  if (
    !merged.is_amount_fixed &&
    merged.min_amount !== null &&
    merged.max_amount !== null &&
    Number(merged.max_amount) < Number(merged.min_amount)
  ) {
    reader.addError('max_amount', 'Ensure the maximum amount is greater than or equal to the minimum amount.')
  }
  if (!reader.valid) return fieldErrors(reader.errors)
  if (merged.block_period === 'not_applicable' && (input.block_period !== undefined || input.block_unit !== undefined))
    input.block_unit = null
  if (input.is_date_required === false) input.donation_type = input.donation_type ?? 'daily'
  return input
}

/** GET, newest first; optional `name` (icontains) and `category` (id). */
function list(ctx: TempleRequestContext): Response {
  const search = ctx.url.searchParams.get('name')?.trim() ?? ''
  const category = Number(ctx.url.searchParams.get('category') ?? NaN)
  const donations = ctx.db.donations
    .filter(
      (d) =>
        d.temple_id === ctx.temple.id &&
        (search === '' || icontains(d.name, search)) &&
        (Number.isNaN(category) || d.category_id === category),
    )
    .sort((a, b) => b.id - a.id)
  return paginate(ctx.request, donations, (d) => serializeDonation(ctx.urls, ctx.db, d))
}

/** A new donation: what the body does not give. */
function newDonation(ctx: TempleRequestContext): Omit<DonationRow, 'id'> {
  return {
    temple_id: ctx.temple.id,
    category_id: 0,
    name: '',
    amount: null,
    min_amount: null,
    max_amount: null,
    is_amount_fixed: true,
    is_date_required: false,
    donation_type: 'daily',
    block_period: 'not_applicable',
    block_unit: null,
    per_day_limit: null,
    repeat_unit: null,
    description: '',
    donation_meta: { dates: [], days: [], excludes: [] },
    created_at: nowIso(),
  }
}

/** A change (PATCH, the meta calls) that sends If-Match is checked against the donation's version. */
const DONATION = templeRecord('donations', {
  serialize: (ctx, donation) => serializeDonation(ctx.urls, ctx.db, donation),
  list,
  read: readDonation,
  defaults: newDonation,
})

/**
 * PATCH {url}donation_meta/add/ or /remove/ with `{ dates?, days?, excludes? }`: a change of the
 * donation, so it takes the donation's `If-Match` and answers its new version.
 */
function changeMeta(mode: 'add' | 'remove'): Resolver<TempleRequestContext> {
  return async (ctx) => {
    const change = await readChange(ctx, DONATION)
    if (change instanceof Response) return change
    const { row: donation, body } = change
    const read = readMeta(body)
    if ('errors' in read) return fieldErrors(read.errors)
    const current = donation.donation_meta
    if (mode === 'add') {
      donation.donation_meta = {
        dates: [...new Set([...current.dates, ...read.meta.dates])].sort(),
        days: [...new Set([...current.days, ...read.meta.days])],
        excludes: [...new Set([...current.excludes, ...read.meta.excludes])].sort(),
      }
    } else {
      donation.donation_meta = {
        dates: current.dates.filter((d) => !read.meta.dates.includes(d)),
        days: current.days.filter((d) => !read.meta.days.includes(d)),
        excludes: current.excludes.filter((d) => !read.meta.excludes.includes(d)),
      }
    }
    return answerRow(DONATION, ctx, donation)
  }
}

const ADD_OR_CHANGE = ['add_donation', 'change_donation'] as const

export const donationRoutes: readonly Route[] = [
  ...recordRoutes('/temple/t-admin/donation/', DONATION, {
    view: 'view_donation',
    add: 'add_donation',
    change: ADD_OR_CHANGE,
    delete: ['add_donation', 'delete_donation'],
  }),
  route('/temple/t-admin/donation/:id/donation_meta/add/', { PATCH: withTemplePerm(ADD_OR_CHANGE, changeMeta('add')) }),
  route('/temple/t-admin/donation/:id/donation_meta/remove/', { PATCH: withTemplePerm(ADD_OR_CHANGE, changeMeta('remove')) }),
]
