import { Alert, Input, SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { sessionApi } from '@/session/api'
import { useCurrentUser } from '@/session/context'
import { sessionKeys } from '@/session/queries'
import { dirtyPayload } from '@/shared/forms/dirty'
import { SubmitButton } from '@/shared/forms/submit-button'
import { Form } from '@/shared/ui/form'
import { FormField } from '@/shared/forms/field'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { accountSchema, type AccountValues } from '../schemas'

const FIELDS = ['firstName', 'lastName', 'phone'] as const

/** My account: the signed-in user's name and phone. */
export function AccountPage() {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const defaults: AccountValues = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' }
  const form = useForm<AccountValues>({ resolver: zodResolver(accountSchema), defaultValues: defaults, mode: 'onTouched' })
  const { errors, isDirty, isValid, dirtyFields } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form)
  const save = useMutation({
    mutationFn: (values: AccountValues) => sessionApi.updateCurrentUser(dirtyPayload(values, dirtyFields)),
    onSuccess: (updated, values) => {
      queryClient.setQueryData(sessionKeys.user(), updated)
      form.reset(values)
      notify.success('Account updated')
    },
  })
  const alert = save.isError ? applyServerErrors(save.error, form.setError, FIELDS) : null
  return (
    <>
      <PageHeader title="My account" description={user.email} />
      <Panel maxW="2xl">
        <Form gap="4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
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
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" placeholder="+91 94470 12345" {...form.register('phone')} />
          </FormField>
          <SubmitButton colorPalette="brand" placement="start" invalid={!isValid} disabled={!isDirty || save.isPending} loading={save.isPending}>
            Save
          </SubmitButton>
        </Form>
      </Panel>
      {prompt}
    </>
  )
}
