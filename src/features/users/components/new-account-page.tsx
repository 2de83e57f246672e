import { Box, Button, Card, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { describeError, fieldErrors } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { PasswordInput } from '@/shared/forms/password-input'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
import { invitationApi } from '../api'
import { newAccountSchema, type InvitationState, type NewAccountValues } from '../schemas'

export const NO_ACCESS = "You don't have proper access to this page"
const FIELDS = ['email', 'firstName', 'lastName', 'password', 'confirmPassword'] as const

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
  const { errors } = form.formState
  const [alert, setAlert] = useState<string | null>(null)
  // After the account exists, a retry only accepts again.
  const [accountCreated, setAccountCreated] = useState(false)

  const submit = useMutation({
    mutationFn: async (values: NewAccountValues) => {
      if (!accountCreated) {
        try {
          await invitationApi.createAccount(invitation.token, values)
        } catch (error) {
          throw Object.assign(new Error('create'), { step: 'create' as const, cause: error })
        }
        setAccountCreated(true)
      }
      try {
        await invitationApi.accept(invitation.accept)
      } catch (error) {
        throw Object.assign(new Error('accept'), { step: 'accept' as const, cause: error })
      }
    },
    onMutate: () => setAlert(null),
    onSuccess: () => {
      notify.success('Your account is ready and you have joined the temple. Sign in to continue.')
      void navigate({ to: '/login' })
    },
    onError: (error) => {
      const { step, cause } = error as Error & { step: 'create' | 'accept'; cause: unknown }
      if (step === 'accept') {
        setAlert('Failed to accept, try again')
        notify.error('Failed to accept, try again')
        return
      }
      // Field messages go to their fields, and (being the server's message) to the toast and alert too.
      const leftover = applyServerErrors(cause, form.setError, FIELDS)
      const text = leftover ?? (Object.values(fieldErrors(cause)).join(' ') || describeError(cause))
      setAlert(text)
      notify.error(text)
    },
  })

  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW="lg">
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="xl">
              Create new account to join
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Your account will use the invited address. After it is created you join the temple and can sign in.
            </Text>
          </Box>
          <FormAlert message={alert} />
          <Form gap="4" noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" readOnly {...form.register('email')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="First name" required error={errors.firstName?.message}>
                <Input autoComplete="given-name" readOnly={accountCreated} {...form.register('firstName')} />
              </FormField>
              <FormField label="Last name" required error={errors.lastName?.message}>
                <Input autoComplete="family-name" readOnly={accountCreated} {...form.register('lastName')} />
              </FormField>
            </SimpleGrid>
            <FormField label="Password" required error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" readOnly={accountCreated} {...form.register('password')} />
            </FormField>
            <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" readOnly={accountCreated} {...form.register('confirmPassword')} />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={submit.isPending} loadingText="Creating account">
              {accountCreated ? 'Accept invitation' : 'Create account and join'}
            </Button>
          </Form>
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
