/**
 * An offering's version covers its add-on fields and its fee split (decision 217): they are edited
 * in the offering's editor and saved with it, so a write to any of them moves the offering's ETag,
 * and such a write that names a version (If-Match) is checked against the offering's.
 */
import type { Db, OfferingRow } from '../../db'
import { json } from '../../helpers'
import type { TempleRequestContext } from '../../router'
import { serializeOffering } from '../../serializers'
import { preconditionFailed, versioned } from '../../versions'
import type { RecordAccess } from '../record'

/** What the offering's version is a hash of: the record, its add-on fields and its fee split. */
function tagged(db: Db, offering: OfferingRow, body: unknown): unknown {
  return {
    offering: body,
    addons: db.offeringAddons.filter((a) => a.offering_id === offering.id).sort((a, b) => a.id - b.id),
    split: db.feeSplitConfigs.filter((c) => c.content_object === `offering:${offering.id}`).map((c) => c.entries),
  }
}

/** 200 with the serialized offering and its version. */
export function versionedOffering(ctx: TempleRequestContext, offering: OfferingRow): Response {
  const body = serializeOffering(ctx.urls, ctx.db, offering)
  return versioned(body, {}, tagged(ctx.db, offering, body))
}

/** The 412 (with the offering as now stored) when the request's If-Match names another version of it; else null. */
export function staleOffering(ctx: TempleRequestContext, offering: OfferingRow | undefined): Response | null {
  if (!offering) return null
  const body = serializeOffering(ctx.urls, ctx.db, offering)
  return preconditionFailed(ctx.request, body, tagged(ctx.db, offering, body))
}

/**
 * How the handlers of a part of an offering (an add-on field, a fee split) find and answer it: a
 * write is checked against the version of the part's offering; the part's answers carry no version
 * of their own.
 */
export function offeringPart<R>(
  find: (ctx: TempleRequestContext) => R | undefined,
  serialize: (ctx: TempleRequestContext, row: R) => unknown,
  offeringOf: (ctx: TempleRequestContext, row: R) => OfferingRow | undefined,
): RecordAccess<TempleRequestContext, R> {
  return { find, serialize, stale: (ctx, row) => staleOffering(ctx, offeringOf(ctx, row)), answer: json }
}

/** The offering a fee split's content object names (`offering:{id}`), if any. */
export function offeringOfRef(ctx: TempleRequestContext, ref: string | null | undefined): OfferingRow | undefined {
  const match = ref ? /^offering:(\d+)$/.exec(ref) : null
  return match ? ctx.db.offerings.find((o) => o.id === Number(match[1]) && o.temple_id === ctx.temple.id) : undefined
}
