import { Alert, Button, Link as ChakraLink } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { isApiError } from '@/shared/api/errors'
import { HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { t, useT } from '@/shared/i18n'
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
  if (wait !== null) return t('auth.forgot.throttled', { count: wait })
  return t('auth.errors.tryAgain')
}

/** /forget-password: asks for the e-mail and sends a reset link (the same answer for any e-mail). */
export function ForgotPasswordPage() {
  const t = useT()
  const form = useAppForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
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
    <CardPage title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      {sentTo && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('auth.forgot.sentTitle')}</Alert.Title>
            <Alert.Description>{t('auth.forgot.sentBody', { email: sentTo })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HookForm form={form} submit={submit}>
        <TextField name="email" label={t('auth.fields.email')} required type="email" autoComplete="email" />
        <Button type="submit" colorPalette="brand" loading={submit.submitting}>
          {lastAsked ? t('auth.forgot.sendAgain') : t('auth.forgot.send')}
        </Button>
      </HookForm>
      {DemoOutbox && lastAsked && (
        <Suspense fallback={null}>
          <DemoOutbox email={lastAsked} />
        </Suspense>
      )}
      <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
        <Link to="/login">{t('auth.forgot.backToSignIn')}</Link>
      </ChakraLink>
    </CardPage>
  )
}
