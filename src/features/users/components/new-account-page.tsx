import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { HookForm, NewPasswordFields, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { notify } from '@/shared/ui/toaster'
import { invitationApi } from '../api'
import { newAccountSchema, type InvitationState, type NewAccountValues } from '../schemas'
import { CardPage } from '@/shared/ui/card-page'

function NoAccess({ token }: { token?: string | undefined }) {
  const t = useT()
  const navigate = useNavigate()
  const router = useRouter()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    notify.error(t('users.newAccount.noAccess'))
    if (token) void navigate({ to: '/user-invitation', search: { token }, replace: true })
    else if (router.history.canGoBack()) router.history.back()
  }, [token, navigate, router, t])
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="lg" mx="auto" mt="10">
      <Heading as="h1" size="lg">
        {t('users.newAccount.noAccess')}
      </Heading>
      <Text color="fg.muted">{t('users.newAccount.openAgain')}</Text>
      <Button variant="outline" onClick={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/' }))}>
        {t('users.newAccount.back')}
      </Button>
    </Stack>
  )
}

/**
 * /user-invitation/new-account: the invited address gets an account, the invitation is accepted,
 * then the new user signs in. Needs the invitation page's router state.
 */
export function NewAccountPage({ invitation }: { invitation: Partial<InvitationState> | undefined }) {
  if (!invitation?.email || !invitation.token || !invitation.accept) return <NoAccess token={invitation?.token} />
  return <NewAccountForm invitation={invitation as InvitationState} />
}

function NewAccountForm({ invitation }: { invitation: InvitationState }) {
  const t = useT()
  const navigate = useNavigate()
  const form = useAppForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { email: invitation.email, firstName: '', lastName: '', password: '', confirmPassword: '' },
  })
  // After the account exists, a retry only accepts again.
  const [accountCreated, setAccountCreated] = useState(false)
  const join = useMutation({
    mutationFn: async (values: NewAccountValues) => {
      if (!accountCreated) {
        await invitationApi.createAccount(invitation.token, values)
        setAccountCreated(true)
      }
      try {
        await invitationApi.accept(invitation.accept)
      } catch {
        throw new Error(t('users.invitation.acceptFailed'))
      }
    },
  })
  // Account-creation errors: the server's message as an error toast and an inline alert (the spec's rule).
  const submit = useFormSubmit(form, {
    submit: join.mutateAsync,
    successToast: () => t('users.newAccount.ready'),
    onSuccess: () => void navigate({ to: '/login', state: { signInEmail: invitation.email } }),
    errorToast: true,
    repeatFieldErrors: true,
  })

  return (
    <CardPage maxW="lg" title={t('users.newAccount.title')} description={t('users.newAccount.description')}>
      <HookForm form={form} submit={submit}>
        <TextField name="email" label={t('users.fields.email')} required type="email" autoComplete="email" readOnly />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="firstName" label={t('users.fields.firstName')} required autoComplete="given-name" readOnly={accountCreated} />
          <TextField name="lastName" label={t('users.fields.lastName')} required autoComplete="family-name" readOnly={accountCreated} />
        </SimpleGrid>
        <NewPasswordFields label={t('users.fields.password')} confirmLabel={t('users.fields.confirmPassword')} readOnly={accountCreated} />
        <Button type="submit" colorPalette="brand" loading={submit.submitting} loadingText={t('users.newAccount.creating')}>
          {accountCreated ? t('users.newAccount.acceptInvitation') : t('users.newAccount.submit')}
        </Button>
      </HookForm>
    </CardPage>
  )
}
