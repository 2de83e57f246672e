import { Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { PasswordInput } from '@/shared/forms/password-input'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { Form } from '@/shared/ui/form'
import { Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useCreateStaffUser } from '../mutations'
import { createUserDefaults, createUserSchema, type CreateUserValues } from '../schemas'
import { useState } from 'react'

const FIELDS = ['firstName', 'middleName', 'lastName', 'email', 'password', 'confirmPassword'] as const

/** Staff create a user: 'User created' and a fresh form, or 'Error : Please try again' keeping what was typed. */
export function CreateUserCard() {
  const form = useForm<CreateUserValues>({ resolver: zodResolver(createUserSchema), defaultValues: createUserDefaults, mode: 'all' })
  const create = useCreateStaffUser()
  const [alert, setAlert] = useState<string | null>(null)
  const { errors, isValid, isDirty } = form.formState
  const submit = form.handleSubmit((values) => {
    setAlert(null)
    create.mutate(values, {
      onSuccess: () => {
        notify.success('User created')
        form.reset(createUserDefaults)
      },
      onError: (error) => {
        notify.error('Error : Please try again')
        setAlert(applyServerErrors(error, form.setError, FIELDS))
      },
    })
  })
  return (
    <Panel h="full">
      <Form onSubmit={submit} noValidate aria-labelledby="create-user-title">
        <Stack gap="4">
          <Text as="h2" id="create-user-title" fontWeight="semibold" fontSize="lg">
            Create User
          </Text>
          <FormAlert message={alert} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <FormField label="First name" required error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </FormField>
            <FormField label="Middle name" error={errors.middleName?.message}>
              <Input autoComplete="off" {...form.register('middleName')} />
            </FormField>
            <FormField label="Last name" required error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label="Password" required error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('password', { deps: ['confirmPassword'] })} />
            </FormField>
            <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </FormField>
          </SimpleGrid>
          <Flex justify="end">
            <Button type="submit" colorPalette="brand" disabled={!isValid || !isDirty} loading={create.isPending}>
              Create user
            </Button>
          </Flex>
        </Stack>
      </Form>
    </Panel>
  )
}
