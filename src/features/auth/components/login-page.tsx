import { Alert, Box, Button, Card, Code, Flex, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSession, useSessionState } from '@/session/context'
import { UnreachableError } from '@/shared/api/errors'
import type { Role } from '@/session/types'
import { env } from '@/shared/lib/env'
import { HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { msg, useT } from '@/shared/i18n'
import { authApi, fetchDemoAccounts } from '../api'
import { loginDefaults, loginSchema, type LoginValues } from '../schemas'

function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { data } = useQuery({ queryKey: ['mock', 'demo-accounts'], queryFn: fetchDemoAccounts, enabled: env.mocked, staleTime: Infinity })
  const t = useT()
  if (!env.mocked || !data?.length) return null
  return (
    <Card.Root variant="subtle" size="sm" data-testid="demo-accounts">
      <Card.Header>
        <Card.Title fontSize="sm">{t('auth.demoAccounts.title')}</Card.Title>
        <Card.Description>{t('auth.demoAccounts.description')}</Card.Description>
      </Card.Header>
      <Card.Body pt="0">
        <Table.Root size="sm" variant="line">
          <Table.Body>
            {data.map((account) => (
              <Table.Row
                key={account.email}
                cursor="pointer"
                onClick={() => onPick(account.email, account.password)}
                _hover={{ bg: 'bg.muted' }}
              >
                <Table.Cell>
                  <Code size="sm">{account.email}</Code>
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {account.description}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Code size="sm">{account.password}</Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  )
}

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
        <DemoAccounts
          onPick={(email, password) => {
            form.setValue('email', email, { shouldValidate: true, shouldDirty: true })
            form.setValue('password', password, { shouldValidate: true, shouldDirty: true })
          }}
        />
      </Stack>
    </Flex>
  )
}
