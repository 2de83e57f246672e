/**
 * Reading an offering request: the url's offering of the current temple, and the body of a
 * create or an edit (DRF's checks and words, hyperlinked category and deities, the meta), and
 * the deities an offering is assigned to.
 */
import type { OfferingRow } from '../../db'
import { fieldErrors, readJsonBody } from '../../helpers'
import { type TempleRequestContext, idParam } from '../../router'
import { BLOCK_PERIODS, OFFERING_TYPES } from '../../schema'
import { idFromUrl } from '../../urls'
import { BodyReader } from '../../validation'
import { readMeta, sortDays } from './meta'

export const EITHER_CHANNEL = 'Either "Available App/Web" or "Available Counter/POS" must be enabled'
export const INVALID_HYPERLINK = 'Invalid hyperlink - Object does not exist.'
const NAME_MAX_LENGTH = 200

export function findOffering(ctx: TempleRequestContext, name = 'id'): OfferingRow | undefined {
  const id = idParam(ctx, name)
  return ctx.db.offerings.find((o) => o.id === id && o.temple_id === ctx.temple.id)
}

type OfferingFields = Omit<OfferingRow, 'id' | 'temple_id' | 'created_at'>

interface ReadResult {
  fields: Partial<OfferingFields>
  deityIds: number[] | undefined
}

export async function readOffering(ctx: TempleRequestContext, existing: OfferingRow | undefined): Promise<ReadResult | Response> {
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

export function assignDeities(ctx: TempleRequestContext, offeringId: number, deityIds: number[]): void {
  const wanted = new Set(deityIds)
  for (const deity of ctx.db.deities) {
    if (deity.temple_id !== ctx.temple.id) continue
    const has = deity.offering_ids.includes(offeringId)
    if (wanted.has(deity.id) && !has) deity.offering_ids.push(offeringId)
    if (!wanted.has(deity.id) && has) deity.offering_ids = deity.offering_ids.filter((id) => id !== offeringId)
  }
}
