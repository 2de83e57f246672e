import { z } from 'zod'
import { fieldErrors, isApiError } from '@/shared/api/errors'

export type MemberRole = 'admin' | 'staff'

/** A temple member as /temple/t-admin/admins/ answers it; addressed by `user.id`. */
export interface Member {
  id: number
  url: string
  role: MemberRole
  permissions: string[]
  user: { id: number; fullName: string; email: string; phone: string | null }
}

export interface PermissionInfo {
  codename: string
  name: string
}

// ---------------------------------------------------------------------------------------------
// Invite
// ---------------------------------------------------------------------------------------------

export const INVITE_ROLES = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
] as const

export const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Email required').email('Invalid Email'),
  role: z.enum(['staff', 'admin']),
})
export type InviteValues = z.infer<typeof inviteSchema>
export const inviteDefaults: InviteValues = { email: '', role: 'staff' }

/**
 * "Failed to send invite, {detail}": the detail, non-field errors, or `field: message` pairs
 * when the body is an object of field errors.
 */
export function inviteFailureMessage(error: unknown): string {
  const prefix = 'Failed to send invite, '
  if (isApiError(error) && error.body && typeof error.body === 'object' && !Array.isArray(error.body)) {
    const body = error.body as Record<string, unknown>
    if (typeof body.detail !== 'string' && !body.nonFieldErrors) {
      const pairs = Object.entries(fieldErrors(error)).map(([field, message]) => `${field}: ${message}`)
      if (pairs.length) return prefix + pairs.join(', ')
    }
  }
  return prefix + (error instanceof Error ? error.message : 'Unknown Error')
}

// ---------------------------------------------------------------------------------------------
// Permissions
// ---------------------------------------------------------------------------------------------

export const ACTIONS = ['view', 'add', 'change', 'delete'] as const
export type PermissionAction = (typeof ACTIONS)[number]

/** The groups of the permissions page with their labels, in order; groups with no codes are hidden. */
const GROUPS: readonly { key: string; label: string }[] = [
  { key: 'temple', label: 'Temple' },
  { key: 'user', label: 'User' },
  { key: 'deity', label: 'Deity' },
  { key: 'offering', label: 'Offering' },
  { key: 'donation', label: 'Donation' },
  { key: 'order', label: 'Order' },
  { key: 'offeringorder', label: 'Offering receipt' },
  { key: 'donationorder', label: 'Donation receipt' },
  { key: 'inventoryitem', label: 'Inventory item' },
  { key: 'update', label: 'Update' },
  { key: 'category', label: 'Category' },
  { key: 'subcategory', label: 'Subcategory' },
  { key: 'vendor', label: 'Vendor' },
  { key: 'transaction', label: 'Transaction' },
  { key: 'transactioncategory', label: 'Transaction category' },
  { key: 'transactionsubcategory', label: 'Transaction subcategory' },
  { key: 'transactionconfig', label: 'Transaction config' },
  { key: 'reports', label: 'Reports' },
  { key: 'sale', label: 'Sale' },
  { key: 'inventory', label: 'Inventory' },
]

const REPORT_LABELS: Record<string, string> = {
  view_offering_report: 'Offering report',
  view_transaction_report: 'Transaction report',
  view_inventory_report: 'Inventory report',
  view_donation_report: 'Donation report',
}

const ACTION_LABELS: Record<PermissionAction, string> = { view: 'View', add: 'Add', change: 'Change', delete: 'Delete' }

export interface PermissionSwitch {
  code: string
  /** Short label inside the group ("View", "Offering report"). */
  label: string
  /** Full accessible name ("View offering receipt"). */
  ariaLabel: string
}

export interface PermissionGroup {
  key: string
  label: string
  switches: PermissionSwitch[]
}

/**
 * The catalogue from list-permissions, grouped: temple offers view and change only (whatever the
 * catalogue holds), reports their four view codes; unknown groups and empty ones are hidden.
 */
export function groupPermissions(catalogue: readonly PermissionInfo[]): PermissionGroup[] {
  const codes = new Set(catalogue.map((p) => p.codename))
  return GROUPS.map(({ key, label }) => {
    const switches: PermissionSwitch[] = []
    if (key === 'reports') {
      for (const [code, text] of Object.entries(REPORT_LABELS)) {
        if (codes.has(code)) switches.push({ code, label: text, ariaLabel: `View ${text.toLowerCase()}` })
      }
    } else {
      const actions = key === 'temple' ? (['view', 'change'] as const) : ACTIONS
      for (const action of actions) {
        const code = `${action}_${key}`
        if (codes.has(code))
          switches.push({ code, label: ACTION_LABELS[action], ariaLabel: `${ACTION_LABELS[action]} ${label.toLowerCase()}` })
      }
    }
    return { key, label, switches }
  }).filter((group) => group.switches.length > 0)
}

/** Every code the page can switch (the catalogue as grouped). */
export function allCodes(groups: readonly PermissionGroup[]): string[] {
  return groups.flatMap((group) => group.switches.map((s) => s.code))
}

export interface PermissionsDraft {
  role: MemberRole
  permissions: string[]
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  const set = new Set(a)
  return b.every((code) => set.has(code))
}

/** The PATCH body: only what changed (role, and the whole list when the list changed); null when nothing did. */
export function permissionsPayload(initial: PermissionsDraft, draft: PermissionsDraft): Partial<PermissionsDraft> | null {
  const payload: Partial<PermissionsDraft> = {}
  if (draft.role !== initial.role) payload.role = draft.role
  if (!sameSet(initial.permissions, draft.permissions)) payload.permissions = [...draft.permissions]
  return Object.keys(payload).length ? payload : null
}

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

/** GET invite/?token: an open invitation, or `{}` when the link is no good. */
export interface InvitationLookup {
  email?: string
  userExists?: boolean
  accept?: string
  reject?: string
  templeName?: string
  role?: MemberRole
}

/** What the invitation page hands the new-account page (router state). */
export interface InvitationState {
  email: string
  token: string
  accept: string
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the invitation page when a new user accepts; read by /user-invitation/new-account. */
    invitation?: InvitationState
  }
}

export const newAccountSchema = z
  .object({
    email: z.string().trim().min(1, 'Email required').email('Invalid Email'),
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    password: z.string().min(1, 'Password is required'),
    confirmPassword: z.string().min(1, '*Required'),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords must match' })
export type NewAccountValues = z.infer<typeof newAccountSchema>
