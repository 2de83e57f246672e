import { Alert, Box, Button, Card, Flex, Heading, Input, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { Form } from '@/shared/ui/form'
import { FormField } from '@/shared/forms/field'
import { PasswordInput } from '@/shared/forms/password-input'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { authApi } from '../api'
import { registerDefaults, registerSchema, type RegisterValues } from '../schemas'

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const

export function RegisterPage() {
  const form = useForm<RegisterValues>({ resolver: zodResolver(registerSchema), defaultValues: registerDefaults, mode: 'onTouched' })
  const register = useMutation({ mutationFn: authApi.register })
  const { errors } = form.formState
  const alert = register.isError ? applyServerErrors(register.error, form.setError, FIELDS) : null
  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW="lg">
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="xl">
              Create an account
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              With an account you can register your temple or accept an invitation to administer one.
            </Text>
          </Box>
          {register.isSuccess ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Your account is ready.</Alert.Title>
                <Alert.Description>
                  <ChakraLink asChild color="brand.fg">
                    <Link to="/login">Sign in</Link>
                  </ChakraLink>{' '}
                  with your e-mail and password.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Form gap="4" noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
              {alert && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{alert}</Alert.Title>
                </Alert.Root>
              )}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormField label="First name" required error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...form.register('firstName')} />
                </FormField>
                <FormField label="Last name" required error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...form.register('lastName')} />
                </FormField>
              </SimpleGrid>
              <FormField label="Email" required error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <FormField label="Password" required error={errors.password?.message}>
                <PasswordInput autoComplete="new-password" {...form.register('password')} />
              </FormField>
              <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
                <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
              </FormField>
              <Button type="submit" colorPalette="brand" loading={register.isPending}>
                Create account
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
