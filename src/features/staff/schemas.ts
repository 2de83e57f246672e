import dayjs from 'dayjs'
import { z } from 'zod'

/** A temple as the staff API returns it (`url` is the staff url: `{url}approve/` and friends). */
export interface StaffTemple {
  id: number
  url: string
  name: string
  slug: string
  isActive: boolean
  approvalStatus: 'approved' | 'pending'
  email: string
  phone: string
  address: {
    address_line_1: string
    address_line_2: string
    city: string
    district: string
    state: string
    pincode: string
  }
  location: { latitude: number; longitude: number } | null
  images: { cover: string | null; display: string | null; logo: string | null }
  bankAccountUrl: string | null
  tds: number
  commissionPercent: string | null
  commissionMin: string | null
  commissionMax: string | null
  createdAt: string
}

/** A bank account in the staff view: the temple comes with its id, url and name. */
export interface StaffBankAccount {
  id: number
  url: string
  accName: string
  accNumber: string
  ifsc: string
  branchName: string
  merchantId: string | null
  isActive: boolean
  updatedAt: string
  temple: { id: number; url: string; name: string }
}

/** Filters of the staff temple list (`query` is the free-text search). */
export interface TempleFilters {
  query?: string
  name?: string
  isActive?: boolean
  approvalStatus?: 'pending' | 'approved'
  /** Ordering `o`: id, -id, name, -name, created_at, -created_at. */
  o?: 'id' | '-id' | 'name' | '-name' | 'created_at' | '-created_at'
  pageSize?: number
}

/** Page size and ordering of the approval tables. */
export const APPROVALS_PAGE_SIZE = 10

export const MERCHANT_REQUIRED = 'Merchant Id is required'
export const PASSWORDS_MUST_MATCH = 'Passwords must match'

/** dd/MM/yyyy in the browser's time zone for an ISO timestamp. */
export function formatTimestampDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const value = dayjs(iso)
  return value.isValid() ? value.format('DD/MM/YYYY') : iso
}

// ---- Create user ---------------------------------------------------------------------------

export const createUserSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(150, 'Use at most 150 characters'),
    middleName: z.string().trim().max(150, 'Use at most 150 characters'),
    lastName: z.string().trim().min(1, 'Last name is required').max(150, 'Use at most 150 characters'),
    email: z.string().trim().min(1, { error: 'Email required', abort: true }).pipe(z.email('Invalid Email')),
    password: z.string().min(1, 'Password is required'),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_MUST_MATCH,
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

export const merchantSchema = z.object({ merchantId: z.string().trim().min(1, MERCHANT_REQUIRED).max(64, 'Use at most 64 characters') })
export type MerchantValues = z.input<typeof merchantSchema>
