import { Alert, Box, Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSession, useSessionState } from '@/session/context'
import { UnreachableError } from '@/shared/api/errors'
import type { Role } from '@/session/types'
import { HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { msg, useT } from '@/shared/i18n'
import { authApi } from '../api'
import { loginDefaults, loginSchema, type LoginValues } from '../schemas'

// Mocked mode only, as its own chunk with its own texts: `npm run build` drops both.
const DemoAccounts = __MOCKED__ ? lazy(() => import('./demo-accounts')) : null

/** `email`: the address to start with (the account just made), the password left to type. */
export function LoginPage({ email, onSignedIn }: { email?: string | undefined; onSignedIn: (role: Role) => void }) {
  const t = useT()
  const session = useSession()
  const { notice } = useSessionState()
  const form = useAppForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { ...loginDefaults, email: email ?? '' },
  })
  const login = useMutation({ mutationFn: authApi.login })
  const submit = useFormSubmit(form, {
    submit: login.mutateAsync,
    // No answer the page may read (the server is down, or its CORS settings refuse this site): say so plainly.
    onError: (error) => {
      if (!(error instanceof UnreachableError)) return false
      submit.setAlert(msg('common.unreachable.title'))
      return true
    },
    onSuccess: ({ jwt, user }) => {
      session.signIn(jwt, user)
      onSignedIn(user.isStaff ? 'staff' : 'user')
    },
  })
  return (
    <Flex justify="center">
      <Stack gap="6" w="full" maxW="md">
        <Card.Root bg="bg" shadow="sm">
          <Card.Body gap="5">
            <Box>
              <Heading as="h1" size="xl">
                {t('auth.login.signIn')}
              </Heading>
              <Text color="fg.muted" fontSize="sm" mt="1">
                {t('auth.login.subtitle')}
              </Text>
            </Box>
            {notice && !submit.alert && (
              <Alert.Root status="warning" role="status" data-testid="session-notice">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )}
            <HookForm form={form} submit={submit}>
              <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="username" />
              <TextField name="password" label={t('auth.fields.password')} type="password" autoComplete="current-password" />
              <Flex justify="flex-end">
                <ChakraLink asChild fontSize="sm" color="brand.fg">
                  <Link to="/forget-password">{t('auth.login.forgotPassword')}</Link>
                </ChakraLink>
              </Flex>
              <Button type="submit" colorPalette="brand" loading={submit.submitting} loadingText={t('auth.login.signingIn')}>
                {t('auth.login.signIn')}
              </Button>
            </HookForm>
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {t('auth.login.newHere')}{' '}
              <ChakraLink asChild color="brand.fg">
                <Link to="/register">{t('auth.login.createAccount')}</Link>
              </ChakraLink>
            </Text>
          </Card.Body>
        </Card.Root>
        {DemoAccounts && (
          <Suspense fallback={null}>
            <DemoAccounts
              onPick={(email, password) => {
                form.setValue('email', email, { shouldValidate: true, shouldDirty: true })
                form.setValue('password', password, { shouldValidate: true, shouldDirty: true })
              }}
            />
          </Suspense>
        )}
      </Stack>
    </Flex>
  )
}
