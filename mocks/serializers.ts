/**
 * Rows → wire objects (snake_case, absolute `url`, references as urls), one function per
 * entity. Handlers of every area use these, so an entity looks the same wherever it appears.
 */
import type { Db, MembershipRow, OfferingCategoryRow, TempleRow, UserRow } from './db'
import { ALL_PERMISSION_CODES, type PermissionCode } from './permissions'
import type { Address, ApprovalStatus, LatLng, MembershipRole, StarLanguage } from './schema'
import type { Urls } from './urls'

export function fullName(user: UserRow): string {
  return `${user.first_name} ${user.last_name}`.trim()
}

export interface UserJson {
  id: number
  url: string
  email: string
  first_name: string
  last_name: string
  full_name: string
  phone: string | null
  is_staff: boolean
}

export function serializeUser(urls: Urls, user: UserRow): UserJson {
  return {
    id: user.id,
    url: urls.user(user.id),
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: fullName(user),
    phone: user.phone,
    is_staff: user.is_staff,
  }
}

export interface TempleJson {
  id: number
  url: string
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
  images: { cover: string | null; display: string | null; logo: string | null }
  reset_ref_on_year_change: boolean
  ref_no_padding: number
  order_ref_no_tpl: string
  offering_receipt_ref_no_tpl: string
  donation_receipt_ref_no_tpl: string
  voucher_ref_no_tpl: string
  invoice_ref_no_tpl: string
  tds: number
  commission_percent: string | null
  commission_min: string | null
  commission_max: string | null
  created_at: string
}

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

export interface MembershipJson {
  id: number
  url: string
  role: MembershipRole
  permissions: PermissionCode[]
  user: { id: number; full_name: string; email: string; phone: string | null }
  temple: string
}

/** Effective permission codes: every code for an administrator. */
export function effectivePermissions(membership: MembershipRow): PermissionCode[] {
  return membership.role === 'admin' ? [...ALL_PERMISSION_CODES] : [...membership.permissions]
}

export function serializeMembership(urls: Urls, db: Db, membership: MembershipRow): MembershipJson {
  const user = db.users.find((u) => u.id === membership.user_id)
  return {
    id: membership.id,
    url: urls.membership(membership.id),
    role: membership.role,
    permissions: effectivePermissions(membership),
    user: {
      id: membership.user_id,
      full_name: user ? fullName(user) : '',
      email: user?.email ?? '',
      phone: user?.phone ?? null,
    },
    temple: urls.temple(membership.temple_id),
  }
}

export interface OfferingCategoryJson {
  id: number
  url: string
  name: string
  offerings: string[]
  temple_id: number
}

export function serializeOfferingCategory(urls: Urls, db: Db, category: OfferingCategoryRow): OfferingCategoryJson {
  return {
    id: category.id,
    url: urls.offeringCategory(category.id),
    name: category.name,
    offerings: db.offerings
      .filter((o) => o.category_id === category.id)
      .map((o) => o.id)
      .sort((a, b) => a - b)
      .map((id) => urls.offering(id)),
    temple_id: category.temple_id,
  }
}
