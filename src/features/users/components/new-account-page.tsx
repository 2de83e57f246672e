import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { notify } from '@/shared/ui/toaster'
import { invitationApi } from '../api'
import { newAccountSchema, type InvitationState, type NewAccountValues } from '../schemas'
import { CardPage } from '@/shared/ui/card-page'

export const NO_ACCESS = "You don't have proper access to this page"

function NoAccess({ token }: { token?: string | undefined }) {
  const navigate = useNavigate()
  const router = useRouter()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    notify.error(NO_ACCESS)
    if (token) void navigate({ to: '/user-invitation', search: { token }, replace: true })
    else if (router.history.canGoBack()) router.history.back()
  }, [token, navigate, router])
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="lg" mx="auto" mt="10">
      <Heading as="h1" size="lg">
        {NO_ACCESS}
      </Heading>
      <Text color="fg.muted">Open the link in your invitation e-mail again.</Text>
      <Button variant="outline" onClick={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/' }))}>
        Back
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
  const navigate = useNavigate()
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { email: invitation.email, firstName: '', lastName: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
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
        throw new Error('Failed to accept, try again')
      }
    },
  })
  // Account-creation errors: the server's message as an error toast and an inline alert (the spec's rule).
  const submit = useFormSubmit(form, {
    submit: join.mutateAsync,
    successToast: 'Your account is ready and you have joined the temple. Sign in to continue.',
    onSuccess: () => void navigate({ to: '/login' }),
    errorToast: true,
    repeatFieldErrors: true,
  })

  return (
    <CardPage
      maxW="lg"
      title="Create new account to join"
      description="Your account will use the invited address. After it is created you join the temple and can sign in."
    >
      <HookForm form={form} submit={submit}>
        <TextField name="email" label="Email" required type="email" autoComplete="email" readOnly />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="firstName" label="First name" required autoComplete="given-name" readOnly={accountCreated} />
          <TextField name="lastName" label="Last name" required autoComplete="family-name" readOnly={accountCreated} />
        </SimpleGrid>
        <TextField name="password" label="Password" required type="password" autoComplete="new-password" readOnly={accountCreated} />
        <TextField
          name="confirmPassword"
          label="Confirm password"
          required
          type="password"
          autoComplete="new-password"
          readOnly={accountCreated}
        />
        <Button type="submit" colorPalette="brand" loading={submit.submitting} loadingText="Creating account">
          {accountCreated ? 'Accept invitation' : 'Create account and join'}
        </Button>
      </HookForm>
    </CardPage>
  )
}
