/**
 * Offering and donation categories of the current temple (/temple/t-admin/offering-category/ and
 * /temple/t-admin/donation-category/): one set of handlers, parameterised by kind. Permissions
 * use the offering or donation codes (view/add/change/delete_offering, ..._donation).
 */
import { type Db, type OfferingCategoryRow, deleteOfferings, insertRow, removeRows } from '../db'
import { created, fieldErrors, icontains, noContent, notFound, nowIso, paginate, readJsonBody } from '../helpers'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import { serializeDonationCategory, serializeOfferingCategory } from '../serializers'
import { BodyReader } from '../validation'
import { preconditionFailed, versioned } from '../versions'

const NAME_MAX_LENGTH = 100

interface CategoryKind {
  path: string
  table: 'offeringCategories' | 'donationCategories'
  /** The permission codes' suffix: view_offering, add_donation, ... */
  codes: 'offering' | 'donation'
  duplicate: string
  serialize: (ctx: TempleRequestContext, category: OfferingCategoryRow) => unknown
  /** Deletes the category's offerings or donations with it. */
  deleteMembers: (db: Db, categoryId: number) => void
  docs: { list: string; example: string }
}

const KINDS: Record<'offering' | 'donation', CategoryKind> = {
  offering: {
    path: '/temple/t-admin/offering-category/',
    table: 'offeringCategories',
    codes: 'offering',
    duplicate: 'Offering category with this name already exists.',
    serialize: (ctx, category) => serializeOfferingCategory(ctx.urls, ctx.db, category),
    deleteMembers: (db, id) => deleteOfferings(db, (o) => o.category_id === id),
    docs: { list: "The temple's offering categories, newest first", example: 'Navagraha Homam (example)' },
  },
  donation: {
    path: '/temple/t-admin/donation-category/',
    table: 'donationCategories',
    codes: 'donation',
    duplicate: 'Donation category with this name already exists.',
    serialize: (ctx, category) => serializeDonationCategory(ctx.urls, ctx.db, category),
    deleteMembers: (db, id) => removeRows(db, 'donations', (d) => d.category_id === id),
    docs: { list: "The temple's donation categories, newest first", example: 'Annadanam Fund (example)' },
  },
}

function categoryRoutes(kind: CategoryKind): readonly Route[] {
  const rows = (ctx: TempleRequestContext): OfferingCategoryRow[] => ctx.db[kind.table]

  function findCategory(ctx: TempleRequestContext): OfferingCategoryRow | undefined {
    const id = idParam(ctx)
    return rows(ctx).find((c) => c.id === id && c.temple_id === ctx.temple.id)
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
      const duplicate = rows(ctx).some((c) => c.temple_id === ctx.temple.id && c.id !== options.excludeId && c.name.toLowerCase() === lower)
      if (duplicate) reader.addError('name', kind.duplicate)
    }
    return reader.valid ? name : fieldErrors(reader.errors)
  }

  /** GET, newest first, optional `name` (icontains). */
  function list(ctx: TempleRequestContext): Response {
    const search = ctx.url.searchParams.get('name')?.trim() ?? ''
    const categories = rows(ctx)
      .filter((c) => c.temple_id === ctx.temple.id && (search === '' || icontains(c.name, search)))
      .sort((a, b) => b.id - a.id)
    return paginate(ctx.request, categories, (c) => kind.serialize(ctx, c))
  }

  function retrieve(ctx: TempleRequestContext): Response {
    const category = findCategory(ctx)
    return category ? versioned(kind.serialize(ctx, category)) : notFound()
  }

  async function create(ctx: TempleRequestContext): Promise<Response> {
    const name = await readName(ctx, { partial: false })
    if (name instanceof Response) return name
    if (name === undefined) return fieldErrors({ name: ['This field is required.'] })
    const category = insertRow(ctx.db, kind.table, { temple_id: ctx.temple.id, name, created_at: nowIso() })
    return created(kind.serialize(ctx, category))
  }

  async function update(ctx: TempleRequestContext): Promise<Response> {
    const category = findCategory(ctx)
    if (!category) return notFound()
    const stale = preconditionFailed(ctx.request, kind.serialize(ctx, category))
    if (stale) return stale
    const name = await readName(ctx, { partial: true, excludeId: category.id })
    if (name instanceof Response) return name
    if (name !== undefined) category.name = name
    return versioned(kind.serialize(ctx, category))
  }

  /** DELETE → 204; the category's offerings (or donations) are deleted with it. */
  function destroy(ctx: TempleRequestContext): Response {
    const category = findCategory(ctx)
    if (!category) return notFound()
    kind.deleteMembers(ctx.db, category.id)
    removeRows(ctx.db, kind.table, (c) => c.id === category.id)
    return noContent()
  }

  const code = kind.codes
  return [
    route(
      kind.path,
      { GET: withTemple(`view_${code}`, list), POST: withTemple(`add_${code}`, create) },
      {
        GET: { summary: kind.docs.list, query: { name: 'Contains this text (case-insensitive)' } },
        POST: {
          summary: 'Create a category',
          body: { name: 'string, required, unique in the temple' },
          exampleBody: { name: kind.docs.example },
        },
      },
    ),
    route(`${kind.path}:id/`, {
      GET: withTemple(`view_${code}`, retrieve),
      PATCH: withTemple(`change_${code}`, update),
      DELETE: withTemple(`delete_${code}`, destroy),
    }),
  ]
}

export const offeringCategoryRoutes = categoryRoutes(KINDS.offering)
export const donationCategoryRoutes = categoryRoutes(KINDS.donation)
