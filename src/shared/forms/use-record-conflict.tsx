import { useState, type ReactNode } from 'react'
import { get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { areaMessages, t } from '../i18n'
import type { Conflict, ConflictChoice, ConflictDialog, ConflictField } from './conflict-dialog'

/** How a form names and shows the fields the conflict dialog compares. */
export interface ConflictFieldsSpec<T extends FieldValues, N extends Path<T>> {
  /** The fields compared, in the form's order. */
  names: readonly N[]
  label: (name: N) => string
  /** A value as shown; by default text, yes/no, lists joined by commas. */
  format?: (name: N, value: PathValue<T, N>) => string
}

/** A value as text: booleans as yes/no, lists joined, empty as ''. */
export function conflictText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? t('conflict.yes') : t('conflict.no')
  if (Array.isArray(value)) return value.map(conflictText).join(', ')
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(conflictText)
      .filter(Boolean)
      .join(' ')
  return String(value as string | number)
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The fields whose value in the form (`mine`) differs from the stored one (`theirs`). A field this
 * form changed (mine differs from `base`, what the form opened) keeps mine by default; one only
 * the other side changed takes theirs.
 */
export function conflictFields<T extends FieldValues, N extends Path<T>>(
  spec: ConflictFieldsSpec<T, N>,
  values: { base: T; mine: T; theirs: T },
): ConflictField<N>[] {
  const format = spec.format ?? ((_name: N, value: PathValue<T, N>) => conflictText(value))
  return spec.names.flatMap((name) => {
    const mine = get(values.mine, name) as PathValue<T, N>
    const theirs = get(values.theirs, name) as PathValue<T, N>
    if (same(mine, theirs)) return []
    const initial: ConflictChoice = same(mine, get(values.base, name)) ? 'theirs' : 'mine'
    return [{ name, label: spec.label(name), mine: format(name, mine), theirs: format(name, theirs), initial }]
  })
}

/**
 * The dialog (a state machine, a table) and its texts come with the first conflict, a 412: a form's
 * page loads neither (decision 215). Kept once loaded; the texts of the values (yes/no) are in too.
 */
let LoadedDialog: typeof ConflictDialog | null = null
export const loadConflictDialog = () =>
  Promise.all([import('./conflict-dialog'), areaMessages('conflict')]).then(([module]) => {
    LoadedDialog = module.ConflictDialog
  })

interface Open<N extends string> {
  conflict: Conflict<N>
  onResolve: (choices: Record<N, ConflictChoice>) => void
}

/**
 * The conflict dialog with no form behind it: `show` opens it over the fields `compare` lists
 * (compared once the dialog's code and texts are in, as shown); `onResolve` gets the user's pick
 * per field. "Back to my changes" closes it and changes nothing.
 */
export function useConflictDialog<N extends string>(): {
  show: (compare: () => ConflictField<N>[], onResolve: (choices: Record<N, ConflictChoice>) => void) => void
  dialog: ReactNode
} {
  const [open, setOpen] = useState<Open<N> | null>(null)
  const show = (compare: () => ConflictField<N>[], onResolve: Open<N>['onResolve']) =>
    void loadConflictDialog()
      .catch(() => undefined)
      .then(() => setOpen({ conflict: { fields: compare() }, onResolve }))
  const resolve = (choices: Record<N, ConflictChoice>) => {
    if (!open) return
    open.onResolve(choices)
    setOpen(null)
  }
  const dialog = LoadedDialog && <LoadedDialog conflict={open?.conflict ?? null} onResolve={resolve} onCancel={() => setOpen(null)} />
  return { show, dialog }
}

/**
 * The edit forms' answer to a 412 (the record changed since the form opened it): `show` opens the
 * conflict dialog over the form's current values; the user's "Take theirs" fields are set in the
 * form (dirty), the rest keep what was typed, then `onResolved` lets the form rebase on the stored
 * record (its version and values) so the next save sends only what still differs.
 */
export function useRecordConflict<T extends FieldValues, N extends Path<T>>(
  form: UseFormReturn<T, unknown, T>,
  spec: ConflictFieldsSpec<T, N>,
): { show: (base: T, theirs: T, onResolved: () => void) => void; dialog: ReactNode } {
  const conflict = useConflictDialog<N>()
  const show = (base: T, theirs: T, onResolved: () => void) =>
    conflict.show(
      () => conflictFields(spec, { base, mine: form.getValues(), theirs }),
      (choices) => {
        for (const name of spec.names) {
          if (choices[name] === 'theirs') form.setValue(name, get(theirs, name) as PathValue<T, N>, { shouldDirty: true })
        }
        onResolved()
      },
    )
  return { show, dialog: conflict.dialog }
}
