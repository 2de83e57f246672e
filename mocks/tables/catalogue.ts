/**
 * Row types of a temple's catalogue: offering categories, offerings with their time slots,
 * add-on fields and fee splits, deities, donation categories and donations.
 */
import type { MediaRef } from './temples'

export interface OfferingCategoryRow {
  id: number
  temple_id: number
  name: string
  created_at: string
}

export const OFFERING_TYPES = ['custom', 'yearly', 'monthly', 'weekly', 'daily'] as const
export type OfferingType = (typeof OFFERING_TYPES)[number]
export const BLOCK_PERIODS = ['not_applicable', 'year', 'month', 'week', 'day', 'hour'] as const
export type BlockPeriod = (typeof BLOCK_PERIODS)[number]
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export interface OfferingMeta {
  /** yyyy-MM-dd dates of a custom offering. */
  dates: string[]
  /** Days of the month (1-31) of a monthly offering, or weekdays of a weekly one. */
  days: (number | Weekday)[]
  /** yyyy-MM-dd dates a non-custom offering is not available. */
  excludes: string[]
}

export interface OfferingRow {
  id: number
  temple_id: number
  category_id: number
  name: string
  /** Decimal string, e.g. "101.00". */
  price: string
  can_change_price: boolean
  offering_type: OfferingType
  available_online: boolean
  available_offline: boolean
  block_period: BlockPeriod
  block_unit: number | null
  repeat_unit: number | null
  is_recommended: boolean
  is_courier_available: boolean
  use_closing_time: boolean
  per_day_limit: number | null
  is_dakshina_required: boolean
  min_dakshina_amount: string | null
  description: string
  offering_meta: OfferingMeta
  created_at: string
  /** The user who created it (absent for seed rows): see mayAddToOffering in helpers.ts. */
  created_by?: number
}

export interface DeityRow {
  id: number
  temple_id: number
  name: string
  is_main: boolean
  image: MediaRef
  /** Ids of the offerings assigned to this deity (the source of truth for the relation). */
  offering_ids: number[]
  created_at: string
}

export const BLOCK_CALC_CHOOSERS = ['from_time', 'to_time'] as const
export type BlockCalcChooser = (typeof BLOCK_CALC_CHOOSERS)[number]

/** A time slot of an offering. */
export interface OfferingTimeRow {
  id: number
  offering_id: number
  /** HH:mm:ss */
  from_time: string
  to_time: string | null
  max_limit: number | null
  block_calc_chooser: BlockCalcChooser
}

export const ADDON_FIELD_TYPES = ['str', 'int', 'float'] as const
export type AddonFieldType = (typeof ADDON_FIELD_TYPES)[number]

/** An additional field a devotee fills in when booking an offering. */
export interface OfferingAddonRow {
  id: number
  offering_id: number
  field_name: string
  field_type: AddonFieldType
  description: string
  min_length: number | null
  max_length: number | null
  /** Decimal strings like "10.00", or null. */
  min_value: string | null
  max_value: string | null
  required: boolean
  add_to_price: boolean
  allow_multiplier: boolean
  multiplier_label: string
}

/** A fee-split name; content_object is the url path of an offering or a temple. */
export interface FeeSplitNameRow {
  id: number
  temple_id: number
  name: string
  /** 'offering:{id}' or 'temple:{id}'. */
  content_object: string
}

export interface FeeSplitEntry {
  name: string
  /** Decimal string, e.g. "60.00". */
  percent: string
}

export interface FeeSplitConfigRow {
  id: number
  temple_id: number
  /** 'offering:{id}' or 'temple:{id}'. */
  content_object: string
  entries: FeeSplitEntry[]
}

export interface DonationCategoryRow {
  id: number
  temple_id: number
  name: string
  created_at: string
}

export const DONATION_TYPES = ['daily', 'custom', 'monthly', 'weekly'] as const
export type DonationType = (typeof DONATION_TYPES)[number]

/** Same shape as the offering meta: custom dates, monthly days or weekdays, excluded dates. */
export type DonationMeta = OfferingMeta

export interface DonationRow {
  id: number
  temple_id: number
  category_id: number
  name: string
  /** Decimal strings like DRF's DecimalField ("101.00"), or null. */
  amount: string | null
  min_amount: string | null
  max_amount: string | null
  is_amount_fixed: boolean
  is_date_required: boolean
  donation_type: DonationType
  block_period: BlockPeriod
  block_unit: number | null
  per_day_limit: number | null
  repeat_unit: number | null
  description: string
  donation_meta: DonationMeta
  created_at: string
}
