import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/shared/api/errors'
import { applyServerErrors } from '@/shared/forms/server-errors'

/**
 * Like applyServerErrors, for bodies with nested serializers (`address: { pincode: [...] }`):
 * nested messages go to `address.pincode`.
 */
export function applyNestedServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object' || Array.isArray(error.body)) {
    return applyServerErrors(error, setError, fields)
  }
  const flat: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error.body)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, messages] of Object.entries(value as Record<string, unknown>)) flat[`${key}.${inner}`] = messages
    } else {
      flat[key] = value
    }
  }
  return applyServerErrors(new ApiError(error.status, flat), setError, fields)
}
