import { Alert, Button, Link as ChakraLink } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { fieldErrors, isApiError } from '@/shared/api/errors'
import { HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { PageLoader } from '@/shared/ui/loaders'
import { notify } from '@/shared/ui/toaster'
import { authApi, type ResetLink } from '../api'
import { resetPasswordDefaults, resetPasswordSchema, type ResetPasswordValues } from '../schemas'
import { CardPage } from '@/shared/ui/card-page'

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
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: resetPasswordDefaults,
    mode: 'onTouched',
  })
  const [refused, setRefused] = useState(false)
  const confirm = useMutation({ mutationFn: (values: ResetPasswordValues) => authApi.confirmPasswordReset(link, values.password) })
  const submit = useFormSubmit(form, {
    submit: confirm.mutateAsync,
    onSuccess: async () => {
      notify.success('Your password has been changed', 'Sign in with your new password.')
      await navigate({ to: '/login', search: {}, replace: true })
    },
    onError: (error) => {
      if (isLinkRefused(error)) setRefused(true)
      return isLinkRefused(error)
    },
    fields: ['password', 'confirmPassword'],
    serverNames: { newPassword: 'password' },
    alertMessage: () => 'Please try again',
  })
  if (refused) return <LinkRefused />
  return (
    <HookForm form={form} submit={submit}>
      <TextField
        name="password"
        label="New password"
        required
        type="password"
        autoComplete="new-password"
        helper="At least 8 characters."
      />
      <TextField name="confirmPassword" label="Confirm new password" required type="password" autoComplete="new-password" />
      <Button type="submit" colorPalette="brand" loading={submit.submitting}>
        Set new password
      </Button>
    </HookForm>
  )
}

function CheckedLink({ link }: { link: ResetLink }) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the key holds the link's uid and token, all it has
  const check = useQuery({
    queryKey: ['password-reset', link.uid, link.token],
    queryFn: () => authApi.checkResetLink(link),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  })
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
    <CardPage title="Set a new password" description="Choose the password you will sign in with from now on.">
      {link ? <CheckedLink link={link} /> : <LinkRefused incomplete />}
    </CardPage>
  )
}
