/**
 * Add-on fields of offerings (/temple/t-admin/offering-addon-field/). Permissions use the offering
 * codes. The type travels as `field_type` (`data_type` is accepted as another name for it).
 *
 * - GET    ?offering={id}     the offering's fields (Link pages)
 * - POST   {field_name, field_type, description, min_length, max_length, min_value, max_value,
 *           required, add_to_price, allow_multiplier, multiplier_label, offering (url)}
 * - GET/PUT/DELETE {id}/
 * A write that sends If-Match is checked against the offering's version (decision 217).
 */
import { type OfferingAddonRow, insertRow } from '../db'
import {
  created,
  fieldErrors,
  mayAddToOffering,
  mayWriteOfferingParts,
  paginate,
  parseId,
  permissionDenied,
  readJsonBody,
} from '../helpers'
import { type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import { ADDON_FIELD_TYPES } from '../schema'
import { serializeOfferingAddon } from '../serializers'
import { idFromUrl } from '../urls'
import { BodyReader, type JsonObject } from '../validation'
import { offeringPart, staleOffering } from './offerings/version'
import { destroyRow, retrieveRow, updateRow } from './record'

export const ADDON_MESSAGES = {
  minLength: 'Minimum Length must be greater than or equal to 1',
  multiplierLabel: 'Multiplier label is required',
  minValue: 'Minimum value must be greater than or equal to 0 when the value is added to the price',
  lengthOrder: 'Maximum length must be greater than or equal to the minimum length',
  valueOrder: 'Maximum value must be greater than or equal to the minimum value',
  floatOnly: 'Only float fields can be added to the price',
} as const

const offeringOf = (ctx: TempleRequestContext, addon: OfferingAddonRow) =>
  ctx.db.offerings.find((o) => o.id === addon.offering_id && o.temple_id === ctx.temple.id)

function findAddon(ctx: TempleRequestContext): OfferingAddonRow | undefined {
  const id = idParam(ctx)
  const addon = ctx.db.offeringAddons.find((a) => a.id === id)
  return addon && offeringOf(ctx, addon) ? addon : undefined
}

const ADDON = offeringPart(findAddon, (ctx, addon) => serializeOfferingAddon(ctx.urls, addon), offeringOf)

function readAddon(ctx: TempleRequestContext, raw: JsonObject): Omit<OfferingAddonRow, 'id'> | Response {
  const body = { ...raw }
  if (body.field_type === undefined && body.data_type !== undefined) body.field_type = body.data_type
  const reader = new BodyReader(body)
  const fieldName = reader.string('field_name', { maxLength: 100 })
  const fieldType = reader.choice('field_type', ADDON_FIELD_TYPES)
  const description = reader.string('description', { required: false, allowBlank: true, maxLength: 500 }) ?? ''
  const minLength = reader.integer('min_length', { required: false, nullable: true })
  const maxLength = reader.integer('max_length', { required: false, nullable: true })
  // Value bounds are amounts: DecimalField(max_digits=10, decimal_places=2).
  const minText = reader.decimal('min_value', { required: false, nullable: true })
  const maxText = reader.decimal('max_value', { required: false, nullable: true })
  const minValue = minText == null ? minText : Number(minText)
  const maxValue = maxText == null ? maxText : Number(maxText)
  const required = reader.boolean('required', { required: false }) ?? false
  const addToPrice = reader.boolean('add_to_price', { required: false }) ?? false
  const allowMultiplier = reader.boolean('allow_multiplier', { required: false }) ?? false
  const multiplierLabel = reader.string('multiplier_label', { required: false, allowBlank: true, maxLength: 100 }) ?? ''
  const offeringId = idFromUrl(body.offering, 'offering')
  const offering = ctx.db.offerings.find((o) => o.id === offeringId && o.temple_id === ctx.temple.id)
  if (body.offering === undefined) reader.addError('offering', 'This field is required.')
  else if (!offering) reader.addError('offering', 'Invalid hyperlink - Object does not exist.')
  if (!reader.valid || !offering || fieldName === undefined || fieldType === undefined) return fieldErrors(reader.errors)

  const text = fieldType === 'str'
  if (text && minLength != null && minLength < 1) reader.addError('min_length', ADDON_MESSAGES.minLength)
  if (text && minLength != null && maxLength != null && maxLength < minLength) reader.addError('max_length', ADDON_MESSAGES.lengthOrder)
  if (!text && minValue != null && maxValue != null && maxValue < minValue) reader.addError('max_value', ADDON_MESSAGES.valueOrder)
  if (addToPrice && fieldType !== 'float') reader.addError('add_to_price', ADDON_MESSAGES.floatOnly)
  if (addToPrice && minValue != null && minValue < 0) reader.addError('min_value', ADDON_MESSAGES.minValue)
  if (allowMultiplier && multiplierLabel === '') reader.addError('multiplier_label', ADDON_MESSAGES.multiplierLabel)
  if (!reader.valid) return fieldErrors(reader.errors)
  return {
    offering_id: offering.id,
    field_name: fieldName,
    field_type: fieldType,
    description,
    min_length: text ? (minLength ?? null) : null,
    max_length: text ? (maxLength ?? null) : null,
    min_value: text || minValue == null ? null : minValue.toFixed(2),
    max_value: text || maxValue == null ? null : maxValue.toFixed(2),
    required,
    add_to_price: fieldType === 'float' && addToPrice,
    allow_multiplier: fieldType === 'float' && allowMultiplier,
    multiplier_label: fieldType === 'float' && allowMultiplier ? multiplierLabel : '',
  }
}

function list(ctx: TempleRequestContext): Response {
  const offeringParam = ctx.url.searchParams.get('offering')
  const offeringId = parseId(offeringParam)
  const offeringIds = new Set(ctx.db.offerings.filter((o) => o.temple_id === ctx.temple.id).map((o) => o.id))
  const rows = ctx.db.offeringAddons
    .filter((a) => offeringIds.has(a.offering_id) && (offeringParam === null || a.offering_id === offeringId))
    .sort((a, b) => a.id - b.id)
  return paginate(ctx.request, rows, (a) => serializeOfferingAddon(ctx.urls, a))
}

async function create(ctx: TempleRequestContext): Promise<Response> {
  if (!mayWriteOfferingParts(ctx.membership)) return permissionDenied()
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const values = readAddon(ctx, body)
  if (values instanceof Response) return values
  const offering = ctx.db.offerings.find((o) => o.id === values.offering_id)
  if (!offering || !mayAddToOffering(ctx, offering)) return permissionDenied()
  const stale = staleOffering(ctx, offering)
  if (stale) return stale
  return created(serializeOfferingAddon(ctx.urls, insertRow(ctx.db, 'offeringAddons', values)))
}

export const offeringAddonRoutes: readonly Route[] = [
  route('/temple/t-admin/offering-addon-field/', {
    GET: withTemple('view_offering', list),
    POST: withTemple(null, create),
  }),
  route('/temple/t-admin/offering-addon-field/:id/', {
    GET: withTemple('view_offering', retrieveRow(ADDON)),
    PUT: withTemple('change_offering', updateRow(ADDON, readAddon)),
    DELETE: withTemple('change_offering', destroyRow('offeringAddons', findAddon, ADDON.stale)),
  }),
]
