import { Alert, Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSession } from '@/session/context'
import { describeError, fieldErrors, isApiError } from '@/shared/api/errors'
import { HookForm, NewPasswordFields, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { DemoMail } from '@/shared/ui/demo-only'
import { notify } from '@/shared/ui/toaster'
import { authApi } from '../api'
import { registerDefaults, registerSchema, signUpCodeSchema, type RegisterValues, type SignUpCodeValues } from '../schemas'
import { CardPage } from '@/shared/ui/card-page'

/** The server's error `code` (e.g. signup_pending, code_expired), if any. */
function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined
}

/** Seconds left of a cool-down that ends at `until` (ms epoch), ticking each second. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])
  return Math.max(0, Math.ceil((until - now) / 1000))
}

interface CodeStepProps {
  email: string
  notice: string
  resendAt: number
  onResent: (resendAt: number) => void
  onExpired: (message: string) => void
  onDone: (message: string) => Promise<void>
  onBack: () => void
  sends: number
}

function CodeStep({ email, notice, resendAt, onResent, onExpired, onDone, onBack, sends }: CodeStepProps) {
  const t = useT()
  const form = useAppForm<SignUpCodeValues>({ resolver: zodResolver(signUpCodeSchema), defaultValues: { code: '' } })
  const left = useCountdown(resendAt)
  const verify = useMutation({ mutationFn: (values: SignUpCodeValues) => authApi.verifySignUp(email, values.code) })
  const submit = useFormSubmit(form, {
    submit: verify.mutateAsync,
    onSuccess: (result) => onDone(result.detail),
    onError: (error) => {
      const code = errorCode(error)
      if (code !== 'code_expired' && code !== 'signup_missing') return false
      notify.error(describeError(error))
      onExpired(describeError(error))
      return true
    },
    serverNames: { pin: 'code' },
  })
  const resend = useMutation({
    mutationFn: () => authApi.resendSignUpCode(email),
    onSuccess: (result) => {
      notify.success(result.detail)
      form.reset({ code: '' })
      onResent(Date.now() + result.resendAfter * 1000)
    },
    onError: (error) => {
      const code = errorCode(error)
      if (code === 'signup_missing') {
        onExpired(describeError(error))
        return
      }
      notify.error(describeError(error))
      const wait =
        isApiError(error) && error.body && typeof error.body === 'object' && !Array.isArray(error.body) ? Number(error.body.wait) : NaN
      if (Number.isFinite(wait)) onResent(Date.now() + wait * 1000)
    },
  })
  return (
    <Stack gap="4">
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Title>{notice}</Alert.Title>
      </Alert.Root>
      {__MOCKED__ && <DemoMail to={email} kind="signup-code" version={sends} />}
      <HookForm form={form} submit={submit}>
        <TextField
          name="code"
          label={t('auth.register.codeLabel')}
          required
          helper={t('auth.register.codeHelper', { email })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          letterSpacing="0.4em"
          fontFamily="mono"
        />
        <Button type="submit" colorPalette="brand" loading={submit.submitting} loadingText={t('auth.register.checking')}>
          {t('auth.register.confirm')}
        </Button>
      </HookForm>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Button variant="ghost" size="sm" onClick={onBack} disabled={submit.submitting}>
          {t('auth.register.changeDetails')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => resend.mutate()}
          disabled={left > 0 || submit.submitting}
          loading={resend.isPending}
        >
          {left > 0 ? t('auth.register.resendIn', { seconds: left }) : t('auth.register.resend')}
        </Button>
      </Flex>
    </Stack>
  )
}

type Step = { name: 'details' } | { name: 'code'; email: string; notice: string; resendAt: number; sends: number }

/** An account-creation failure as one sentence: the server's field messages, or its message. */
function accountErrorMessage(error: unknown): string {
  return Object.values(fieldErrors(error)).join(' ') || describeError(error)
}

/**
 * /register: the details, then the 6-digit code sent by e-mail; once the code is right the new
 * user is signed in with the password just chosen, or, when that fails, lands on sign-in with the
 * e-mail filled in.
 */
export function RegisterPage() {
  const t = useT()
  const session = useSession()
  const navigate = useNavigate()
  const form = useAppForm<RegisterValues>({ resolver: zodResolver(registerSchema), defaultValues: registerDefaults })
  const [step, setStep] = useState<Step>({ name: 'details' })
  const register = useMutation({ mutationFn: authApi.register })
  // Account-creation errors ("already registered" included): the server's message as an error
  // toast and the inline alert, the spec's rule, and not a third time at a field.
  const submit = useFormSubmit(form, {
    submit: register.mutateAsync,
    successToast: (result) => result.detail,
    onSuccess: (result, values) => {
      setStep({ name: 'code', email: values.email, notice: result.detail, resendAt: Date.now() + result.resendAfter * 1000, sends: 1 })
    },
    onError: (error, values) => {
      if (errorCode(error) !== 'signup_pending') return false
      notify.info(describeError(error))
      setStep({ name: 'code', email: values.email, notice: describeError(error), resendAt: 0, sends: 0 })
      return true
    },
    fields: [],
    alertMessage: accountErrorMessage,
    errorToast: true,
  })

  /** The account exists: sign in with the password of the form, else go to sign-in with the e-mail. */
  const finish = async (email: string, message: string) => {
    notify.success(message)
    try {
      const { jwt, user } = await authApi.login({ email, password: form.getValues('password') })
      session.signIn(jwt, user)
      await navigate({ to: '/', replace: true })
    } catch {
      await navigate({ to: '/login', state: { signInEmail: email }, replace: true })
    }
  }

  return (
    <CardPage
      maxW="lg"
      title={step.name === 'code' ? t('auth.register.codeTitle') : t('auth.register.title')}
      description={step.name === 'code' ? t('auth.register.codeDescription') : t('auth.register.description')}
    >
      {step.name === 'code' && (
        <CodeStep
          key={step.email}
          email={step.email}
          notice={step.notice}
          resendAt={step.resendAt}
          sends={step.sends}
          onResent={(resendAt) => setStep({ ...step, resendAt, sends: step.sends + 1 })}
          onExpired={(message) => {
            submit.setAlert(message)
            setStep({ name: 'details' })
          }}
          onDone={(message) => finish(step.email, message)}
          onBack={() => setStep({ name: 'details' })}
        />
      )}
      {step.name === 'details' && (
        <HookForm form={form} submit={submit}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="firstName" label={t('auth.fields.firstName')} required autoComplete="given-name" />
            <TextField name="lastName" label={t('auth.fields.lastName')} required autoComplete="family-name" />
          </SimpleGrid>
          <TextField name="email" label={t('auth.fields.email')} required type="email" autoComplete="email" />
          <NewPasswordFields label={t('auth.fields.password')} confirmLabel={t('auth.fields.confirmPassword')} />
          <Button type="submit" colorPalette="brand" loading={submit.submitting} loadingText={t('auth.register.sendingCode')}>
            {t('auth.register.continue')}
          </Button>
        </HookForm>
      )}
    </CardPage>
  )
}
