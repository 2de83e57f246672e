/** Offerings, their times, add-on fields and fee splits (`/temple/t-admin/offering…`, `/report-app/…`). */
import { z } from 'zod'
import { BlockPeriod, DateTimeString, Decimal, Id, Ref, ScheduleMeta, TimeString, Url } from './common'

export const OfferingType = z.enum(['custom', 'yearly', 'monthly', 'weekly', 'daily'])
export const BlockCalcChooser = z.enum(['from_time', 'to_time'])

export const OfferingTime = z
  .object({
    id: Id,
    url: Url,
    from_time: TimeString,
    to_time: TimeString.nullable(),
    max_limit: z.number().int().nullable(),
    block_calc_chooser: BlockCalcChooser,
    offering: Url,
  })
  .meta({ id: 'OfferingTime' })

export const Offering = z
  .object({
    id: Id,
    url: Url,
    name: z.string(),
    price: Decimal,
    can_change_price: z.boolean(),
    category: Url,
    /** Not in the spec's field list: some backends send it (the mocked one does); the app never relies on it. */
    category_detail: Ref.nullable().optional(),
    assigned_deities: z.array(Url),
    /** Likewise beside the deities' urls. */
    assigned_deities_detail: z.array(Ref).optional(),
    offering_type: OfferingType,
    available_online: z.boolean(),
    available_offline: z.boolean(),
    block_period: BlockPeriod,
    block_unit: z.number().int().nullable(),
    repeat_unit: z.number().int().nullable(),
    is_recommended: z.boolean(),
    is_courier_available: z.boolean(),
    use_closing_time: z.boolean(),
    per_day_limit: z.number().int().nullable(),
    is_dakshina_required: z.boolean(),
    min_dakshina_amount: Decimal.nullable(),
    description: z.string(),
    offering_times: z.array(OfferingTime),
    offering_meta: ScheduleMeta,
    temple_id: Id,
    created_at: DateTimeString,
  })
  .meta({ id: 'Offering' })

/** POST (name, price, category required) and PATCH. References as urls or ids. */
export const OfferingBody = Offering.omit({
  id: true,
  url: true,
  category_detail: true,
  assigned_deities_detail: true,
  offering_times: true,
  temple_id: true,
  created_at: true,
})
  .extend({ category: z.union([Url, Id]), assigned_deities: z.array(z.union([Url, Id])), offering_meta: ScheduleMeta.partial() })
  .partial()
export const OfferingQuery = z.object({ name: z.string(), category: Id, deity: Id }).partial()
/** PATCH {url}offering_meta/add/ and …/remove/: the dates, days or excludes to add or remove. */
export const ScheduleMetaChange = ScheduleMeta.partial()

export const OfferingTimeBody = z
  .object({
    from_time: TimeString,
    to_time: TimeString.nullable(),
    max_limit: z.number().int().nullable(),
    block_calc_chooser: BlockCalcChooser,
  })
  .partial()

export const AddonFieldType = z.enum(['str', 'int', 'float'])
export const OfferingAddon = z
  .object({
    id: Id,
    url: Url,
    field_name: z.string(),
    field_type: AddonFieldType,
    data_type: AddonFieldType,
    description: z.string(),
    min_length: z.number().int().nullable(),
    max_length: z.number().int().nullable(),
    min_value: Decimal.nullable(),
    max_value: Decimal.nullable(),
    required: z.boolean(),
    add_to_price: z.boolean(),
    allow_multiplier: z.boolean(),
    multiplier_label: z.string(),
    offering: Url,
  })
  .meta({ id: 'OfferingAddon' })
export const OfferingAddonBody = z.object({
  offering: z.union([Url, Id]),
  field_name: z.string(),
  field_type: AddonFieldType,
  description: z.string().optional(),
  min_length: z.number().int().nullable().optional(),
  max_length: z.number().int().nullable().optional(),
  min_value: Decimal.nullable().optional(),
  max_value: Decimal.nullable().optional(),
  required: z.boolean().optional(),
  add_to_price: z.boolean().optional(),
  allow_multiplier: z.boolean().optional(),
  multiplier_label: z.string().optional(),
})
export const OfferingAddonQuery = z.object({ offering: Id.optional() })

export const FeeSplitName = z.object({ id: Id, url: Url, name: z.string(), content_object: Url }).meta({ id: 'FeeSplitName' })
export const FeeSplitConfig = z
  .object({
    id: Id,
    url: Url,
    content_object: Url,
    entries: z.array(z.object({ name: z.string(), percent: Decimal, value: Decimal.nullable() })),
  })
  .meta({ id: 'FeeSplitConfig' })
/** The object the split belongs to, by its url. */
export const ContentObjectQuery = z.object({ content_object: z.string().optional() })
export const FeeSplitNameBody = z.object({ name: z.string(), content_object: z.string() })
const FeeSplitEntryBody = z.object({ name: z.string(), percent: z.union([Decimal, z.number()]) })
export const FeeSplitConfigBody = z.object({ content_object: z.string(), entries: z.array(FeeSplitEntryBody) })
export const FeeSplitConfigChanges = z.object({ entries: z.array(FeeSplitEntryBody) })
