import { useState, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { recordVersion } from '../api/record-versions'
import { describeError, isConflictError } from '../api/errors'
import { conflictFields, useRecordConflict, type ConflictFieldsSpec } from './use-record-conflict'

/** What an edit is based on: the record the form opened (or the stored one after a conflict), its form values and version. */
export interface EditBase<R, T> {
  record: R
  initial: T
  /** The `ETag` to send as `If-Match` with the first write; null when the server sent none. */
  version: string | null
}

export interface VersionedEdit<R, T> {
  /** Null when adding. */
  base: EditBase<R, T> | null
  /**
   * For useFormSubmit's `onError` (with its `setAlert`): a 412 with the stored record opens the
   * conflict dialog. When none of the form's fields differs from the stored record, there is
   * nothing to choose: the form rebases on it and the alert says it was changed. True when handled.
   */
  onConflict: (error: unknown, setAlert: (message: string) => void) => boolean
  /** After a write that succeeded: the form is now based on the record as saved (and its new version). */
  saved: (record: R) => void
  /** The conflict dialog, to render with the form. */
  dialog: ReactNode
}

/**
 * The record version of a simple edit form (docs/decisions/197): the version is the one of the
 * record the form opened (read once, so a background refetch never makes a stale form look
 * current); a 412 shows both versions through useRecordConflict, and "Use these values" rebases
 * the form on the stored record, so the next save sends only what still differs from it.
 */
export function useVersionedEdit<R extends { url: string }, T extends FieldValues, N extends Path<T>>(
  form: UseFormReturn<T, unknown, T>,
  record: R | undefined,
  toValues: (record: R) => T,
  spec: ConflictFieldsSpec<T, N>,
): VersionedEdit<R, T> {
  const [base, setBase] = useState<EditBase<R, T> | null>(() =>
    record ? { record, initial: toValues(record), version: recordVersion(record.url) } : null,
  )
  const conflict = useRecordConflict(form, spec)
  const onConflict = (error: unknown, setAlert: (message: string) => void): boolean => {
    if (!base || !isConflictError(error) || !error.current) return false
    const current = error.current as R
    const theirs = toValues(current)
    const rebase = () => setBase({ record: current, initial: theirs, version: error.version })
    if (conflictFields(spec, { base: base.initial, mine: form.getValues(), theirs }).length > 0) {
      conflict.show(base.initial, theirs, rebase)
    } else {
      rebase()
      setAlert(describeError(error))
    }
    return true
  }
  const saved = (next: R) => setBase({ record: next, initial: toValues(next), version: recordVersion(next.url) })
  return { base, onConflict, saved, dialog: conflict.dialog }
}
