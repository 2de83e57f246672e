import type { Weekday } from '@/shared/lib/dates'

/** The offering types of the API; the form offers custom, monthly and weekly. */
export const OFFERING_TYPES = ['custom', 'yearly', 'monthly', 'weekly', 'daily'] as const
export type OfferingType = (typeof OFFERING_TYPES)[number]
export const FORM_OFFERING_TYPES = ['custom', 'monthly', 'weekly'] as const

export const BLOCK_PERIODS = ['not_applicable', 'year', 'month', 'week', 'day', 'hour'] as const
export type BlockPeriod = (typeof BLOCK_PERIODS)[number]

export const BLOCK_CALC_CHOOSERS = ['from_time', 'to_time'] as const
export type BlockCalcChooser = (typeof BLOCK_CALC_CHOOSERS)[number]

export const ADDON_FIELD_TYPES = ['str', 'int', 'float'] as const
export type AddonFieldType = (typeof ADDON_FIELD_TYPES)[number]

export interface Ref {
  id: number
  url: string
  name: string
}

/** A select option: the referenced object's url and its name. */
export interface Option {
  id: number
  url: string
  name: string
}

export interface OfferingTime {
  id: number
  url: string
  /** HH:mm:ss */
  fromTime: string
  toTime: string | null
  maxLimit: number | null
  blockCalcChooser: BlockCalcChooser
}

export interface OfferingMeta {
  /** yyyy-MM-dd dates of a custom offering. */
  dates: string[]
  /** 1 to 31 (monthly) or sun to sat (weekly). */
  days: (number | Weekday)[]
  /** yyyy-MM-dd dates a non-custom offering is not available. */
  excludes: string[]
}

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
