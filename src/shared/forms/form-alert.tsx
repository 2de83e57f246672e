import { Alert } from '@chakra-ui/react'
import { useTranslateText } from '../i18n'

/** A form-level message (a `detail` or non-field error), shown above the fields. */
export function FormAlert({ message, status = 'error' }: { message: string | null | undefined; status?: 'error' | 'success' | 'info' }) {
  const text = useTranslateText()
  if (!message) return null
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{text(message)}</Alert.Title>
    </Alert.Root>
  )
}
