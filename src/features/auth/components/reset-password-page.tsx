import { Alert, Button, Link as ChakraLink } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldErrors, isApiError } from '@/shared/api/errors'
import { HookForm, NewPasswordFields } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { PageLoader } from '@/shared/ui/loaders'
import { notify } from '@/shared/ui/toaster'
import { authApi, type ResetLink } from '../api'
import { resetPasswordDefaults, resetPasswordSchema, type ResetPasswordValues } from '../schemas'
import { CardPage } from '@/shared/ui/card-page'

/** The server refused the link itself (expired, used, altered): `{token: [...]}` or `{uid: [...]}`. */
function isLinkRefused(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false
  const fields = fieldErrors(error)
  return 'token' in fields || 'uid' in fields
}

function LinkRefused({ incomplete }: { incomplete?: boolean }) {
  const t = useT()
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{incomplete ? t('auth.reset.linkIncomplete') : t('auth.reset.linkRefused')}</Alert.Title>
        <Alert.Description>
          {t('auth.reset.linkOnce')}{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to="/forget-password">{t('auth.reset.askNewLink')}</Link>
          </ChakraLink>
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

function NewPasswordForm({ link }: { link: ResetLink }) {
  const t = useT()
  const navigate = useNavigate()
  const form = useAppForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: resetPasswordDefaults,
  })
  const [refused, setRefused] = useState(false)
  const confirm = useMutation({ mutationFn: (values: ResetPasswordValues) => authApi.confirmPasswordReset(link, values.password) })
  const submit = useFormSubmit(form, {
    submit: confirm.mutateAsync,
    onSuccess: async () => {
      notify.success(t('auth.reset.changedTitle'), t('auth.reset.changedBody'))
      await navigate({ to: '/login', search: {}, replace: true })
    },
    onError: (error) => {
      if (isLinkRefused(error)) setRefused(true)
      return isLinkRefused(error)
    },
    fields: ['password', 'confirmPassword'],
    serverNames: { newPassword: 'password' },
    alertMessage: () => t('auth.errors.tryAgain'),
  })
  if (refused) return <LinkRefused />
  return (
    <HookForm form={form} submit={submit}>
      <NewPasswordFields
        label={t('auth.reset.newPassword')}
        confirmLabel={t('auth.reset.confirmNewPassword')}
        helper={t('auth.reset.newPasswordHelper')}
      />
      <Button type="submit" colorPalette="brand" loading={submit.submitting}>
        {t('auth.reset.submit')}
      </Button>
    </HookForm>
  )
}

function CheckedLink({ link }: { link: ResetLink }) {
  const t = useT()
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
          <Alert.Title>{t('auth.errors.tryAgain')}</Alert.Title>
          <Alert.Description>
            <Button size="xs" variant="outline" onClick={() => void check.refetch()}>
              {t('auth.reset.retry')}
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
  const t = useT()
  return (
    <CardPage title={t('auth.reset.title')} description={t('auth.reset.description')}>
      {link ? <CheckedLink link={link} /> : <LinkRefused incomplete />}
    </CardPage>
  )
}
