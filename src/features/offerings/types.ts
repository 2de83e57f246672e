import type { z } from 'zod'
import type {
  FeeSplitConfig as FeeSplitConfigWire,
  FeeSplitName as FeeSplitNameWire,
  Offering as OfferingWire,
  OfferingAddon as OfferingAddonWire,
  OfferingTime as OfferingTimeWire,
} from '@contract/offerings'
import type { Camel } from '@/shared/api/case'
import type { ScheduleMeta } from '@/shared/lib/schedule-meta'

export type { Option } from '@/shared/lib/options'

/** The offering types of the API; the form offers custom, monthly and weekly. */
export const OFFERING_TYPES = ['custom', 'yearly', 'monthly', 'weekly', 'daily'] as const
export type OfferingType = (typeof OFFERING_TYPES)[number]
export const FORM_OFFERING_TYPES = ['custom', 'monthly', 'weekly'] as const

export const BLOCK_CALC_CHOOSERS = ['from_time', 'to_time'] as const

export const ADDON_FIELD_TYPES = ['str', 'int', 'float'] as const
export type AddonFieldType = (typeof ADDON_FIELD_TYPES)[number]

/** A time slot as the API sends it (contract/offerings.ts). */
export type OfferingTime = Camel<z.output<typeof OfferingTimeWire>>

/** Dates of a custom offering; days (1 to 31 or sun to sat) and excluded dates of a repeating one. */
export type OfferingMeta = ScheduleMeta

/**
 * An offering as the API sends it (contract/offerings.ts). `category` and `assignedDeities` are
 * urls (the spec's fields); `categoryDetail` and `assignedDeitiesDetail` are extra detail some
 * backends send, never relied on: names come from the category and deity lists by url.
 */
export type Offering = Camel<z.output<typeof OfferingWire>>

export type OfferingAddon = Camel<z.output<typeof OfferingAddonWire>>

export type FeeSplitName = Camel<z.output<typeof FeeSplitNameWire>>

export type FeeSplitConfig = Camel<z.output<typeof FeeSplitConfigWire>>

/** The list filters kept in the URL (ids). */
export interface OfferingFilters {
  deity?: number | undefined
  category?: number | undefined
}
