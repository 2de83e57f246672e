/**
 * An offering's time slots: POST {offering}offering_times/, PATCH and DELETE offering-time/{id}/.
 * A new slot turns the offering's per-day limit off (the slots' limits apply instead).
 */
import { type OfferingRow, type OfferingTimeRow, insertRow, removeRows } from '../../db'
import { created, fieldErrors, hasPerm, json, mayAddToOffering, noContent, notFound, permissionDenied, readJsonBody } from '../../helpers'
import { type TempleRequestContext, idParam } from '../../router'
import { BLOCK_CALC_CHOOSERS } from '../../schema'
import { serializeOfferingTime } from '../../serializers'
import { BodyReader } from '../../validation'
import { findOffering } from './body'

export const DUPLICATE_TIME = 'This time range already exists for the offering.'

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
export async function createTime(ctx: TempleRequestContext): Promise<Response> {
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

export async function updateTime(ctx: TempleRequestContext): Promise<Response> {
  const found = findTime(ctx)
  if (!found) return notFound()
  const values = await readTime(ctx, found.offering.id, found.time)
  if (values instanceof Response) return values
  Object.assign(found.time, values)
  return json(serializeOfferingTime(ctx.urls, found.time))
}

export function destroyTime(ctx: TempleRequestContext): Response {
  const found = findTime(ctx)
  if (!found) return notFound()
  removeRows(ctx.db, 'offeringTimes', (t) => t.id === found.time.id)
  return noContent()
}
