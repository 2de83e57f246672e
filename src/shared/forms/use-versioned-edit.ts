import { useRef, useState, type ReactNode } from 'react'
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { recordVersion } from '../api/record-versions'
import { describeError, isConflictError } from '../api/errors'
import { conflictFields, useConflictDialog, useRecordConflict, type ConflictFieldsSpec } from './use-record-conflict'

/** What an edit is based on: the stored record (none when adding), its values as the form shows them, its version. */
export interface EditBase<R, T> {
  record: R | undefined
  initial: T
  /** The `ETag` to send as `If-Match`; null when the server sent none (no check). */
  version: string | null
}

export interface VersionedEditOptions<T extends FieldValues, N extends Path<T>, R> {
  /** The record the form opened; none when adding. */
  record?: R | null | undefined
  /** The record's detail URL or path: the version is the one last read or written there (none: no `If-Match`). */
  url: string | null
  /** The fields the conflict dialog compares: every field the form edits. */
  spec: ConflictFieldsSpec<T, N>
  /** The form's values for the record as the server sends it (the 412's `current`, a saved record). */
  toValues: (record: R) => T
}

export interface VersionedEdit<R, T> {
  /** What the form is based on now; read when it saves. */
  base: () => EditBase<R, T>
  /**
   * Runs a write with the base (its version as `If-Match`). A 412 whose record differs from the
   * base in none of the form's fields (another card of the same record saved, or a field this form
   * does not show changed) is written again at once over the new version, with no dialog.
   */
  send: <S>(write: (base: EditBase<R, T>) => Promise<S>) => Promise<S>
  /**
   * For `useFormSubmit`'s `onError` (with its `setAlert`): a 412 with the stored record opens the
   * conflict dialog. When the form already holds the stored values of all its fields, there is
   * nothing to choose: the form rebases on it as typed and the alert says it was changed (the next
   * save goes through). True when handled.
   */
  onError: (error: unknown, setAlert: (message: string) => void) => boolean
  /** After a write that succeeded: the form is reset to the record as saved and based on it (and its new version). */
  saved: (record: R) => void
  /** The conflict dialog, rendered with the form. */
  dialog: ReactNode
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Record versions for every edit form (docs/decisions/197, 201, 226): the version is the one of the
 * record when the form mounted (read once, so a background refetch never makes a stale form look
 * current); a 412 shows both versions (`useRecordConflict`); once the user picked, the form is
 * based on the stored record and its version, as typed: a save sends what differs from that base
 * (`changedFields(base.initial, values)`, not react-hook-form's dirty fields, which stay measured
 * from what the form opened), so the next save sends exactly the user's side of the merge.
 */
export function useVersionedEdit<T extends FieldValues, N extends Path<T>, R>(
  form: UseFormReturn<T, unknown, T>,
  { record, url, spec, toValues }: VersionedEditOptions<T, N, R>,
): VersionedEdit<R, T> {
  const [opened] = useState<EditBase<R, T>>(() => ({
    record: record ?? undefined,
    initial: form.formState.defaultValues as T,
    version: url ? recordVersion(url) : null,
  }))
  const base = useRef(opened)
  const conflict = useRecordConflict(form, spec)
  const touchesForm = (theirs: T) => spec.names.some((name) => !same(get(theirs, name), get(base.current.initial, name)))

  return {
    base: () => base.current,
    send: async (write) => {
      try {
        return await write(base.current)
      } catch (error) {
        if (!isConflictError(error) || !error.current || touchesForm(toValues(error.current as R))) throw error
        base.current = { ...base.current, record: error.current as R, version: error.version }
        return write(base.current)
      }
    },
    onError: (error, setAlert) => {
      if (!isConflictError(error) || !error.current) return false
      const current = error.current as R
      const theirs = toValues(current)
      const next = { record: current, initial: theirs, version: error.version }
      if (conflictFields(spec, { base: base.current.initial, mine: form.getValues(), theirs }).length > 0) {
        conflict.show(base.current.initial, theirs, () => {
          base.current = next
        })
      } else {
        base.current = next
        setAlert(describeError(error))
      }
      return true
    },
    saved: (stored) => {
      const initial = toValues(stored)
      form.reset(initial)
      base.current = { record: stored, initial, version: url ? recordVersion(url) : null }
    },
    dialog: conflict.dialog,
  }
}

/**
 * The same version and dialog for a page that keeps its values itself rather than in a
 * react-hook-form form (the permissions page: a draft of switches, decision 201). It has no form
 * to set the picked values in or to reset, so the dialog's picks come back merged over `mine`,
 * with the stored record the page rebases on; the version follows as in `useVersionedEdit`.
 */
export function useVersionedDraft<T extends Record<string, unknown>, N extends keyof T & Path<T>, R>({
  url,
  spec,
  toValues,
}: {
  url: string
  spec: ConflictFieldsSpec<T, N>
  toValues: (record: R) => T
}) {
  const [opened] = useState(() => recordVersion(url))
  const version = useRef(opened)
  const conflict = useConflictDialog<N>()
  return {
    /** The version to send as `If-Match`. */
    version: () => version.current,
    /** A 412 with the stored record opens the dialog over `base` (what the page opened) and `mine`; true when it did. */
    onError: (error: unknown, base: T, mine: T, rebase: (merged: T, current: R) => void): boolean => {
      if (!isConflictError(error) || !error.current) return false
      const current = error.current as R
      const theirs = toValues(current)
      conflict.show(
        () => conflictFields(spec, { base, mine, theirs }),
        (choices) => {
          const merged: T = { ...mine }
          for (const name of spec.names) if (choices[name] === 'theirs') merged[name] = theirs[name]
          version.current = error.version
          rebase(merged, current)
        },
      )
      return true
    },
    /** After a save that succeeded: the next one is based on it. */
    saved: () => {
      version.current = recordVersion(url)
    },
    dialog: conflict.dialog,
  }
}
