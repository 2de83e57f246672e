import { useState } from 'react'
import type { Conflict, ConflictChoice } from '@/shared/forms/conflict-dialog'
import { conflictFields, loadConflictDialog, loadedConflictDialog, type ConflictFieldsSpec } from '@/shared/forms/use-record-conflict'
import { useT } from '@/shared/i18n'
import type { PermissionGroup, PermissionsDraft } from '../schemas'

/** A member's role and each permission as one field of the dialog: `role`, and true/false per code. */
type Fields = Record<string, string | boolean>

function fieldsOf(draft: PermissionsDraft, every: readonly string[]): Fields {
  const granted = new Set(draft.role === 'admin' ? every : draft.permissions)
  return { role: draft.role, ...Object.fromEntries(every.map((code) => [code, granted.has(code)])) }
}

interface Open {
  conflict: Conflict
  mine: Fields
  theirs: Fields
  onResolved: (merged: PermissionsDraft) => void
}

/**
 * The permissions page's answer to a 412 (decision 201): the role and every switch whose value on
 * the page differs from the stored one, each named as the page names it (its group and label)
 * with Allowed / Restricted; the user's picks make the page's new draft.
 */
export function usePermissionsConflict(groups: readonly PermissionGroup[], every: readonly string[]) {
  const t = useT()
  const [open, setOpen] = useState<Open | null>(null)
  const labels = new Map(groups.flatMap((group) => group.switches.map((item) => [item.code, `${group.label}: ${item.label}`] as const)))
  const spec: ConflictFieldsSpec<Fields, string> = {
    names: ['role', ...every],
    label: (name) => (name === 'role' ? t('users.fields.role') : (labels.get(name) ?? name)),
    format: (name, value) => {
      if (name === 'role') return value === 'admin' ? t('users.roles.admin') : t('users.roles.staff')
      return value ? t('users.permissions.allowed') : t('users.permissions.restricted')
    },
  }

  /**
   * Opens the dialog (its code and texts come with the first conflict, decision 215): `base` is
   * what the page opened, `mine` its draft, `theirs` the stored member.
   */
  const show = (base: PermissionsDraft, mine: PermissionsDraft, theirs: PermissionsDraft, onResolved: Open['onResolved']) => {
    const values = { base: fieldsOf(base, every), mine: fieldsOf(mine, every), theirs: fieldsOf(theirs, every) }
    void loadConflictDialog()
      .catch(() => undefined)
      .then(() => setOpen({ conflict: { fields: conflictFields(spec, values) }, mine: values.mine, theirs: values.theirs, onResolved }))
  }
  const resolve = (choices: Record<string, ConflictChoice>) => {
    if (!open) return
    const merged = { ...open.mine }
    for (const field of open.conflict.fields) if (choices[field.name] === 'theirs') merged[field.name] = open.theirs[field.name] ?? false
    const role = merged.role === 'admin' ? 'admin' : 'staff'
    open.onResolved({ role, permissions: role === 'admin' ? [] : every.filter((code) => merged[code] === true) })
    setOpen(null)
  }
  const Dialog = loadedConflictDialog()
  const dialog = Dialog && <Dialog conflict={open?.conflict ?? null} onResolve={resolve} onCancel={() => setOpen(null)} />
  return { show, dialog }
}
