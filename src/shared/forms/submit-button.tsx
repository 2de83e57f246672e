import { Button, Flex, Text, type ButtonProps } from '@chakra-ui/react'
import { useId } from 'react'
import { useT } from '../i18n'

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form is invalid: the button looks disabled but a click submits, which shows every blocking message and focuses the first. */
  invalid: boolean
  /** Where the button sits in its row (the note goes beside it). */
  placement?: 'start' | 'end'
}

/**
 * A submit button the spec disables while the form is invalid. A truly disabled button would
 * hide why: this one is only marked disabled (aria-disabled) while invalid, says so beside it,
 * and a click runs the form's submit, whose validation reveals the messages. `disabled` (busy,
 * unchanged) still disables it for real.
 */
export function SubmitButton({ invalid, disabled, placement = 'end', children, ...rest }: SubmitButtonProps) {
  const t = useT()
  const noteId = useId()
  const blocked = invalid && !disabled
  const note = blocked ? (
    <Text id={noteId} fontSize="xs" color="fg.muted">
      {t('common.form.blocked')}
    </Text>
  ) : null
  const button = (
    <Button
      type="submit"
      disabled={disabled}
      aria-disabled={blocked || undefined}
      aria-describedby={blocked ? noteId : undefined}
      {...rest}
    >
      {children}
    </Button>
  )
  return (
    <Flex align="center" gap="3" wrap="wrap" justify={placement === 'end' ? 'flex-end' : 'flex-start'}>
      {placement === 'end' ? note : button}
      {placement === 'end' ? button : note}
    </Flex>
  )
}
