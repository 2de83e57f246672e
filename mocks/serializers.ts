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
  OfferingMeta,
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

export function serializeUser(urls: Urls, user: UserRow): z.output<typeof User> {
  return {
    ...idAndUrl(user.id, urls.user),
    ...pick(user, ['email', 'first_name', 'last_name']),
    full_name: fullName(user),
    phone: user.phone,
    is_staff: user.is_staff,
  }
}

/** A temple as the API sends it: the row with its url, and image urls instead of stored keys. */
export function serializeTemple(urls: Urls, temple: TempleRow): z.output<typeof Temple> {
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

/** Effective permission codes: every code for an administrator. */
export function effectivePermissions(membership: MembershipRow): PermissionCode[] {
  return membership.role === 'admin' ? [...ALL_PERMISSION_CODES] : [...membership.permissions]
}

/** A member's user as the member lists show it (blank when the user is gone). */
export function memberUser(db: Db, userId: number): z.output<typeof Membership>['user'] {
  const user = db.users.find((u) => u.id === userId)
  return { id: userId, full_name: user ? fullName(user) : '', email: user?.email ?? '', phone: user?.phone ?? null }
}

export function serializeMembership(urls: Urls, db: Db, membership: MembershipRow): z.output<typeof Membership> {
  return {
    id: membership.id,
    url: urls.membership(membership.user_id),
    role: membership.role,
    permissions: effectivePermissions(membership),
    user: memberUser(db, membership.user_id),
    temple: urls.temple(membership.temple_id),
  }
}

/** A record's id and its url. */
function idAndUrl(id: number, url: (id: number) => string): { id: number; url: string } {
  return { id, url: url(id) }
}

/** A copy of an offering's or a donation's meta (its dates, days and excluded dates). */
function copyMeta(meta: OfferingMeta): OfferingMeta {
  return { dates: [...meta.dates], days: [...meta.days], excludes: [...meta.excludes] }
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

/** A category of offerings or of donations: its id, url and name, the urls of its items (`items`), its temple. */
function categoryJson<Items>(category: OfferingCategoryRow | DonationCategoryRow, url: (id: number) => string, items: Items) {
  return { ...idAndUrl(category.id, url), name: category.name, ...items, temple_id: category.temple_id }
}

export function serializeOfferingCategory(urls: Urls, db: Db, category: OfferingCategoryRow): z.output<typeof OfferingCategory> {
  return categoryJson(category, urls.offeringCategory, { offerings: itemUrls(db.offerings, category.id, urls.offering) })
}

export function serializeOfferingTime(urls: Urls, time: OfferingTimeRow): z.output<typeof OfferingTime> {
  return {
    ...idAndUrl(time.id, urls.offeringTime),
    ...pick(time, ['from_time', 'to_time', 'max_limit', 'block_calc_chooser']),
    offering: urls.offering(time.offering_id),
  }
}

/** Times sorted by from_time; deities in id order. */
export function serializeOffering(urls: Urls, db: Db, offering: OfferingRow): z.output<typeof Offering> {
  const category = db.offeringCategories.find((c) => c.id === offering.category_id)
  const deities = db.deities
    .filter((d) => d.temple_id === offering.temple_id && d.offering_ids.includes(offering.id))
    .sort((a, b) => a.id - b.id)
  return {
    ...idAndUrl(offering.id, urls.offering),
    ...pick(offering, ['name', 'price', 'can_change_price']),
    category: urls.offeringCategory(offering.category_id),
    category_detail: category ? { ...idAndUrl(category.id, urls.offeringCategory), name: category.name } : null,
    assigned_deities: deities.map((d) => urls.deity(d.id)),
    assigned_deities_detail: deities.map((d) => ({ ...idAndUrl(d.id, urls.deity), name: d.name })),
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
    offering_meta: copyMeta(offering.offering_meta),
    ...pick(offering, ['temple_id', 'created_at']),
  }
}

export function serializeOfferingAddon(urls: Urls, addon: OfferingAddonRow): z.output<typeof OfferingAddon> {
  return {
    ...idAndUrl(addon.id, urls.offeringAddon),
    ...pick(addon, ['field_name', 'field_type']),
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

export function serializeFeeSplitName(urls: Urls, row: FeeSplitNameRow): z.output<typeof FeeSplitName> {
  return { ...idAndUrl(row.id, urls.feeSplitName), name: row.name, content_object: urls.contentObject(row.content_object) }
}

export function serializeFeeSplitConfig(urls: Urls, db: Db, row: FeeSplitConfigRow): z.output<typeof FeeSplitConfig> {
  const [kind, id] = row.content_object.split(':')
  const offering = kind === 'offering' ? db.offerings.find((o) => o.id === Number(id)) : undefined
  return {
    ...idAndUrl(row.id, urls.feeSplitConfig),
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

export function serializeBankAccount(urls: Urls, account: BankAccountRow): z.output<typeof BankAccount> {
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

export function serializeDeity(urls: Urls, deity: DeityRow): z.output<typeof Deity> {
  return {
    ...idAndUrl(deity.id, urls.deity),
    ...pick(deity, ['name', 'is_main']),
    deity_img: urls.media(deity.image),
    offerings: [...deity.offering_ids].sort((a, b) => a - b).map((id) => urls.offering(id)),
    temple_id: deity.temple_id,
  }
}

export function serializeDonationCategory(urls: Urls, db: Db, category: DonationCategoryRow): z.output<typeof DonationCategory> {
  return categoryJson(category, urls.donationCategory, { donations: itemUrls(db.donations, category.id, urls.donation) })
}

export function serializeDonation(urls: Urls, db: Db, donation: DonationRow): z.output<typeof Donation> {
  const { category_id: categoryId, created_at: _created, ...rest } = donation
  const category = db.donationCategories.find((c) => c.id === categoryId)
  return {
    ...rest,
    url: urls.donation(donation.id),
    category: urls.donationCategory(categoryId),
    category_detail: category ? { ...idAndUrl(category.id, urls.donationCategory), name: category.name } : null,
    donation_meta: copyMeta(donation.donation_meta),
  }
}
