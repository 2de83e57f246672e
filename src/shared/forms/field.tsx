import { Field } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { useTranslateText } from '../i18n'

interface FormFieldProps {
  label: ReactNode
  error?: string | undefined
  helper?: ReactNode
  required?: boolean
  children: ReactNode
}

/**
 * Label, control, and the message for the field it concerns. The helper and the error share one
 * id (only one shows at a time), so the control's aria-describedby names whichever is shown and
 * aria-invalid marks it while in error. A message that is a catalog key (a schema's) shows translated.
 */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  const describedBy = useId()
  const text = useTranslateText()
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ helperText: describedBy, errorText: describedBy }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{text(error)}</Field.ErrorText>}
    </Field.Root>
  )
}
