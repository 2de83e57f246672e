import dayjs from 'dayjs'
import { z } from 'zod'
import type {
  AdminRole as AdminRoleWire,
  StaffBankAccount as StaffBankAccountWire,
  StaffTemple as StaffTempleWire,
  TempleAdmin as TempleAdminWire,
} from '@contract/staff'
import type { UserBrief as UserBriefWire } from '@contract/users'
import type { Camel } from '@/shared/api/case'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { decimalProblemMessage, MONEY_LIMITS, readDecimal, type DecimalLimits } from '@/shared/lib/money'
import { ruleMessage } from '@/shared/i18n/rule-message'

/**
 * A temple as the staff API returns it (contract/staff.ts; `url` is the staff url: `{url}approve/`
 * and friends): the spec's `displayImg` (shown small) and `coverImg` (shown medium) for the images.
 */
export type StaffTemple = Camel<z.output<typeof StaffTempleWire>>

/** A bank account in the staff view: the temple comes with its id, url and name. */
export type StaffBankAccount = Camel<z.output<typeof StaffBankAccountWire>>

/** Filters of the staff temple list (`query` is the free-text search). */
export interface TempleFilters {
  query?: string
  name?: string
  isActive?: boolean
  /** Ordering `o`: id, -id, name, -name, created_at, -created_at. */
  o?: 'id' | '-id' | 'name' | '-name' | 'created_at' | '-created_at'
  pageSize?: number
}

/** Page size and ordering of the approval tables. */
export const APPROVALS_PAGE_SIZE = 10

const MERCHANT_REQUIRED = ruleMessage('staff.errors.merchantRequired')
const PASSWORDS_MUST_MATCH = ruleMessage('staff.errors.passwordsMismatch')

/** dd/MM/yyyy in the browser's time zone for an ISO timestamp. */
export function formatTimestampDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const value = dayjs(iso)
  return value.isValid() ? value.format('DD/MM/YYYY') : iso
}

// ---- Create user ---------------------------------------------------------------------------

export const createUserSchema = z
  .object({
    firstName: z.string().trim().min(1, ruleMessage('staff.errors.firstNameRequired')).max(150, ruleMessage('staff.errors.max150')),
    middleName: z.string().trim().max(150, ruleMessage('staff.errors.max150')),
    lastName: z.string().trim().min(1, ruleMessage('staff.errors.lastNameRequired')).max(150, ruleMessage('staff.errors.max150')),
    email: z
      .string()
      .trim()
      .min(1, { ...ruleMessage('staff.errors.emailRequired'), abort: true })
      .pipe(z.email(ruleMessage('staff.errors.emailInvalid'))),
    password: z.string().min(1, ruleMessage('staff.errors.passwordRequired')),
    confirmPassword: z.string().min(1, ruleMessage('staff.errors.confirmPasswordRequired')),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    ...PASSWORDS_MUST_MATCH,
    when: (payload) => typeof payload.value === 'object',
  })

export type CreateUserValues = z.input<typeof createUserSchema>

export const createUserDefaults: CreateUserValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
}

// ---- Merchant id (approving a bank account without one) --------------------------------------

export const merchantSchema = z.object({
  merchantId: z.string().trim().min(1, MERCHANT_REQUIRED).max(64, ruleMessage('staff.errors.max64')),
})
export type MerchantValues = z.input<typeof merchantSchema>

// ---- Temple dialog ---------------------------------------------------------------------------

/** A temple admin link as the staff API returns it. */
export type TempleAdmin = Camel<z.output<typeof TempleAdminWire>>

export const ADMIN_ROLES = ['administrator', 'manager'] as const satisfies readonly z.output<typeof AdminRoleWire>[]
export type AdminRole = (typeof ADMIN_ROLES)[number]
export const ADMIN_ROLE_LABELS: Record<AdminRole, MessageKey> = {
  administrator: msg('staff.roles.administrator'),
  manager: msg('staff.roles.manager'),
}

/** A user found by e-mail or phone (to link to a temple). */
export type UserBrief = Camel<z.output<typeof UserBriefWire>>

const USER_REQUIRED = ruleMessage('staff.errors.userRequired')

export const addAdminSchema = z.object({
  user: z.custom<UserBrief | null>().refine((value) => value !== null && value !== undefined, USER_REQUIRED),
  role: z.enum(ADMIN_ROLES),
})
export type AddAdminValues = z.input<typeof addAdminSchema>
export const addAdminDefaults: AddAdminValues = { user: null, role: 'administrator' }

/** Names of the catalogue lists shown read-only in the dialog. */
export interface CatalogueItem {
  id: number
  url: string
  name: string
  price?: string
  isMain?: boolean
}

// ---- Reset -----------------------------------------------------------------------------------

export const RESET_MODULES = ['financial', 'inventory', 'orders', 'store'] as const
export type ResetModule = (typeof RESET_MODULES)[number]

/**
 * The end of a local calendar day (yyyy-MM-dd) as an ISO timestamp: 23:59:59.999 in the
 * browser's time zone, e.g. 2025-03-10 in India → 2025-03-10T18:29:59.999Z.
 */
export function endOfLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString()
}

export const resetSchema = z.object({
  tillDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ruleMessage('staff.errors.dateRequired')),
  financial: z.boolean(),
  inventory: z.boolean(),
  orders: z.boolean(),
  store: z.boolean(),
})
export type ResetValues = z.input<typeof resetSchema>

export function resetDefaults(): ResetValues {
  return { tillDate: dayjs().format('YYYY-MM-DD'), financial: false, inventory: false, orders: false, store: false }
}

/** The reset request: the modules and the end of the chosen day. */
export function resetPayload(values: ResetValues) {
  return {
    financial: values.financial,
    inventory: values.inventory,
    orders: values.orders,
    store: values.store,
    tillDatetime: endOfLocalDay(values.tillDate),
  }
}

// ---- Compliance ------------------------------------------------------------------------------

export const TDS_OPTIONS = ['0', '1', '5', '20'] as const
const TDS_REQUIRED = ruleMessage('staff.errors.tdsRequired')

/** The backend's commission fields: DecimalField(max_digits=5 for the percent, 10 for amounts, decimal_places=2). */
const PERCENT_LIMITS: DecimalLimits = { maxDigits: 5, decimalPlaces: 2 }

/**
 * An optional commission typed as a plain decimal, read as the backend's DecimalField reads it:
 * exponents ("1e21"), hex ("0x10") and the like are refused, never sent as another number.
 */
const optionalDecimal = (message: MessageKey, limits: DecimalLimits = MONEY_LIMITS) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const reading = readDecimal(value, limits)
      if (reading.ok) return
      const text = reading.problem === 'notNumber' ? t(message) : decimalProblemMessage(reading.problem, limits)
      ctx.addIssue({ code: 'custom', message: text })
    })

export const complianceSchema = z
  .object({
    tds: z.string().refine((value) => (TDS_OPTIONS as readonly string[]).includes(value), TDS_REQUIRED),
    commissionPercent: optionalDecimal('staff.errors.commissionPercentNumber', PERCENT_LIMITS).refine(
      (value) => value === '' || !readDecimal(value, PERCENT_LIMITS).ok || (Number(value) >= 0 && Number(value) <= 100),
      ruleMessage('staff.errors.commissionPercentRange'),
    ),
    commissionMin: optionalDecimal('staff.errors.commissionMinNumber'),
    commissionMax: optionalDecimal('staff.errors.commissionMaxNumber'),
    slug: z
      .string()
      .trim()
      .max(100, ruleMessage('staff.errors.max100'))
      .regex(/^[-a-zA-Z0-9_]*$/, ruleMessage('staff.errors.slugCharacters')),
  })
  .refine(
    (values) => {
      const min = values.commissionMin.trim()
      const max = values.commissionMax.trim()
      if (min === '' || max === '' || !Number.isFinite(Number(min)) || !Number.isFinite(Number(max))) return true
      return Number(max) >= Number(min)
    },
    { path: ['commissionMax'], ...ruleMessage('staff.errors.commissionMaxBelowMin'), when: () => true },
  )

export type ComplianceValues = z.input<typeof complianceSchema>

export function complianceDefaults(
  temple: Pick<StaffTemple, 'tds' | 'commissionPercent' | 'commissionMin' | 'commissionMax' | 'slug'>,
): ComplianceValues {
  const text = (value: string | null) => (value === null ? '' : String(Number(value)))
  return {
    tds: String(temple.tds),
    commissionPercent: text(temple.commissionPercent),
    commissionMin: text(temple.commissionMin),
    commissionMax: text(temple.commissionMax),
    slug: temple.slug,
  }
}

export interface CompliancePayload {
  tds?: number
  commissionPercent?: number | null
  commissionMin?: number | null
  commissionMax?: number | null
  slug?: string
}

/** Only the changed fields; empty commission values are sent as null, numbers as numbers. */
export function compliancePayload(
  values: ComplianceValues,
  dirty: Partial<Record<keyof ComplianceValues, boolean | undefined>>,
): CompliancePayload {
  const payload: CompliancePayload = {}
  const number = (value: string) => (value.trim() === '' ? null : Number(value))
  if (dirty.tds) payload.tds = Number(values.tds)
  if (dirty.commissionPercent) payload.commissionPercent = number(values.commissionPercent)
  if (dirty.commissionMin) payload.commissionMin = number(values.commissionMin)
  if (dirty.commissionMax) payload.commissionMax = number(values.commissionMax)
  if (dirty.slug) payload.slug = values.slug.trim()
  return payload
}

// ---- Bank account (staff) --------------------------------------------------------------------

export const staffBankSchema = z.object({
  merchantId: z.string().trim().min(1, MERCHANT_REQUIRED).max(64, ruleMessage('staff.errors.max64')),
  isActive: z.boolean(),
})
export type StaffBankValues = z.input<typeof staffBankSchema>

export function staffBankDefaults(account: Pick<StaffBankAccount, 'merchantId' | 'isActive'>): StaffBankValues {
  return { merchantId: account.merchantId ?? '', isActive: account.isActive }
}

// ---- Plugin embed ----------------------------------------------------------------------------

/** Shown in the snippet when VITE_PLUGIN_HOST is not configured. */
export const PLUGIN_HOST_PLACEHOLDER = 'https://PLUGIN-HOST.invalid'

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** An http(s) url typed by staff, or null. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The booking plugin's frame for a temple. The temple id and the website url travel as encoded
 * query parameters and the whole `src` is escaped for a double-quoted attribute, so no typed
 * value can leave it; a url that is not http(s) gives no snippet (null).
 */
export function buildEmbedSnippet({ host, templeId, websiteUrl }: { host: string; templeId: number; websiteUrl: string }): string | null {
  const site = httpUrl(websiteUrl)
  if (!site) return null
  const base = (host || PLUGIN_HOST_PLACEHOLDER).replace(/\/+$/, '')
  const src = `${base}/booking/?temple_id=${encodeURIComponent(String(templeId))}&url=${encodeURIComponent(site.href)}`
  return `<iframe src="${escapeAttribute(src)}" title="Temple booking" width="100%" height="720" style="border:0" loading="lazy" sandbox="allow-scripts allow-same-origin allow-forms allow-popups" referrerpolicy="strict-origin-when-cross-origin"></iframe>`
}
