import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface FormFieldProps {
  label: ReactNode
  error?: string | undefined
  helper?: ReactNode
  required?: boolean
  children: ReactNode
}

/** Label, control, and the message for the field it concerns. */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}
