/**
 * Fee splits (report-app/): names and configurations of how an offering's (or a temple's) fee is
 * shared. `content_object` is the url of an offering or of the temple.
 *
 * - GET/POST  /report-app/fee-split-name/     ?content_object={url}; POST {name, content_object}
 * - GET/PATCH/DELETE /report-app/fee-split-name/{id}/
 * - GET/POST  /report-app/fee-split-config/   ?content_object={url}; POST {content_object, entries: [{name, percent}]}
 * - GET/PATCH/DELETE /report-app/fee-split-config/{id}/
 * Permissions: view_offering to read. Creating a name or a config for an offering: change_offering,
 * or add_offering for the caller's new offering (mayAddToOffering); a name for the temple: add or
 * change_offering; a config for the temple, and every change or removal: change_offering.
 * A write of an offering's config that sends If-Match is checked against the offering's version
 * (decision 217).
 */
import { type FeeSplitEntry, type FeeSplitNameRow, insertRow } from '../db'
import {
  created,
  fieldErrors,
  hasPerm,
  json,
  mayAddToOffering,
  mayWriteOfferingParts,
  paginate,
  permissionDenied,
  readJsonBody,
} from '../helpers'
import { type Route, type TempleRequestContext, route, withTemple } from '../router'
import { serializeFeeSplitConfig, serializeFeeSplitName } from '../serializers'
import { contentObjectRef } from '../urls'
import { BodyReader, type FieldErrors, type JsonObject } from '../validation'
import { offeringOfRef, offeringPart, staleOffering } from './offerings/version'
import { type RecordAccess, destroyRow, retrieveRow, templeRow, updateRow } from './record'

export const SUM_MESSAGE = 'Sum of percentages should be 100'

/** May the caller create a name or config for this content object (temple: `forTemple` decides)? */
function mayCreateFor(ctx: TempleRequestContext, ref: string, forTemple: boolean): boolean {
  const [kind, id] = ref.split(':')
  if (kind === 'temple') return forTemple
  const offering = ctx.db.offerings.find((o) => o.id === Number(id) && o.temple_id === ctx.temple.id)
  return offering !== undefined && mayAddToOffering(ctx, offering)
}

/** The ref of a content object of this temple, or null. */
function ownRef(ctx: TempleRequestContext, url: unknown): string | null {
  if (typeof url !== 'string') return null
  const ref = contentObjectRef(url)
  if (!ref) return null
  const [kind, id] = ref.split(':')
  if (kind === 'temple') return Number(id) === ctx.temple.id ? ref : null
  return ctx.db.offerings.some((o) => o.id === Number(id) && o.temple_id === ctx.temple.id) ? ref : null
}

function filterRef(ctx: TempleRequestContext): string | null | undefined {
  const raw = ctx.url.searchParams.get('content_object')
  if (raw === null || raw === '') return undefined
  return ownRef(ctx, raw)
}

// ---- names ----

function listNames(ctx: TempleRequestContext): Response {
  const ref = filterRef(ctx)
  const rows = ctx.db.feeSplitNames
    .filter((n) => n.temple_id === ctx.temple.id && (ref === undefined || n.content_object === ref))
    .sort((a, b) => a.id - b.id)
  return paginate(ctx.request, rows, (n) => serializeFeeSplitName(ctx.urls, n))
}

const findName = (ctx: TempleRequestContext) => templeRow(ctx, 'feeSplitNames')

/** A name is no part of the offering's version: its writes are not checked. */
const NAME: RecordAccess<TempleRequestContext, FeeSplitNameRow> = {
  find: findName,
  serialize: (ctx, row) => serializeFeeSplitName(ctx.urls, row),
  stale: () => null,
  answer: json,
}

async function createName(ctx: TempleRequestContext): Promise<Response> {
  if (!mayWriteOfferingParts(ctx.membership)) return permissionDenied()
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const reader = new BodyReader(body)
  const name = reader.string('name', { maxLength: 100 })
  const ref = ownRef(ctx, body.content_object)
  if (body.content_object === undefined) reader.addError('content_object', 'This field is required.')
  else if (!ref) reader.addError('content_object', 'Invalid hyperlink - Object does not exist.')
  if (!reader.valid || name === undefined || !ref) return fieldErrors(reader.errors)
  if (!mayCreateFor(ctx, ref, true)) return permissionDenied()
  if (ctx.db.feeSplitNames.some((n) => n.content_object === ref && n.name.toLowerCase() === name.toLowerCase())) {
    return fieldErrors({ name: ['Fee split name with this name already exists.'] })
  }
  const row = insertRow(ctx.db, 'feeSplitNames', { temple_id: ctx.temple.id, name, content_object: ref })
  return created(serializeFeeSplitName(ctx.urls, row))
}

/** PATCH {name?} */
function readNameChange(_ctx: TempleRequestContext, body: JsonObject): Partial<FeeSplitNameRow> | Response {
  const reader = new BodyReader(body, { partial: true })
  const name = reader.string('name', { maxLength: 100 })
  if (!reader.valid) return fieldErrors(reader.errors)
  return name === undefined ? {} : { name }
}

// ---- configs ----

/** Entries: each with a name and a percent 0..100; at least one; the sum exactly 100. */
function readEntries(raw: unknown): FeeSplitEntry[] | FieldErrors {
  if (!Array.isArray(raw) || raw.length === 0) return { entries: ['This field is required.'] }
  const entries: FeeSplitEntry[] = []
  const errors: FieldErrors[] = []
  let bad = false
  for (const item of raw) {
    const reader = new BodyReader(
      typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {},
    )
    const name = reader.string('name', { maxLength: 100 })
    const percent = reader.decimal('percent', { min: 0, max: 100, maxDigits: 5, decimalPlaces: 2 })
    errors.push(reader.errors)
    if (!reader.valid || name === undefined || percent === undefined) bad = true
    else entries.push({ name, percent })
  }
  if (bad) return { entries: errors as unknown as string[] }
  const sum = entries.reduce((total, e) => total + Math.round(Number(e.percent) * 100), 0)
  if (sum !== 10000) return { entries: [SUM_MESSAGE] }
  return entries
}

function listConfigs(ctx: TempleRequestContext): Response {
  const ref = filterRef(ctx)
  const rows = ctx.db.feeSplitConfigs
    .filter((c) => c.temple_id === ctx.temple.id && (ref === undefined || c.content_object === ref))
    .sort((a, b) => a.id - b.id)
  return paginate(ctx.request, rows, (c) => serializeFeeSplitConfig(ctx.urls, ctx.db, c))
}

const findConfig = (ctx: TempleRequestContext) => templeRow(ctx, 'feeSplitConfigs')

const CONFIG = offeringPart(
  findConfig,
  (ctx, row) => serializeFeeSplitConfig(ctx.urls, ctx.db, row),
  (ctx, row) => offeringOfRef(ctx, row.content_object),
)

async function createConfig(ctx: TempleRequestContext): Promise<Response> {
  if (!mayWriteOfferingParts(ctx.membership)) return permissionDenied()
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const ref = ownRef(ctx, body.content_object)
  const entries = readEntries(body.entries)
  const errors: FieldErrors = Array.isArray(entries) ? {} : { ...entries }
  if (body.content_object === undefined) errors.content_object = ['This field is required.']
  else if (!ref) errors.content_object = ['Invalid hyperlink - Object does not exist.']
  else if (ctx.db.feeSplitConfigs.some((c) => c.content_object === ref)) {
    errors.content_object = ['A fee split for this object already exists.']
  }
  if (Object.keys(errors).length > 0 || !ref || !Array.isArray(entries)) return fieldErrors(errors)
  if (!mayCreateFor(ctx, ref, hasPerm(ctx.membership, 'change_offering'))) return permissionDenied()
  const stale = staleOffering(ctx, offeringOfRef(ctx, ref))
  if (stale) return stale
  const row = insertRow(ctx.db, 'feeSplitConfigs', { temple_id: ctx.temple.id, content_object: ref, entries })
  return created(serializeFeeSplitConfig(ctx.urls, ctx.db, row))
}

/** PATCH {entries?} */
function readConfigChange(_ctx: TempleRequestContext, body: JsonObject): { entries?: FeeSplitEntry[] } | Response {
  if (body.entries === undefined) return {}
  const entries = readEntries(body.entries)
  return Array.isArray(entries) ? { entries } : fieldErrors(entries)
}

export const feeSplitRoutes: readonly Route[] = [
  route('/report-app/fee-split-name/', { GET: withTemple('view_offering', listNames), POST: withTemple(null, createName) }),
  route('/report-app/fee-split-name/:id/', {
    GET: withTemple('view_offering', retrieveRow(NAME)),
    PATCH: withTemple('change_offering', updateRow(NAME, readNameChange)),
    DELETE: withTemple('change_offering', destroyRow('feeSplitNames', findName)),
  }),
  route('/report-app/fee-split-config/', { GET: withTemple('view_offering', listConfigs), POST: withTemple(null, createConfig) }),
  route('/report-app/fee-split-config/:id/', {
    GET: withTemple('view_offering', retrieveRow(CONFIG)),
    PATCH: withTemple('change_offering', updateRow(CONFIG, readConfigChange)),
    DELETE: withTemple('change_offering', destroyRow('feeSplitConfigs', findConfig, CONFIG.stale)),
  }),
]
