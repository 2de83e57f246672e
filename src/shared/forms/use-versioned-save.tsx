import { useRef, useState, type ReactNode } from 'react'
import { get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'
import { recordVersion } from '../api/record-versions'
import { isConflictError } from '../api/errors'
import { useRecordConflict, type ConflictFieldsSpec } from './use-record-conflict'

export interface VersionedSaveOptions<T extends FieldValues, N extends Path<T>, R> {
  /** The record's detail URL or path: the version sent is the one last read or written there (none, or no url: no `If-Match`). */
  url: string | null
  /** The fields the conflict dialog compares: every field the form edits. */
  spec: ConflictFieldsSpec<T, N>
  /** The form's values for the record as the server sends it (the 412's `current`). */
  toValues: (record: R) => T
}

export interface VersionedSave {
  /**
   * Runs a write with the version the form is based on. A 412 whose record differs from the form's
   * base in none of the form's fields (another form of the same record saved, or staff changed a
   * field this form does not show) is written again over the new version, with no dialog.
   */
  send: <S>(write: (version: string | null) => Promise<S>) => Promise<S>
  /** For `useFormSubmit`'s `onError`: a 412 opens the conflict dialog; true when it did. */
  onError: (error: unknown) => boolean
  /** After a successful save (the form reset to the saved record): the next write is based on it. */
  saved: () => void
  /** The conflict dialog, rendered by the form. */
  dialog: ReactNode
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Record versions for an edit form that saves through `useFormSubmit` (docs/decisions/197 and
 * 201): the version is the one of the record when the form mounted; a 412 shows both versions
 * (`useRecordConflict`); once the user picked, the form rebases on the stored record: its values
 * become the form's defaults, so exactly the fields that still differ from it are dirty (a form
 * that sends its dirty fields sends those), and its version is sent with the next save.
 */
export function useVersionedSave<T extends FieldValues, N extends Path<T>, R>(
  form: UseFormReturn<T, unknown, T>,
  { url, spec, toValues }: VersionedSaveOptions<T, N, R>,
): VersionedSave {
  // Read once when the form mounts: a background refetch never makes a stale form look current.
  const [opened] = useState(() => (url ? recordVersion(url) : null))
  const version = useRef(opened)
  const conflict = useRecordConflict(form, spec)
  const base = () => form.formState.defaultValues as T
  const touchesForm = (theirs: T) => spec.names.some((name) => !same(get(theirs, name), get(base(), name)))

  /** The stored record becomes the form's base; what the form holds stays, dirty where it differs. */
  const rebase = (theirs: T, next: string | null) => {
    const values = form.getValues()
    form.reset(theirs, { keepValues: true })
    const named = (key: string) => spec.names.some((name) => name === key || name.startsWith(`${key}.`))
    const paths = [...spec.names, ...(Object.keys(values).filter((key) => !named(key)) as Path<T>[])]
    for (const path of paths) {
      const value = get(values, path) as PathValue<T, Path<T>>
      if (!same(value, get(theirs, path))) form.setValue(path, value, { shouldDirty: true })
    }
    version.current = next
  }

  return {
    send: async (write) => {
      try {
        return await write(version.current)
      } catch (error) {
        if (!isConflictError(error) || !error.current || touchesForm(toValues(error.current as R))) throw error
        version.current = error.version
        return write(error.version)
      }
    },
    onError: (error) => {
      if (!isConflictError(error) || !error.current) return false
      const theirs = toValues(error.current as R)
      conflict.show(base(), theirs, () => rebase(theirs, error.version))
      return true
    },
    saved: () => {
      version.current = url ? recordVersion(url) : null
    },
    dialog: conflict.dialog,
  }
}
