import { Alert, Button, Link as ChakraLink } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import { isApiError } from '@/shared/api/errors'
import { HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { authApi } from '../api'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'
import { CardPage } from '@/shared/ui/card-page'

/** Mocked mode only (the production build compiles it away): the mail the backend would send. */
const DemoOutbox = __MOCKED__ ? lazy(() => import('./demo-outbox')) : null

/** Seconds to wait from a throttled answer ('Expected available in 42 seconds.'), or null. */
export function throttleWait(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null
  const match = /(\d+)\s*second/.exec(error.message)
  return match ? Number(match[1]) : 60
}

function failureMessage(error: unknown): string {
  const wait = throttleWait(error)
  if (wait !== null)
    return `A mail was sent to this address a moment ago. Please wait ${wait} second${wait === 1 ? '' : 's'} before asking again.`
  return 'Please try again'
}

/** /forget-password: asks for the e-mail and sends a reset link (the same answer for any e-mail). */
export function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  })
  const [sentTo, setSentTo] = useState<string | null>(null)
  /** The last e-mail a mail was asked for (the demo keeps showing its link after a refused retry). */
  const [lastAsked, setLastAsked] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: (values: ForgotPasswordValues) => authApi.requestPasswordReset(values.email.trim()),
    onMutate: () => setSentTo(null),
  })
  const submit = useFormSubmit(form, {
    submit: send.mutateAsync,
    onSuccess: (_data, values) => {
      setSentTo(values.email.trim())
      setLastAsked(values.email.trim())
    },
    alertMessage: failureMessage,
  })
  return (
    <CardPage title="Forgot your password?" description="Enter the e-mail you sign in with. We will send you a link to set a new password.">
      {sentTo && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Mail sent successfully!</Alert.Title>
            <Alert.Description>
              If an account uses {sentTo}, a link to set a new password is on its way. The link works once, for one hour.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HookForm form={form} submit={submit}>
        <TextField name="email" label="Email" required type="email" autoComplete="email" />
        <Button type="submit" colorPalette="brand" loading={submit.submitting}>
          {lastAsked ? 'Send the link again' : 'Send reset link'}
        </Button>
      </HookForm>
      {DemoOutbox && lastAsked && (
        <Suspense fallback={null}>
          <DemoOutbox email={lastAsked} />
        </Suspense>
      )}
      <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
        <Link to="/login">Back to sign in</Link>
      </ChakraLink>
    </CardPage>
  )
}
