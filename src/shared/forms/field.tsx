import { Field, Fieldset } from '@chakra-ui/react'
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
 *
 * One control only: Chakra's field gives the checkbox, radio or switch inside it the field's ids,
 * so a list of them in one FormField shares one id and every click ticks the first. A list goes
 * in a `FormFieldset`.
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

interface FormFieldsetProps {
  /** The group's name (its legend). */
  legend: ReactNode
  error?: string | undefined
  helper?: ReactNode
  disabled?: boolean
  children: ReactNode
}

/**
 * A group of repeated controls (checkboxes, radios, switches) under one legend, with the group's
 * helper or message. A fieldset names the group for screen readers and, unlike a field, hands no
 * ids down: each control keeps its own, so a click ticks the control clicked.
 */
export function FormFieldset({ legend, error, helper, disabled, children }: FormFieldsetProps) {
  const text = useTranslateText()
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </Fieldset.Legend>
      {children}
      {helper && !error && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{text(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  )
}
