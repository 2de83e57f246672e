import { useState, type BaseSyntheticEvent } from 'react'
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { describeError, fieldErrors } from '../api/errors'
import { notify } from '../ui/toaster'
import { applyServerErrors } from './server-errors'
import { useSingleFlight } from './single-flight'

export interface FormSubmitOptions<T extends FieldValues, R> {
  /** The save (usually a mutation's `mutateAsync`). */
  submit: (values: T) => Promise<R>
  /** After a successful save (reset the form to what was saved, navigate…). */
  onSuccess?: (result: R, values: T) => void | Promise<void>
  /** The success toast the spec names (a string, or built from the result); none when absent. */
  successToast?: string | ((result: R, values: T) => string)
  /**
   * A failure the form handles itself (an error `code` that changes step, a message it shows
   * elsewhere): return true and nothing else happens.
   */
  onError?: (error: unknown, values: T) => boolean | void
  /** The alert's text for a failure not placed on a field, when the spec words it (default: the server's message). */
  alertMessage?: (error: unknown, message: string) => string
  /** The alert also repeats the messages put on fields (the spec's rule for account creation). */
  repeatFieldErrors?: boolean
  /**
   * Also toast a failure: only where the spec asks for one (a failure is an alert in the form).
   * `true` toasts the failure's message; a string (or one built from the error) is the spec's own wording.
   */
  errorToast?: boolean | string | ((error: unknown) => string)
  /** The fields a server error may land on; by default every path the form holds a value at. */
  fields?: readonly Path<T>[]
  /** Server key → form field when they differ (`{ pin: 'code' }`). */
  serverNames?: Partial<Record<string, Path<T>>>
}

export interface FormSubmit {
  /** For `<form onSubmit>` (or a button's onClick): validates, then saves once however often it is called. */
  onSubmit: (event?: BaseSyntheticEvent) => void
  /** The form-level message of the last failure (for `FormAlert`); null when none. */
  alert: string | null
  setAlert: (message: string | null) => void
  /** A save is running. */
  submitting: boolean
}

/**
 * The one way a form saves. One request however fast the button is clicked; a failure's field
 * errors go onto their fields (nested paths included) from the submit handler (never during
 * render), the rest shows once in the form's alert; toasts follow one policy: the success toast
 * the spec names, a failure toast only where asked.
 */
export function useFormSubmit<T extends FieldValues, R = unknown>(form: UseFormReturn<T>, options: FormSubmitOptions<T, R>): FormSubmit {
  const [alert, setAlert] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const save = async (values: T) => {
    const { submit, onSuccess, successToast, onError, alertMessage, repeatFieldErrors, errorToast, fields, serverNames } = options
    setAlert(null)
    let result: R
    try {
      result = await submit(values)
    } catch (error) {
      if (onError?.(error, values) === true) return
      const accepts = fields
        ? (name: string) => (fields as readonly string[]).includes(name)
        : (name: string) => get(form.getValues(), name) !== undefined
      const placed = applyServerErrors(error, form.setError, { accepts, rename: serverNames })
      const message = placed !== null && alertMessage ? alertMessage(error, placed) : placed
      const serverMessage = message ?? (Object.values(fieldErrors(error)).join(' ') || describeError(error))
      setAlert(repeatFieldErrors ? serverMessage : message)
      if (typeof errorToast === 'string') notify.error(errorToast)
      else if (typeof errorToast === 'function') notify.error(errorToast(error))
      else if (errorToast) notify.error(serverMessage)
      return
    }
    if (successToast) notify.success(typeof successToast === 'string' ? successToast : successToast(result, values))
    await onSuccess?.(result, values)
  }
  const guarded = useSingleFlight(async (event?: BaseSyntheticEvent) => {
    setSubmitting(true)
    try {
      await form.handleSubmit(save)(event)
    } finally {
      setSubmitting(false)
    }
  })
  const onSubmit = (event?: BaseSyntheticEvent) => {
    // A second submit while the first runs is dropped, but never left to the browser.
    event?.preventDefault?.()
    void guarded(event)
  }
  return { onSubmit, alert, setAlert, submitting }
}
