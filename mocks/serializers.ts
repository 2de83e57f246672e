/**
 * Rows → wire objects (snake_case, absolute `url`, references as urls), one function per
 * entity, each typed by the contract's schema of it (contract/), so a drift is a compile error. Handlers of every area use these, so an entity looks the same wherever it appears.
 */
import type {
  Db,
  DeityRow,
  DonationCategoryRow,
  DonationRow,
  FeeSplitConfigRow,
  FeeSplitNameRow,
  MembershipRow,
  OfferingAddonRow,
  OfferingCategoryRow,
  OfferingRow,
  OfferingTimeRow,
  TempleRow,
  UserRow,
} from './db'
import { ALL_PERMISSION_CODES, type PermissionCode } from './permissions'
import type { BankAccountRow } from './schema'
import type { Urls } from './urls'
import type { z } from 'zod'
import type { User } from '../contract/auth'
import type { Deity, DonationCategory, OfferingCategory } from '../contract/catalog'
import type { BankAccount, Donation } from '../contract/money'
import type { FeeSplitConfig, FeeSplitName, Offering, OfferingAddon, OfferingTime } from '../contract/offerings'
import type { Temple } from '../contract/temple'
import type { Membership } from '../contract/users'

export function fullName(user: UserRow): string {
  return `${user.first_name} ${user.last_name}`.trim()
}

export type UserJson = z.output<typeof User>

export function serializeUser(urls: Urls, user: UserRow): UserJson {
  return {
    id: user.id,
    url: urls.user(user.id),
    ...pick(user, ['email', 'first_name', 'last_name']),
    full_name: fullName(user),
    phone: user.phone,
    is_staff: user.is_staff,
  }
}

/** A temple as the API sends it: the row with its url, and image urls instead of stored keys. */
export type TempleJson = z.output<typeof Temple>

export function serializeTemple(urls: Urls, temple: TempleRow): TempleJson {
  return {
    ...temple,
    url: urls.temple(temple.id),
    address: { ...temple.address },
    location: temple.location ? { ...temple.location } : null,
    images: {
      cover: urls.media(temple.images.cover),
      display: urls.media(temple.images.display),
      logo: urls.media(temple.images.logo),
    },
  }
}

export type MembershipJson = z.output<typeof Membership>

/** Effective permission codes: every code for an administrator. */
export function effectivePermissions(membership: MembershipRow): PermissionCode[] {
  return membership.role === 'admin' ? [...ALL_PERMISSION_CODES] : [...membership.permissions]
}

/** A member's user as the member lists show it (blank when the user is gone). */
export function memberUser(db: Db, userId: number): MembershipJson['user'] {
  const user = db.users.find((u) => u.id === userId)
  return { id: userId, full_name: user ? fullName(user) : '', email: user?.email ?? '', phone: user?.phone ?? null }
}

export function serializeMembership(urls: Urls, db: Db, membership: MembershipRow): MembershipJson {
  return {
    id: membership.id,
    url: urls.membership(membership.user_id),
    role: membership.role,
    permissions: effectivePermissions(membership),
    user: memberUser(db, membership.user_id),
    temple: urls.temple(membership.temple_id),
  }
}

/** The named fields of a row, as they are. */
function pick<Row, K extends keyof Row>(row: Row, keys: readonly K[]): Pick<Row, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, K>
}

/** The urls of a category's items (offerings or donations), by id. */
function itemUrls(items: readonly { id: number; category_id: number }[], categoryId: number, url: (id: number) => string): string[] {
  return items
    .filter((item) => item.category_id === categoryId)
    .map((item) => item.id)
    .sort((a, b) => a - b)
    .map((id) => url(id))
}

export type OfferingCategoryJson = z.output<typeof OfferingCategory>

export function serializeOfferingCategory(urls: Urls, db: Db, category: OfferingCategoryRow): OfferingCategoryJson {
  return {
    id: category.id,
    url: urls.offeringCategory(category.id),
    name: category.name,
    offerings: itemUrls(db.offerings, category.id, urls.offering),
    temple_id: category.temple_id,
  }
}

export type OfferingTimeJson = z.output<typeof OfferingTime>

export function serializeOfferingTime(urls: Urls, time: OfferingTimeRow): OfferingTimeJson {
  return {
    id: time.id,
    url: urls.offeringTime(time.id),
    ...pick(time, ['from_time', 'to_time', 'max_limit', 'block_calc_chooser']),
    offering: urls.offering(time.offering_id),
  }
}

export type OfferingJson = z.output<typeof Offering>

/** Times sorted by from_time; deities in id order. */
export function serializeOffering(urls: Urls, db: Db, offering: OfferingRow): OfferingJson {
  const category = db.offeringCategories.find((c) => c.id === offering.category_id)
  const deities = db.deities
    .filter((d) => d.temple_id === offering.temple_id && d.offering_ids.includes(offering.id))
    .sort((a, b) => a.id - b.id)
  return {
    id: offering.id,
    url: urls.offering(offering.id),
    ...pick(offering, ['name', 'price', 'can_change_price']),
    category: urls.offeringCategory(offering.category_id),
    category_detail: category ? { id: category.id, url: urls.offeringCategory(category.id), name: category.name } : null,
    assigned_deities: deities.map((d) => urls.deity(d.id)),
    assigned_deities_detail: deities.map((d) => ({ id: d.id, url: urls.deity(d.id), name: d.name })),
    ...pick(offering, [
      'offering_type',
      'available_online',
      'available_offline',
      'block_period',
      'block_unit',
      'repeat_unit',
      'is_recommended',
      'is_courier_available',
      'use_closing_time',
      'per_day_limit',
      'is_dakshina_required',
      'min_dakshina_amount',
      'description',
    ]),
    offering_times: db.offeringTimes
      .filter((t) => t.offering_id === offering.id)
      .sort((a, b) => a.from_time.localeCompare(b.from_time) || a.id - b.id)
      .map((t) => serializeOfferingTime(urls, t)),
    offering_meta: {
      dates: [...offering.offering_meta.dates],
      days: [...offering.offering_meta.days],
      excludes: [...offering.offering_meta.excludes],
    },
    temple_id: offering.temple_id,
    created_at: offering.created_at,
  }
}

export type OfferingAddonJson = z.output<typeof OfferingAddon>

export function serializeOfferingAddon(urls: Urls, addon: OfferingAddonRow): OfferingAddonJson {
  return {
    id: addon.id,
    url: urls.offeringAddon(addon.id),
    field_name: addon.field_name,
    field_type: addon.field_type,
    data_type: addon.field_type,
    ...pick(addon, [
      'description',
      'min_length',
      'max_length',
      'min_value',
      'max_value',
      'required',
      'add_to_price',
      'allow_multiplier',
      'multiplier_label',
    ]),
    offering: urls.offering(addon.offering_id),
  }
}

export type FeeSplitNameJson = z.output<typeof FeeSplitName>

export function serializeFeeSplitName(urls: Urls, row: FeeSplitNameRow): FeeSplitNameJson {
  return { id: row.id, url: urls.feeSplitName(row.id), name: row.name, content_object: urls.contentObject(row.content_object) }
}

export type FeeSplitConfigJson = z.output<typeof FeeSplitConfig>

export function serializeFeeSplitConfig(urls: Urls, db: Db, row: FeeSplitConfigRow): FeeSplitConfigJson {
  const [kind, id] = row.content_object.split(':')
  const offering = kind === 'offering' ? db.offerings.find((o) => o.id === Number(id)) : undefined
  return {
    id: row.id,
    url: urls.feeSplitConfig(row.id),
    content_object: urls.contentObject(row.content_object),
    entries: row.entries.map((e) => ({
      name: e.name,
      percent: e.percent,
      value: offering
        ? (Math.round((Math.round(Number(offering.price) * 100) * Math.round(Number(e.percent) * 100)) / 10000) / 100).toFixed(2)
        : null,
    })),
  }
}

export type BankAccountJson = z.output<typeof BankAccount>

export function serializeBankAccount(urls: Urls, account: BankAccountRow): BankAccountJson {
  return {
    id: account.id,
    url: urls.api('/temple/t-admin/bank/'),
    ...pick(account, ['acc_name', 'acc_number', 'ifsc', 'branch_name']),
    cancelled_cheque: urls.media(account.cancelled_cheque),
    merchant_id: account.merchant_id,
    is_active: account.is_active,
    temple: urls.temple(account.temple_id),
    temple_id: account.temple_id,
  }
}

export type DeityJson = z.output<typeof Deity>

export function serializeDeity(urls: Urls, deity: DeityRow): DeityJson {
  return {
    id: deity.id,
    url: urls.deity(deity.id),
    name: deity.name,
    is_main: deity.is_main,
    deity_img: urls.media(deity.image),
    offerings: [...deity.offering_ids].sort((a, b) => a - b).map((id) => urls.offering(id)),
    temple_id: deity.temple_id,
  }
}

export type DonationCategoryJson = z.output<typeof DonationCategory>

export function serializeDonationCategory(urls: Urls, db: Db, category: DonationCategoryRow): DonationCategoryJson {
  return {
    id: category.id,
    url: urls.donationCategory(category.id),
    name: category.name,
    donations: itemUrls(db.donations, category.id, urls.donation),
    temple_id: category.temple_id,
  }
}

export type DonationJson = z.output<typeof Donation>

export function serializeDonation(urls: Urls, db: Db, donation: DonationRow): DonationJson {
  const { category_id: categoryId, created_at: _created, ...rest } = donation
  const category = db.donationCategories.find((c) => c.id === categoryId)
  return {
    ...rest,
    url: urls.donation(donation.id),
    category: urls.donationCategory(categoryId),
    category_detail: category ? { id: category.id, url: urls.donationCategory(category.id), name: category.name } : null,
    donation_meta: {
      dates: [...donation.donation_meta.dates],
      days: [...donation.donation_meta.days],
      excludes: [...donation.donation_meta.excludes],
    },
  }
}
