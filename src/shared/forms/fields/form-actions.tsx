import { Button, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'
import { useT } from '../../i18n'
import { SubmitButton } from '../submit-button'
import type { FormSubmit } from '../use-form-submit'

interface FormActionsProps {
  submitLabel: ReactNode
  submit: FormSubmit
  /** Disabled until the form changed (the spec's rule for edit forms); default true. */
  requireDirty?: boolean
  /** Whether there is something to save, when more than the form's fields count (a picked file). */
  dirty?: boolean
  /** Marks the button disabled while the form is invalid (see SubmitButton); a click still shows why. */
  markInvalid?: boolean
  /** Disables the button outright while the form is invalid (forms validated as typed, mode 'all'). */
  disableInvalid?: boolean
  /** A "discard changes" button shown while the form is dirty. */
  discardLabel?: string
  loadingText?: string
  size?: 'sm' | 'md'
  placement?: 'start' | 'end'
  /** A "Cancel" button (`cancelLabel`, "Cancel" by default) that leaves the form this way. */
  onCancel?: () => void
  cancelLabel?: ReactNode
  children?: ReactNode
}

/** The submit button (busy while saving, disabled until changed) and the form's other buttons. */
export function FormActions({
  submitLabel,
  submit,
  requireDirty = true,
  dirty,
  markInvalid = false,
  disableInvalid = false,
  discardLabel,
  loadingText,
  size,
  placement = 'start',
  onCancel,
  cancelLabel,
  children,
}: FormActionsProps) {
  const t = useT()
  const { reset } = useFormContext()
  const { isDirty: fieldsDirty, isValid } = useFormState()
  const isDirty = dirty ?? fieldsDirty
  const busy = submit.submitting
  return (
    <Flex gap="3" align="center" wrap="wrap" justify={placement === 'end' ? 'flex-end' : 'flex-start'}>
      <SubmitButton
        colorPalette="brand"
        size={size}
        placement={placement}
        invalid={markInvalid && !isValid}
        disabled={(requireDirty && !isDirty) || (disableInvalid && !isValid) || busy}
        loading={busy}
        loadingText={loadingText}
      >
        {submitLabel}
      </SubmitButton>
      {discardLabel && isDirty && (
        <Button size={size} variant="ghost" onClick={() => reset()} disabled={busy}>
          {discardLabel}
        </Button>
      )}
      {onCancel && (
        <Button size={size} variant="ghost" onClick={onCancel}>
          {cancelLabel ?? t('common.actions.cancel')}
        </Button>
      )}
      {children}
    </Flex>
  )
}
