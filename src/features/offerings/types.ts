import type { BlockPeriod } from '@/shared/lib/block-period'
import type { Option } from '@/shared/lib/options'
import type { ScheduleMeta } from '@/shared/lib/schedule-meta'

export type { BlockPeriod } from '@/shared/lib/block-period'
export type { Option } from '@/shared/lib/options'

/** The offering types of the API; the form offers custom, monthly and weekly. */
export const OFFERING_TYPES = ['custom', 'yearly', 'monthly', 'weekly', 'daily'] as const
export type OfferingType = (typeof OFFERING_TYPES)[number]
export const FORM_OFFERING_TYPES = ['custom', 'monthly', 'weekly'] as const

export const BLOCK_CALC_CHOOSERS = ['from_time', 'to_time'] as const
export type BlockCalcChooser = (typeof BLOCK_CALC_CHOOSERS)[number]

export const ADDON_FIELD_TYPES = ['str', 'int', 'float'] as const
export type AddonFieldType = (typeof ADDON_FIELD_TYPES)[number]

/** A referenced object's id, url and name. */
export type Ref = Option

export interface OfferingTime {
  id: number
  url: string
  /** HH:mm:ss */
  fromTime: string
  toTime: string | null
  maxLimit: number | null
  blockCalcChooser: BlockCalcChooser
}

/** Dates of a custom offering; days (1 to 31 or sun to sat) and excluded dates of a repeating one. */
export type OfferingMeta = ScheduleMeta

export interface Offering {
  id: number
  url: string
  name: string
  /** Decimal string, e.g. "101.00". */
  price: string
  canChangePrice: boolean
  /** The category's url (the spec's field). */
  category: string
  /** Extra detail some backends send (the mocked one does); never relied on: names come from the category list by url. */
  categoryDetail?: Ref | null
  /** The deities' urls (the spec's field). */
  assignedDeities: string[]
  /** Extra detail some backends send; names come from the deity list by url. */
  assignedDeitiesDetail?: Ref[]
  offeringType: OfferingType
  availableOnline: boolean
  availableOffline: boolean
  blockPeriod: BlockPeriod
  blockUnit: number | null
  repeatUnit: number | null
  isRecommended: boolean
  isCourierAvailable: boolean
  useClosingTime: boolean
  perDayLimit: number | null
  isDakshinaRequired: boolean
  minDakshinaAmount: string | null
  description: string
  offeringTimes: OfferingTime[]
  offeringMeta: OfferingMeta
  templeId: number
  createdAt: string
}

export interface OfferingAddon {
  id: number
  url: string
  fieldName: string
  fieldType: AddonFieldType
  description: string
  minLength: number | null
  maxLength: number | null
  minValue: string | null
  maxValue: string | null
  required: boolean
  addToPrice: boolean
  allowMultiplier: boolean
  multiplierLabel: string
  offering: string
}

export interface FeeSplitName {
  id: number
  url: string
  name: string
  contentObject: string
}

export interface FeeSplitEntry {
  name: string
  percent: string
  value: string | null
}

export interface FeeSplitConfig {
  id: number
  url: string
  contentObject: string
  entries: FeeSplitEntry[]
}

/** The list filters kept in the URL (ids). */
export interface OfferingFilters {
  deity?: number | undefined
  category?: number | undefined
}
