/**
 * Row types of the mocked database and the enumerations they use.
 *
 * Row fields are snake_case like the Django models behind the real API. Kept apart from db.ts so
 * the seed modules can import them without an import cycle.
 */
import type { PermissionCode } from './permissions'

export interface UserRow {
  id: number
  email: string
  /** Plain text: this is a fake backend holding demo passwords only. */
  password: string
  first_name: string
  last_name: string
  phone: string | null
  is_staff: boolean
  is_active: boolean
  date_joined: string
}

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

export type MembershipRole = 'admin' | 'staff'

export interface MembershipRow {
  id: number
  temple_id: number
  user_id: number
  role: MembershipRole
  /** Granted codes. Ignored for role 'admin', which has every permission. */
  permissions: PermissionCode[]
  created_at: string
}

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

/**
 * A status change of a seeded order. The orders themselves are generated (seed/orders.ts), not
 * stored; only what a user changed is kept here.
 */
export interface OrderStatusChangeRow {
  id: number
  kind: 'offering' | 'donation'
  order_id: number
  temple_id: number
  status: 'created' | 'attempted' | 'paid' | 'complete' | 'refunded' | 'trashed'
  changed_at: string
}

/** An invitation to join a temple (one-time token with an expiry). */
export interface InvitationRow {
  id: number
  temple_id: number
  email: string
  role: MembershipRole
  token: string
  invited_by: number
  created_at: string
  expires_at: string
  /** Set once the invitation was accepted, rejected or replaced by a newer one. */
  used_at: string | null
  outcome: 'accepted' | 'rejected' | 'replaced' | null
}

/** A sign-up waiting for its e-mail code. */
export interface SignupRow {
  id: number
  email: string
  first_name: string
  last_name: string
  password: string
  code: string
  code_sent_at: string
  code_expires_at: string
  /** Wrong codes entered against the current code (absent in databases saved before it existed). */
  attempts?: number
}

/** A mail the mocked backend "sent" (it sends none): the demo shows it instead. */
export interface OutboxRow {
  id: number
  to: string
  subject: string
  body: string
  /** What the mail is for, e.g. 'invitation' or 'signup-code'. */
  kind: string
  link: string | null
  code: string | null
  created_at: string
}

/** Table name → row type. */
export interface Tables {
  users: UserRow
  temples: TempleRow
  memberships: MembershipRow
  offeringCategories: OfferingCategoryRow
  offerings: OfferingRow
  deities: DeityRow
  donationCategories: DonationCategoryRow
  donations: DonationRow
  offeringTimes: OfferingTimeRow
  offeringAddons: OfferingAddonRow
  feeSplitNames: FeeSplitNameRow
  feeSplitConfigs: FeeSplitConfigRow
  bankAccounts: BankAccountRow
  moduleRecords: ModuleRecordRow
  orderStatusChanges: OrderStatusChangeRow
  invitations: InvitationRow
  signups: SignupRow
  outbox: OutboxRow
}

export type TableName = keyof Tables

export const TABLE_NAMES = [
  'users',
  'temples',
  'memberships',
  'offeringCategories',
  'offerings',
  'deities',
  'donationCategories',
  'donations',
  'offeringTimes',
  'offeringAddons',
  'feeSplitNames',
  'feeSplitConfigs',
  'bankAccounts',
  'moduleRecords',
  'orderStatusChanges',
  'invitations',
  'signups',
  'outbox',
] as const satisfies readonly TableName[]

// Compile-time check that TABLE_NAMES lists every table.
type MissingTables = Exclude<TableName, (typeof TABLE_NAMES)[number]>
const allTablesListed: MissingTables extends never ? true : never = true
void allTablesListed

/** State of the fake JWT auth (see auth.ts). */
export interface AuthState {
  /** Bumped to invalidate every issued access token at once. */
  accessKeyVersion: number
  /** Bumped to invalidate every issued refresh token at once (absent means 0). */
  refreshKeyVersion?: number
  /** Per user id; bumped to invalidate every token of that user (revokeUserTokens). */
  userTokenVersions: Record<string, number>
  /** Used (rotated) refresh tokens and the refresh tokens given at logout, kept until they expire anyway. */
  blacklist: { jti: string; exp: number }[]
}

export type Db = { [K in TableName]: Tables[K][] } & {
  version: number
  nextId: Record<TableName, number>
  auth: AuthState
}
