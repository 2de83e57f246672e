import { Alert, Box, Button, Card, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { fieldErrors, isApiError } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { PasswordInput } from '@/shared/forms/password-input'
import { Form } from '@/shared/ui/form'
import { PageLoader } from '@/shared/ui/loaders'
import { notify } from '@/shared/ui/toaster'
import { authApi, type ResetLink } from '../api'
import { resetPasswordDefaults, resetPasswordSchema, type ResetPasswordValues } from '../schemas'

export const LINK_REFUSED = 'This link has expired or has already been used.'

/** The server refused the link itself (expired, used, altered): `{token: [...]}` or `{uid: [...]}`. */
function isLinkRefused(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false
  const fields = fieldErrors(error)
  return 'token' in fields || 'uid' in fields
}

function LinkRefused({ incomplete }: { incomplete?: boolean }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{incomplete ? 'This link is incomplete.' : LINK_REFUSED}</Alert.Title>
        <Alert.Description>
          A reset link works once, for one hour.{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to="/forget-password">Ask for a new link</Link>
          </ChakraLink>
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

function NewPasswordForm({ link }: { link: ResetLink }) {
  const navigate = useNavigate()
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: resetPasswordDefaults, mode: 'onTouched' })
  const confirm = useMutation({
    mutationFn: (values: ResetPasswordValues) => authApi.confirmPasswordReset(link, values.password),
    onSuccess: async () => {
      notify.success('Your password has been changed', 'Sign in with your new password.')
      await navigate({ to: '/login', search: {}, replace: true })
    },
    onError: (error) => {
      const message = fieldErrors(error).newPassword
      if (message) form.setError('password', { type: 'server', message }, { shouldFocus: true })
    },
  })
  const { errors } = form.formState
  if (confirm.isError && isLinkRefused(confirm.error)) return <LinkRefused />
  const failed = confirm.isError && !fieldErrors(confirm.error).newPassword
  return (
    <Form gap="4" noValidate onSubmit={form.handleSubmit((values) => confirm.mutate(values))}>
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Please try again</Alert.Title>
        </Alert.Root>
      )}
      <FormField label="New password" required error={errors.password?.message} helper="At least 8 characters.">
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={confirm.isPending}>
        Set new password
      </Button>
    </Form>
  )
}

function CheckedLink({ link }: { link: ResetLink }) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key holds the link's uid and token, all it has
  const check = useQuery({ queryKey: ['password-reset', link.uid, link.token], queryFn: () => authApi.checkResetLink(link), retry: false, staleTime: 0, gcTime: 0 })
  if (check.isPending) return <PageLoader />
  if (check.isError) {
    if (isLinkRefused(check.error)) return <LinkRefused />
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Please try again</Alert.Title>
          <Alert.Description>
            <Button size="xs" variant="outline" onClick={() => void check.refetch()}>
              Retry
            </Button>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  }
  return <NewPasswordForm link={link} />
}

/** /reset-password?uid=…&token=…: the reset mail's link; a new password, twice, with the sign-up rules. */
export function ResetPasswordPage({ link }: { link: ResetLink | null }) {
  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW="md">
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="xl">
              Set a new password
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Choose the password you will sign in with from now on.
            </Text>
          </Box>
          {link ? <CheckedLink link={link} /> : <LinkRefused incomplete />}
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
