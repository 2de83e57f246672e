import { z } from 'zod'
import type { Membership, MembershipRole, PermissionInfo as PermissionInfoWire } from '@contract/users'
import type { Camel } from '@/shared/api/case'
import { fieldErrors, isApiError } from '@/shared/api/errors'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { ruleMessage } from '@/shared/i18n/rule-message'

/**
 * A validation message in the language of the moment: zod asks for it when it validates, so the
 * schema's own output (and the unit tests reading it) is the text itself, in English by default.
 */

export type MemberRole = z.output<typeof MembershipRole>

/** A temple member as /temple/t-admin/admins/ answers it; addressed by `user.id`. */
export type Member = Camel<z.output<typeof Membership>>

export type PermissionInfo = Camel<z.output<typeof PermissionInfoWire>>

// ---------------------------------------------------------------------------------------------
// Invite
// ---------------------------------------------------------------------------------------------

export const INVITE_ROLES = [
  { value: 'staff', label: msg('users.roles.staff') },
  { value: 'admin', label: msg('users.roles.admin') },
] as const

export const inviteSchema = z.object({
  email: z.string().trim().min(1, ruleMessage('users.errors.emailRequired')).email(ruleMessage('users.errors.emailInvalid')),
  role: z.enum(['staff', 'admin']),
})
export type InviteValues = z.infer<typeof inviteSchema>
export const inviteDefaults: InviteValues = { email: '', role: 'staff' }

/**
 * "Failed to send invite, {detail}": the detail, non-field errors, or `field: message` pairs
 * when the body is an object of field errors.
 */
export function inviteFailureMessage(error: unknown): string {
  if (isApiError(error) && error.body && typeof error.body === 'object' && !Array.isArray(error.body)) {
    const body = error.body as Record<string, unknown>
    if (typeof body.detail !== 'string' && !body.nonFieldErrors) {
      const pairs = Object.entries(fieldErrors(error)).map(([field, message]) => `${field}: ${message}`)
      if (pairs.length) return t('users.invite.failed', { detail: pairs.join(', ') })
    }
  }
  return t('users.invite.failed', { detail: error instanceof Error ? error.message : t('users.invite.unknownError') })
}

// ---------------------------------------------------------------------------------------------
// Permissions
// ---------------------------------------------------------------------------------------------

export const ACTIONS = ['view', 'add', 'change', 'delete'] as const
export type PermissionAction = (typeof ACTIONS)[number]

/** The groups of the permissions page with their labels, in order; groups with no codes are hidden. */
const GROUPS: readonly { key: string; label: MessageKey }[] = [
  { key: 'temple', label: msg('users.permissions.groups.temple') },
  { key: 'user', label: msg('users.permissions.groups.user') },
  { key: 'deity', label: msg('users.permissions.groups.deity') },
  { key: 'offering', label: msg('users.permissions.groups.offering') },
  { key: 'donation', label: msg('users.permissions.groups.donation') },
  { key: 'order', label: msg('users.permissions.groups.order') },
  { key: 'offeringorder', label: msg('users.permissions.groups.offeringReceipt') },
  { key: 'donationorder', label: msg('users.permissions.groups.donationReceipt') },
  { key: 'inventoryitem', label: msg('users.permissions.groups.inventoryItem') },
  { key: 'update', label: msg('users.permissions.groups.update') },
  { key: 'category', label: msg('users.permissions.groups.category') },
  { key: 'subcategory', label: msg('users.permissions.groups.subcategory') },
  { key: 'vendor', label: msg('users.permissions.groups.vendor') },
  { key: 'transaction', label: msg('users.permissions.groups.transaction') },
  { key: 'transactioncategory', label: msg('users.permissions.groups.transactionCategory') },
  { key: 'transactionsubcategory', label: msg('users.permissions.groups.transactionSubcategory') },
  { key: 'transactionconfig', label: msg('users.permissions.groups.transactionConfig') },
  { key: 'reports', label: msg('users.permissions.groups.reports') },
  { key: 'sale', label: msg('users.permissions.groups.sale') },
  { key: 'inventory', label: msg('users.permissions.groups.inventory') },
]

const REPORT_LABELS: Record<string, MessageKey> = {
  view_offering_report: msg('users.permissions.reports.offering'),
  view_transaction_report: msg('users.permissions.reports.transaction'),
  view_inventory_report: msg('users.permissions.reports.inventory'),
  view_donation_report: msg('users.permissions.reports.donation'),
}

const ACTION_LABELS: Record<PermissionAction, MessageKey> = {
  view: msg('users.permissions.actions.view'),
  add: msg('users.permissions.actions.add'),
  change: msg('users.permissions.actions.change'),
  delete: msg('users.permissions.actions.delete'),
}

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
 * Labels come from `translate` (the language of the moment by default): the page groups again
 * when the language changes.
 */
export function groupPermissions(catalogue: readonly PermissionInfo[], translate: typeof t = t): PermissionGroup[] {
  const codes = new Set(catalogue.map((p) => p.codename))
  /** "View offering receipt": the action, then what it applies to (the switch's accessible name). */
  const switchName = (action: string, target: string) =>
    translate('users.permissions.switchName', { action, target: target.toLocaleLowerCase() })
  return GROUPS.map(({ key, label: labelKey }) => {
    const label = translate(labelKey)
    const switches: PermissionSwitch[] = []
    if (key === 'reports') {
      for (const [code, textKey] of Object.entries(REPORT_LABELS)) {
        const text = translate(textKey)
        if (codes.has(code)) switches.push({ code, label: text, ariaLabel: switchName(translate(ACTION_LABELS.view), text) })
      }
    } else {
      const actions = key === 'temple' ? (['view', 'change'] as const) : ACTIONS
      for (const action of actions) {
        const code = `${action}_${key}`
        const actionLabel = translate(ACTION_LABELS[action])
        if (codes.has(code)) switches.push({ code, label: actionLabel, ariaLabel: switchName(actionLabel, label) })
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

/**
 * The PATCH body once the role or a switch changed (null when nothing did): the role and the whole
 * list the page shows, as the spec's PATCH carries them. Both go every time, so a demoted
 * administrator keeps the switches that read Allowed (the list did not "change": an admin shows
 * every code, and so does the page right after leaving Admin).
 */
export function permissionsPayload(initial: PermissionsDraft, draft: PermissionsDraft): PermissionsDraft | null {
  if (draft.role === initial.role && sameSet(initial.permissions, draft.permissions)) return null
  return { role: draft.role, permissions: [...draft.permissions] }
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
    email: z.string().trim().min(1, ruleMessage('users.errors.emailRequired')).email(ruleMessage('users.errors.emailInvalid')),
    firstName: z.string().trim().min(1, ruleMessage('users.errors.firstNameRequired')),
    lastName: z.string().trim().min(1, ruleMessage('users.errors.lastNameRequired')),
    password: z.string().min(1, ruleMessage('users.errors.passwordRequired')),
    confirmPassword: z.string().min(1, ruleMessage('users.errors.required')),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    ...ruleMessage('users.errors.passwordsMismatch'),
  })
export type NewAccountValues = z.infer<typeof newAccountSchema>
