/**
 * The tables of the mocked database (`Tables`, `TABLE_NAMES`), the token state of the fake JWT
 * auth, and `Db`. The row types live in tables/, one module per concern (people, temples, the
 * catalogue, orders); this module re-exports them, so `schema.ts` (and db.ts) name every type.
 *
 * Row fields are snake_case like the Django models behind the real API. Kept apart from db.ts so
 * the seed modules can import them without an import cycle.
 */
import type { MembershipRow, UserRow, InvitationRow, SignupRow, OutboxRow } from './tables/people'
import type { TempleRow, BankAccountRow, ModuleRecordRow } from './tables/temples'
import type {
  OfferingCategoryRow,
  OfferingRow,
  DeityRow,
  DonationCategoryRow,
  DonationRow,
  OfferingTimeRow,
  OfferingAddonRow,
  FeeSplitNameRow,
  FeeSplitConfigRow,
} from './tables/catalogue'
import type { OrderStatusChangeRow } from './tables/orders'

export * from './tables/people'
export * from './tables/temples'
export * from './tables/catalogue'
export * from './tables/orders'

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
