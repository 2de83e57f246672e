/**
 * Row types of a temple: its profile (address, location, images), its bank account and the dated
 * records of its data modules.
 */

export type ApprovalStatus = 'approved' | 'pending'
export const STAR_LANGUAGES = ['malayalam', 'tamil', 'english', 'hindi', 'kannada', 'telugu', 'sanskrit'] as const
export type StarLanguage = (typeof STAR_LANGUAGES)[number]

export interface Address {
  address_line_1: string
  address_line_2: string
  city: string
  district: string
  state: string
  pincode: string
}

export interface LatLng {
  latitude: number
  longitude: number
}

/**
 * An image reference: null, an absolute/data url kept as is, or a path relative to the API root
 * (e.g. `__mock__/media/temple-1-cover.svg`) that serializers make absolute.
 */
export type MediaRef = string | null

export interface TempleImages {
  cover: MediaRef
  display: MediaRef
  logo: MediaRef
}

export interface TempleRow {
  id: number
  name: string
  slug: string
  is_active: boolean
  approval_status: ApprovalStatus
  counter_name: string
  email: string
  phone: string
  contact_no_1: string | null
  contact_no_2: string | null
  whatsapp_no: string | null
  opening_time: string | null
  closing_time: string | null
  offline_consolidation_time: string | null
  enable_dakshina: boolean
  dakshina_in_consolidation: boolean
  star_lang: StarLanguage
  description: string
  address: Address
  location: LatLng | null
  images: TempleImages
  reset_ref_on_year_change: boolean
  ref_no_padding: number
  order_ref_no_tpl: string
  offering_receipt_ref_no_tpl: string
  donation_receipt_ref_no_tpl: string
  voucher_ref_no_tpl: string
  invoice_ref_no_tpl: string
  /** TDS percentage: 0, 1, 5 or 20. */
  tds: number
  /** Decimals as strings, the way DRF serialises DecimalField. */
  commission_percent: string | null
  commission_min: string | null
  commission_max: string | null
  created_at: string
}

/** A temple's bank account (one per temple); staff set merchant_id and is_active. */
export interface BankAccountRow {
  id: number
  temple_id: number
  acc_name: string
  acc_number: string
  ifsc: string
  branch_name: string
  /** Media ref of the cancelled cheque (data: url for uploads, or a seed placeholder). */
  cancelled_cheque: MediaRef
  merchant_id: string | null
  is_active: boolean
  updated_at: string
}

export const RESET_MODULES = ['financial', 'inventory', 'orders', 'store'] as const
export type ResetModule = (typeof RESET_MODULES)[number]

/**
 * A dated record of one data module of a temple (financial entries, stock moves, orders, store
 * sales) in its simplest form: what the staff cleanup-and-reset clears up to a date.
 */
export interface ModuleRecordRow {
  id: number
  temple_id: number
  module: ResetModule
  created_at: string
}
