import { SimpleGrid } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sessionApi } from '@/session/api'
import { useCurrentUser } from '@/session/context'
import { sessionKeys } from '@/session/queries'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FormActions, HookForm, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { PageHeader, Panel } from '@/shared/ui/page'
import { accountSchema, type AccountValues } from '../schemas'

/** My account: the signed-in user's name and phone. */
export function AccountPage() {
  const t = useT()
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const defaults: AccountValues = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' }
  const form = useAppForm<AccountValues>({ resolver: zodResolver(accountSchema), defaultValues: defaults })
  const { isDirty, dirtyFields } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form)
  const save = useMutation({
    mutationFn: (values: AccountValues) => sessionApi.updateCurrentUser(dirtyPayload(values, dirtyFields)),
  })
  const submit = useFormSubmit(form, {
    submit: save.mutateAsync,
    successToast: () => t('auth.account.saved'),
    onSuccess: (updated, values) => {
      queryClient.setQueryData(sessionKeys.user(), updated)
      form.reset(values)
    },
  })
  return (
    <>
      <PageHeader title={t('auth.account.title')} description={user.email} />
      <Panel maxW="2xl">
        <HookForm form={form} submit={submit}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField name="firstName" label={t('auth.fields.firstName')} required autoComplete="given-name" />
            <TextField name="lastName" label={t('auth.fields.lastName')} required autoComplete="family-name" />
          </SimpleGrid>
          <TextField name="phone" label={t('auth.fields.phone')} type="tel" autoComplete="tel" placeholder="+91 94470 12345" />
          <FormActions submit={submit} submitLabel={t('auth.account.save')} markInvalid />
        </HookForm>
      </Panel>
      {prompt}
    </>
  )
}
