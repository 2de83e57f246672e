/** The provider staff's API (`/temple/staff/…`): every call answers 403 to a user who is not staff. */
import { z } from 'zod'
import { DateTimeString, Id, Url } from './common'
import { BankAccount } from './money'
import { Temple } from './temple'
import { UserBrief } from './users'

/** The spec's staff temple names its images `display_img` (shown small) and `cover_img` (shown medium). */
export const StaffTemple = Temple.omit({ images: true })
  .extend({ display_img: Url.nullable(), cover_img: Url.nullable(), bank_account_url: Url.nullable() })
  .meta({ id: 'StaffTemple' })
export const StaffTempleQuery = z
  .object({
    query: z.string(),
    name: z.string(),
    /** false: the temples awaiting approval (decision 172). */
    is_active: z.boolean(),
    o: z.string(),
  })
  .partial()
export const ComplianceChanges = z
  .object({
    tds: z.union([z.literal(0), z.literal(1), z.literal(5), z.literal(20)]),
    commission_percent: z.number().nullable(),
    commission_min: z.number().nullable(),
    commission_max: z.number().nullable(),
    slug: z.string(),
  })
  .partial()
export const ResetBody = z.object({
  financial: z.boolean().optional(),
  inventory: z.boolean().optional(),
  orders: z.boolean().optional(),
  store: z.boolean().optional(),
  till_datetime: z.string(),
})
export const ResetDone = z.object({ detail: z.string(), till_datetime: DateTimeString, cleared: z.record(z.string(), z.number().int()) })

export const StaffBankAccount = BankAccount.omit({ temple: true, temple_id: true })
  .extend({ updated_at: DateTimeString, temple: z.object({ id: Id, url: Url, name: z.string() }) })
  .meta({ id: 'StaffBankAccount' })
export const StaffBankQuery = z.object({ is_active: z.boolean(), o: z.string() }).partial()
export const StaffBankChanges = z.object({ merchant_id: z.string().nullable(), is_active: z.boolean() }).partial()

export const StaffUserQuery = z.object({ search: z.string().optional() })
export const CreateUserBody = z.object({
  first_name: z.string(),
  middle_name: z.string().nullable().optional(),
  last_name: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  device_id: z.string().nullable().optional(),
})

export const AdminRole = z.enum(['administrator', 'manager'])
export const TempleAdmin = z.object({ id: Id, url: Url, temple: Id, role: AdminRole, user: UserBrief }).meta({ id: 'TempleAdmin' })
export const TempleAdminQuery = z.object({ temple: Id.optional() })
export const TempleAdminBody = z.object({ temple: Id, user: Id, role: AdminRole })
export const TempleAdminChanges = z.object({ role: AdminRole })
