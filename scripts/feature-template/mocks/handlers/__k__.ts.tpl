/**
 * __T__ of the current temple (/temple/t-admin/__k__/). Permissions: view/add/change/delete___m__.
 */
import { type __P__Row, insertRow, removeRows } from '../db'
import { created, fieldErrors, json, noContent, notFound, nowIso, paginate, readJsonBody } from '../helpers'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import { serialize__P__ } from '../serializers'
import { BodyReader } from '../validation'

function find(ctx: TempleRequestContext): __P__Row | undefined {
  const id = idParam(ctx)
  return ctx.db.__c__.find((row) => row.id === id && row.temple_id === ctx.temple.id)
}

/** The body's `name`: required unless `partial`, not blank, at most 100 characters. */
async function readName(ctx: TempleRequestContext, partial: boolean): Promise<string | undefined | Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body, { partial })
  const name = reader.string('name', { maxLength: 100 })
  return reader.valid ? name : fieldErrors(reader.errors)
}

/** GET, newest first. */
function list(ctx: TempleRequestContext): Response {
  const rows = ctx.db.__c__.filter((row) => row.temple_id === ctx.temple.id).sort((a, b) => b.id - a.id)
  return paginate(ctx.request, rows, (row) => serialize__P__(ctx.urls, row))
}

function retrieve(ctx: TempleRequestContext): Response {
  const row = find(ctx)
  return row ? json(serialize__P__(ctx.urls, row)) : notFound()
}

async function create(ctx: TempleRequestContext): Promise<Response> {
  const name = await readName(ctx, false)
  if (name instanceof Response) return name
  const row = insertRow(ctx.db, '__c__', { temple_id: ctx.temple.id, name: name ?? '', created_at: nowIso() })
  return created(serialize__P__(ctx.urls, row))
}

async function update(ctx: TempleRequestContext): Promise<Response> {
  const row = find(ctx)
  if (!row) return notFound()
  const name = await readName(ctx, true)
  if (name instanceof Response) return name
  if (name !== undefined) row.name = name
  return json(serialize__P__(ctx.urls, row))
}

function destroy(ctx: TempleRequestContext): Response {
  const row = find(ctx)
  if (!row) return notFound()
  removeRows(ctx.db, '__c__', (r) => r.id === row.id)
  return noContent()
}

export const __c__Routes: readonly Route[] = [
  route('/temple/t-admin/__k__/', { GET: withTemple('view___m__', list), POST: withTemple('add___m__', create) }),
  route('/temple/t-admin/__k__/:id/', {
    GET: withTemple('view___m__', retrieve),
    PATCH: withTemple('change___m__', update),
    DELETE: withTemple('delete___m__', destroy),
  }),
]
