import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError, errorMessage, fieldErrors, isApiError } from '../api/errors'

/** Which server keys the form can place, and under which field (a server `pin` on the form's `code`). */
export interface ServerErrorTargets<T extends FieldValues> {
  /** The form's field paths; a server key naming none of them goes to the alert. */
  accepts: (name: string) => boolean
  /** Server key (dotted path, as `fieldErrors` gives it) → form field, when they differ. */
  rename?: Partial<Record<string, Path<T>>> | undefined
}

/**
 * The one mapper from a failed save to the form: each field error (nested `address.pincode`,
 * `bankMeta.ifsc` included) goes onto its field, the first one focused; returns the message for
 * the form's alert (a `detail`, `nonFieldErrors`, errors on keys the form does not have, a network
 * failure), or null when every error found its field. Call it from a submit handler, never render.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  targets: ServerErrorTargets<T> | readonly Path<T>[],
): string | null {
  const { accepts, rename } = Array.isArray(targets)
    ? { accepts: (name: string) => (targets as readonly string[]).includes(name), rename: undefined }
    : (targets as ServerErrorTargets<T>)
  const leftover: string[] = []
  let placed = 0
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    const name = rename?.[key] ?? key
    if (accepts(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 })
      placed += 1
    } else {
      leftover.push(`${key}: ${message}`)
    }
  }
  if (leftover.length) return leftover.join(' ')
  if (placed > 0) return null
  // A network failure or timeout says so (the values stay as typed); anything else as the server put it.
  if (isApiError(error)) return error.message
  const network = error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')
  return network ? describeError(error) : errorMessage(error instanceof Error ? error.message : error)
}
