import type { ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { useVersionedDraft } from '@/shared/forms/use-versioned-edit'
import { useT } from '@/shared/i18n'
import { memberPath } from '../api'
import type { Member, PermissionGroup, PermissionsDraft } from '../schemas'

/** A member's role and each permission as one field of the dialog: `role`, and true/false per code. */
type Fields = Record<string, string | boolean>

/** The page's draft of a stored member (an administrator holds no codes of their own). */
export function draftOf(member: Member): PermissionsDraft {
  return { role: member.role, permissions: member.role === 'admin' ? [] : [...member.permissions] }
}

function fieldsOf(draft: PermissionsDraft, every: readonly string[]): Fields {
  const granted = new Set(draft.role === 'admin' ? every : draft.permissions)
  return { role: draft.role, ...Object.fromEntries(every.map((code) => [code, granted.has(code)])) }
}

/**
 * The member's version and the permissions page's answer to a 412 (decision 201): the role and
 * every switch whose value on the page differs from the stored one, each named as the page names
 * it (its group and label) with Allowed / Restricted; the user's picks make the page's new draft.
 */
export function usePermissionsVersion(userId: number, groups: readonly PermissionGroup[], every: readonly string[]) {
  const t = useT()
  const labels = new Map(groups.flatMap((group) => group.switches.map((item) => [item.code, `${group.label}: ${item.label}`] as const)))
  const spec: ConflictFieldsSpec<Fields, string> = {
    names: ['role', ...every],
    label: (name) => (name === 'role' ? t('users.fields.role') : (labels.get(name) ?? name)),
    format: (name, value) => {
      if (name === 'role') return value === 'admin' ? t('users.roles.admin') : t('users.roles.staff')
      return value ? t('users.permissions.allowed') : t('users.permissions.restricted')
    },
  }
  const versioned = useVersionedDraft({ url: memberPath(userId), spec, toValues: (member: Member) => fieldsOf(draftOf(member), every) })
  return {
    ...versioned,
    /**
     * A 412 with the stored member opens the dialog over `base` (what the page opened) and `mine`
     * (its draft); the picks become the draft and the stored member its baseline. True when it did.
     */
    onError: (
      error: unknown,
      base: PermissionsDraft,
      mine: PermissionsDraft,
      rebase: (merged: PermissionsDraft, stored: PermissionsDraft) => void,
    ): boolean =>
      versioned.onError(error, fieldsOf(base, every), fieldsOf(mine, every), (merged, current) => {
        const role = merged.role === 'admin' ? 'admin' : 'staff'
        rebase({ role, permissions: role === 'admin' ? [] : every.filter((code) => merged[code] === true) }, draftOf(current))
      }),
  }
}
