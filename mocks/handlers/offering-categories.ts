/**
 * Offering categories of the current temple (/temple/t-admin/offering-category/).
 * Permissions use the offering codes: view/add/change/delete_offering.
 */
import { type OfferingCategoryRow, deleteOfferings, insertRow, removeRows } from '../db'
import { created, fieldErrors, icontains, json, noContent, notFound, nowIso, paginate, readJsonBody } from '../helpers'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import { serializeOfferingCategory } from '../serializers'
import { BodyReader } from '../validation'

const NAME_MAX_LENGTH = 100

function findCategory(ctx: TempleRequestContext): OfferingCategoryRow | undefined {
  const id = idParam(ctx)
  return ctx.db.offeringCategories.find((c) => c.id === id && c.temple_id === ctx.temple.id)
}

/** Validate `name` (required unless partial, not blank, max 100, unique per temple ignoring case). */
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
    const duplicate = ctx.db.offeringCategories.some(
      (c) => c.temple_id === ctx.temple.id && c.id !== options.excludeId && c.name.toLowerCase() === lower,
    )
    if (duplicate) reader.addError('name', 'Offering category with this name already exists.')
  }
  return reader.valid ? name : fieldErrors(reader.errors)
}

/** GET, newest first, optional `name` (icontains). */
function list(ctx: TempleRequestContext): Response {
  const search = ctx.url.searchParams.get('name')?.trim() ?? ''
  const categories = ctx.db.offeringCategories
    .filter((c) => c.temple_id === ctx.temple.id && (search === '' || icontains(c.name, search)))
    .sort((a, b) => b.id - a.id)
  return paginate(ctx.request, categories, (c) => serializeOfferingCategory(ctx.urls, ctx.db, c))
}

function retrieve(ctx: TempleRequestContext): Response {
  const category = findCategory(ctx)
  return category ? json(serializeOfferingCategory(ctx.urls, ctx.db, category)) : notFound()
}

async function create(ctx: TempleRequestContext): Promise<Response> {
  const name = await readName(ctx, { partial: false })
  if (name instanceof Response) return name
  if (name === undefined) return fieldErrors({ name: ['This field is required.'] })
  const category = insertRow(ctx.db, 'offeringCategories', { temple_id: ctx.temple.id, name, created_at: nowIso() })
  return created(serializeOfferingCategory(ctx.urls, ctx.db, category))
}

async function update(ctx: TempleRequestContext): Promise<Response> {
  const category = findCategory(ctx)
  if (!category) return notFound()
  const name = await readName(ctx, { partial: true, excludeId: category.id })
  if (name instanceof Response) return name
  if (name !== undefined) category.name = name
  return json(serializeOfferingCategory(ctx.urls, ctx.db, category))
}

/** DELETE → 204; the category's offerings are deleted with it. */
function destroy(ctx: TempleRequestContext): Response {
  const category = findCategory(ctx)
  if (!category) return notFound()
  deleteOfferings(ctx.db, (o) => o.category_id === category.id)
  removeRows(ctx.db, 'offeringCategories', (c) => c.id === category.id)
  return noContent()
}

export const offeringCategoryRoutes: readonly Route[] = [
  route(
    '/temple/t-admin/offering-category/',
    { GET: withTemple('view_offering', list), POST: withTemple('add_offering', create) },
    {
      GET: { summary: "The temple's offering categories, newest first", query: { name: 'Contains this text (case-insensitive)' } },
      POST: { summary: 'Create a category', body: { name: 'string, required, unique in the temple' }, exampleBody: { name: 'Navagraha Homam (example)' } },
    },
  ),
  route('/temple/t-admin/offering-category/:id/', {
    GET: withTemple('view_offering', retrieve),
    PATCH: withTemple('change_offering', update),
    DELETE: withTemple('delete_offering', destroy),
  }),
]
