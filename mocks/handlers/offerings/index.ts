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
import { deleteOfferings, insertRow } from '../../db'
import { created, fieldErrors, json, noContent, notFound, nowIso, paginate, parseId, readJsonBody } from '../../helpers'
import { type Route, type TempleRequestContext, route, withTemple } from '../../router'
import { serializeOffering } from '../../serializers'
import { BodyReader } from '../../validation'
import { assignDeities, findOffering, readOffering } from './body'
import { seedMany } from './bulk-seed'
import { readMeta, sortDays } from './meta'
import { createTime, destroyTime, updateTime } from './times'
import { staleOffering, versionedOffering } from './version'

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
  return offering ? versionedOffering(ctx, offering) : notFound()
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
  const stale = staleOffering(ctx, offering)
  if (stale) return stale
  const result = await readOffering(ctx, offering)
  if (result instanceof Response) return result
  Object.assign(offering, result.fields)
  if (result.deityIds) assignDeities(ctx, offering.id, result.deityIds)
  return versionedOffering(ctx, offering)
}

function destroy(ctx: TempleRequestContext): Response {
  const offering = findOffering(ctx)
  if (!offering) return notFound()
  deleteOfferings(ctx.db, (o) => o.id === offering.id)
  return noContent()
}

export function metaChange(mode: 'add' | 'remove') {
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
