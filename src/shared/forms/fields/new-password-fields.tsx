import type { ReactNode } from 'react'
import { TextField } from './fields'

interface NewPasswordFieldsProps {
  /** The password's label. */
  label: string
  /** The confirmation's label. */
  confirmLabel: string
  /** Shown under the password (its rules). */
  helper?: ReactNode
  readOnly?: boolean
  /** Checks the confirmation again each time the password changes. */
  recheckConfirm?: boolean
}

/**
 * A new password and its confirmation, the form's `password` and `confirmPassword` (sign-up, a
 * reset, an invited member's account, a user made by staff): both required, typed hidden with a
 * show/hide toggle, and offered to password managers as a new password.
 */
export function NewPasswordFields({ label, confirmLabel, helper, readOnly, recheckConfirm }: NewPasswordFieldsProps) {
  const common = { required: true, type: 'password', autoComplete: 'new-password', readOnly } as const
  return (
    <>
      <TextField name="password" label={label} helper={helper} deps={recheckConfirm ? ['confirmPassword'] : undefined} {...common} />
      <TextField name="confirmPassword" label={confirmLabel} {...common} />
    </>
  )
}
