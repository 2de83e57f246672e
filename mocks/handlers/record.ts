/**
 * The request handling the detail endpoints ({id}/) share: the url's row or 404, a write's
 * `If-Match` checked against the row's version or 412, the change's JSON body or 400, the answer
 * with the row as now stored (docs/decisions/227).
 */
import { type TableName, type Tables, insertRow, removeRows } from '../db'
import { created, hasPerm, noContent, notFound, permissionDenied, readJsonBody } from '../helpers'
import type { PermissionCode } from '../permissions'
import { type RequestContext, type Resolver, type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import type { JsonObject } from '../validation'
import { preconditionFailed, versioned } from '../versions'

/** The tables whose rows belong to one temple. */
type TempleTable = { [K in TableName]: Tables[K] extends { temple_id: number } ? K : never }[TableName]

/** The row of the url's id in the table, if it belongs to the caller's temple. */
export function templeRow<K extends TempleTable>(ctx: TempleRequestContext, table: K): Tables[K] | undefined {
  const id = idParam(ctx)
  return (ctx.db[table] as Tables[K][]).find((row) => row.id === id && row.temple_id === ctx.temple.id)
}

/** How the handlers of one kind of record find, version and answer it. */
export interface RecordAccess<C extends RequestContext, R> {
  /** The url's row, or undefined (404). */
  find: (ctx: C) => R | undefined
  /** The row as the API sends it. */
  serialize: (ctx: C, row: R) => unknown
  /** The 412 when the write's If-Match names another version, else null (default: the serialized row's version). */
  stale?: (ctx: C, row: R) => Response | null
  /** The answer with the row (default: the serialized row with its version, `versioned`). */
  answer?: (body: unknown) => Response
}

/** The url's row, or the 404 to answer; with `stale`, also the 412 of a write to another version. */
export function foundRow<C extends RequestContext, R>(
  ctx: C,
  find: (ctx: C) => R | undefined,
  stale?: (ctx: C, row: R) => Response | null,
): R | Response {
  const row = find(ctx)
  if (row === undefined) return notFound()
  return stale?.(ctx, row) ?? row
}

function staleCheck<C extends RequestContext, R>(access: RecordAccess<C, R>): (ctx: C, row: R) => Response | null {
  return access.stale ?? ((ctx, row) => preconditionFailed(ctx.request, access.serialize(ctx, row)))
}

/** The answer with the row as now stored. */
export function answerRow<C extends RequestContext, R>(access: RecordAccess<C, R>, ctx: C, row: R): Response {
  return (access.answer ?? versioned)(access.serialize(ctx, row))
}

/** The row a change is for and the change's JSON body; or the 404, 412 or 400 to answer. */
export async function readChange<C extends RequestContext, R>(
  ctx: C,
  access: RecordAccess<C, R>,
): Promise<{ row: R; body: JsonObject } | Response> {
  const row = foundRow(ctx, access.find, staleCheck(access))
  if (row instanceof Response) return row
  const body = await readJsonBody(ctx.request)
  return body instanceof Response ? body : { row, body }
}

/** GET {id}/: the row, or 404. */
export function retrieveRow<C extends RequestContext, R>(access: RecordAccess<C, R>): Resolver<C> {
  return (ctx) => {
    const row = access.find(ctx)
    return row === undefined ? notFound() : answerRow(access, ctx, row)
  }
}

/** Reads a create's (`existing` null) or a change's body: the values to store, or the 400 of their validation. */
export type ReadValues<C extends RequestContext, R> = (ctx: C, body: JsonObject, existing: R | null) => Partial<R> | Response

/** POST: after the 400 of the body or of `read`, a new row of the defaults and the values read; 201 with it. */
export function createRow<C extends RequestContext, K extends TableName>(
  table: K,
  access: RecordAccess<C, Tables[K]>,
  read: ReadValues<C, Tables[K]>,
  defaults: (ctx: C) => Omit<Tables[K], 'id'>,
): Resolver<C> {
  return async (ctx) => {
    const body = await readJsonBody(ctx.request)
    if (body instanceof Response) return body
    const values = read(ctx, body, null)
    if (values instanceof Response) return values
    const row = insertRow(ctx.db, table, { ...defaults(ctx), ...values })
    return created(access.serialize(ctx, row))
  }
}

/**
 * PATCH or PUT {id}/: after the 404, 412 and 400 of the body, `read` gives the new values (or the
 * 400 of their validation); they are stored and the row answered.
 */
export function updateRow<C extends RequestContext, R extends object>(access: RecordAccess<C, R>, read: ReadValues<C, R>): Resolver<C> {
  return async (ctx) => {
    const change = await readChange(ctx, access)
    if (change instanceof Response) return change
    const values = read(ctx, change.body, change.row)
    if (values instanceof Response) return values
    Object.assign(change.row, values)
    return answerRow(access, ctx, change.row)
  }
}

/** DELETE {id}/: the row removed (after the 404, and the 412 when `stale` is given), 204. */
export function destroyRow<C extends RequestContext, K extends TableName>(
  table: K,
  find: (ctx: C) => Tables[K] | undefined,
  stale?: (ctx: C, row: Tables[K]) => Response | null,
): Resolver<C> {
  return (ctx) => {
    const row = foundRow(ctx, find, stale)
    if (row instanceof Response) return row
    removeRows(ctx.db, table, (other) => other.id === row.id)
    return noContent()
  }
}

/** Who may call: the holders of one permission code, or of any one of several (administrators always). */
export type Allowed = PermissionCode | readonly PermissionCode[]

export function withTemplePerm(allowed: Allowed, resolver: Resolver<TempleRequestContext>): Resolver {
  if (typeof allowed === 'string') return withTemple(allowed, resolver)
  return withTemple(null, (ctx) => (allowed.some((code) => hasPerm(ctx.membership, code)) ? resolver(ctx) : permissionDenied()))
}

/** A kind of a temple's records with the five endpoints of `recordRoutes`. */
export interface TempleRecord<K extends TempleTable> extends RecordAccess<TempleRequestContext, Tables[K]> {
  table: K
  /** GET of the list (its filters and order are the record's own). */
  list: Resolver<TempleRequestContext>
  read: ReadValues<TempleRequestContext, Tables[K]>
  /** A new row: what a create's body does not give. */
  defaults: (ctx: TempleRequestContext) => Omit<Tables[K], 'id'>
}

/** A temple record found by the url's id in its table; its answers carry its version. */
export function templeRecord<K extends TempleTable>(table: K, record: Omit<TempleRecord<K>, 'table' | 'find'>): TempleRecord<K> {
  return { table, find: (ctx) => templeRow(ctx, table), ...record }
}

/** List and create at `path`; retrieve, change (PATCH, checked against If-Match) and delete at `{path}{id}/`. */
export function recordRoutes<K extends TempleTable>(
  path: string,
  record: TempleRecord<K>,
  allowed: Record<'view' | 'add' | 'change' | 'delete', Allowed>,
): Route[] {
  return [
    route(path, {
      GET: withTemplePerm(allowed.view, record.list),
      POST: withTemplePerm(allowed.add, createRow(record.table, record, record.read, record.defaults)),
    }),
    route(`${path}:id/`, {
      GET: withTemplePerm(allowed.view, retrieveRow(record)),
      PATCH: withTemplePerm(allowed.change, updateRow(record, record.read)),
      DELETE: withTemplePerm(allowed.delete, destroyRow(record.table, record.find)),
    }),
  ]
}
