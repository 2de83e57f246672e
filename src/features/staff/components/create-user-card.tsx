import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormActions, HookForm, NewPasswordFields, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { Panel } from '@/shared/ui/page'
import { useCreateStaffUser } from '../mutations'
import { createUserDefaults, createUserSchema, type CreateUserValues } from '../schemas'

/** Staff create a user: 'User created' and a fresh form, or 'Error : Please try again' keeping what was typed. */
export function CreateUserCard() {
  const t = useT()
  const form = useAppForm<CreateUserValues>({ resolver: zodResolver(createUserSchema), defaultValues: createUserDefaults, asTyped: true })
  const create = useCreateStaffUser()
  const submit = useFormSubmit(form, {
    submit: create.mutateAsync,
    successToast: () => t('staff.createUser.created'),
    onSuccess: () => form.reset(createUserDefaults),
    errorToast: () => t('staff.createUser.failed'),
  })
  return (
    <Panel h="full">
      <HookForm form={form} submit={submit} alertInside aria-labelledby="create-user-title">
        <Stack gap="4">
          <Text as="h2" id="create-user-title" fontWeight="semibold" fontSize="lg">
            {t('staff.createUser.title')}
          </Text>
          <FormAlert message={submit.alert} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <TextField name="firstName" label={t('staff.createUser.firstName')} required autoComplete="off" />
            <TextField name="middleName" label={t('staff.createUser.middleName')} autoComplete="off" />
            <TextField name="lastName" label={t('staff.createUser.lastName')} required autoComplete="off" />
          </SimpleGrid>
          <TextField name="email" label={t('staff.createUser.email')} required type="email" autoComplete="off" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <NewPasswordFields label={t('staff.createUser.password')} confirmLabel={t('staff.createUser.confirmPassword')} recheckConfirm />
          </SimpleGrid>
          <FormActions submit={submit} submitLabel={t('staff.createUser.submit')} disableInvalid placement="end" />
        </Stack>
      </HookForm>
    </Panel>
  )
}
