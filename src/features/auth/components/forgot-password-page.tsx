import { Alert, Box, Button, Card, Flex, Heading, Input, Link as ChakraLink, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import { fieldErrors, isApiError } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { Form } from '@/shared/ui/form'
import { authApi } from '../api'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'

/** Mocked mode only (the production build compiles it away): the mail the backend would send. */
const DemoOutbox = __MOCKED__ ? lazy(() => import('./demo-outbox')) : null

/** Seconds to wait from a throttled answer ('Expected available in 42 seconds.'), or null. */
export function throttleWait(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null
  const match = /(\d+)\s*second/.exec(error.message)
  return match ? Number(match[1]) : 60
}

function failureMessage(error: unknown): string | null {
  const wait = throttleWait(error)
  if (wait !== null) return `A mail was sent to this address a moment ago. Please wait ${wait} second${wait === 1 ? '' : 's'} before asking again.`
  if (Object.keys(fieldErrors(error)).length > 0) return null
  return 'Please try again'
}

/** /forget-password: asks for the e-mail and sends a reset link (the same answer for any e-mail). */
export function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' }, mode: 'onTouched' })
  const [sentTo, setSentTo] = useState<string | null>(null)
  /** The last e-mail a mail was asked for (the demo keeps showing its link after a refused retry). */
  const [lastAsked, setLastAsked] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: (values: ForgotPasswordValues) => authApi.requestPasswordReset(values.email.trim()),
    onMutate: () => setSentTo(null),
    onSuccess: (_data, values) => {
      setSentTo(values.email.trim())
      setLastAsked(values.email.trim())
    },
    onError: (error) => {
      const message = fieldErrors(error).email
      if (message) form.setError('email', { type: 'server', message })
    },
  })
  const { errors } = form.formState
  const failure = send.isError ? failureMessage(send.error) : null
  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW="md">
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="xl">
              Forgot your password?
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Enter the e-mail you sign in with. We will send you a link to set a new password.
            </Text>
          </Box>
          {sentTo && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Mail sent successfully!</Alert.Title>
                <Alert.Description>If an account uses {sentTo}, a link to set a new password is on its way. The link works once, for one hour.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Form gap="4" noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <Button type="submit" colorPalette="brand" loading={send.isPending}>
              {lastAsked ? 'Send the link again' : 'Send reset link'}
            </Button>
          </Form>
          {DemoOutbox && lastAsked && (
            <Suspense fallback={null}>
              <DemoOutbox email={lastAsked} />
            </Suspense>
          )}
          <ChakraLink asChild color="brand.fg" fontSize="sm" alignSelf="center">
            <Link to="/login">Back to sign in</Link>
          </ChakraLink>
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
