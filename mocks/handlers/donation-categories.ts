/**
 * Donation categories of the current temple (/temple/t-admin/donation-category/).
 * Permissions use the donation codes: view/add/change/delete_donation.
 */
import { type DonationCategoryRow, insertRow, removeRows } from '../db'
import { created, fieldErrors, icontains, json, noContent, notFound, nowIso, paginate, readJsonBody } from '../helpers'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import { serializeDonationCategory } from '../serializers'
import { BodyReader } from '../validation'

const NAME_MAX_LENGTH = 100

function findCategory(ctx: TempleRequestContext): DonationCategoryRow | undefined {
  const id = idParam(ctx)
  return ctx.db.donationCategories.find((c) => c.id === id && c.temple_id === ctx.temple.id)
}

async function readName(
  ctx: TempleRequestContext,
  options: { partial: boolean; excludeId?: number },
): Promise<string | undefined | Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial: options.partial })
  const name = reader.string('name', { maxLength: NAME_MAX_LENGTH })
  if (name !== undefined) {
    const lower = name.toLowerCase()
    const duplicate = ctx.db.donationCategories.some(
      (c) => c.temple_id === ctx.temple.id && c.id !== options.excludeId && c.name.toLowerCase() === lower,
    )
    if (duplicate) reader.addError('name', 'Donation category with this name already exists.')
  }
  return reader.valid ? name : fieldErrors(reader.errors)
}

/** GET, newest first, optional `name` (icontains). */
function list(ctx: TempleRequestContext): Response {
  const search = ctx.url.searchParams.get('name')?.trim() ?? ''
  const categories = ctx.db.donationCategories
    .filter((c) => c.temple_id === ctx.temple.id && (search === '' || icontains(c.name, search)))
    .sort((a, b) => b.id - a.id)
  return paginate(ctx.request, categories, (c) => serializeDonationCategory(ctx.urls, ctx.db, c))
}

function retrieve(ctx: TempleRequestContext): Response {
  const category = findCategory(ctx)
  return category ? json(serializeDonationCategory(ctx.urls, ctx.db, category)) : notFound()
}

async function create(ctx: TempleRequestContext): Promise<Response> {
  const name = await readName(ctx, { partial: false })
  if (name instanceof Response) return name
  if (name === undefined) return fieldErrors({ name: ['This field is required.'] })
  const category = insertRow(ctx.db, 'donationCategories', { temple_id: ctx.temple.id, name, created_at: nowIso() })
  return created(serializeDonationCategory(ctx.urls, ctx.db, category))
}

async function update(ctx: TempleRequestContext): Promise<Response> {
  const category = findCategory(ctx)
  if (!category) return notFound()
  const name = await readName(ctx, { partial: true, excludeId: category.id })
  if (name instanceof Response) return name
  if (name !== undefined) category.name = name
  return json(serializeDonationCategory(ctx.urls, ctx.db, category))
}

/** DELETE → 204; the category's donations are deleted with it. */
function destroy(ctx: TempleRequestContext): Response {
  const category = findCategory(ctx)
  if (!category) return notFound()
  removeRows(ctx.db, 'donations', (d) => d.category_id === category.id)
  removeRows(ctx.db, 'donationCategories', (c) => c.id === category.id)
  return noContent()
}

export const donationCategoryRoutes: readonly Route[] = [
  route('/temple/t-admin/donation-category/', {
    GET: withTemple('view_donation', list),
    POST: withTemple('add_donation', create),
  }),
  route('/temple/t-admin/donation-category/:id/', {
    GET: withTemple('view_donation', retrieve),
    PATCH: withTemple('change_donation', update),
    DELETE: withTemple('delete_donation', destroy),
  }),
]
