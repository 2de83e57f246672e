import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError, errorMessage, fieldErrors, isApiError } from '../api/errors'

/**
 * Puts a failed save's field errors on their fields and returns the message for the form's
 * alert (a `detail`, `nonFieldErrors`, errors on fields the form does not have), or null when
 * every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const byField = fieldErrors(error)
  const leftover: string[] = []
  let placed = 0
  for (const [name, message] of Object.entries(byField)) {
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 })
      placed += 1
    } else {
      leftover.push(`${name}: ${message}`)
    }
  }
  if (leftover.length) return leftover.join(' ')
  if (placed > 0) return null
  // A network failure or timeout says so (the values stay as typed); anything else as the server put it.
  if (!isApiError(error)) return error instanceof Error && (error instanceof TypeError || error.name === 'TimeoutError') ? describeError(error) : errorMessage(error instanceof Error ? error.message : error)
  return error.message
}
