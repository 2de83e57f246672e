import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { describeError } from '@/shared/api/errors'
import { changedFields } from '@/shared/forms/dirty'
import { FormActions, HookForm, SwitchField, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { useT } from '@/shared/i18n'
import { staffBankConflict } from '../conflict'
import { useUpdateStaffBankAccount } from '../mutations'
import { useStaffBankAccount } from '../queries'
import { formatTimestampDate, staffBankDefaults, staffBankSchema, type StaffBankAccount, type StaffBankValues } from '../schemas'

function BankForm({ templeId, account }: { templeId: number; account: StaffBankAccount }) {
  const t = useT()
  const update = useUpdateStaffBankAccount(templeId)
  const form = useAppForm<StaffBankValues>({ resolver: zodResolver(staffBankSchema), defaultValues: staffBankDefaults(account) })
  // The temple's own edits of the account (name, number, IFSC, cheque) are sent over at once, with no dialog.
  const versions = useVersionedEdit(form, { url: account.url, spec: staffBankConflict, toValues: staffBankDefaults })
  const submit = useFormSubmit(form, {
    submit: (values) =>
      versions.send(({ initial, version }) => {
        const changed = changedFields(initial, values)
        const changes: Partial<StaffBankValues> = {}
        if (changed.merchantId) changes.merchantId = values.merchantId.trim()
        if (changed.isActive) changes.isActive = values.isActive
        return update.mutateAsync({ account, changes, version })
      }),
    successToast: () => t('staff.bank.saved'),
    onSuccess: versions.saved,
    onError: (error): boolean => versions.onError(error, submit.setAlert),
    errorToast: () => t('staff.bank.failed'),
  })
  return (
    <HookForm form={form} submit={submit} aria-label={t('staff.bank.formLabel')}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" fontSize="sm">
          <Text>
            <Text as="span" color="fg.muted">
              {t('staff.bank.accountNameLabel')}{' '}
            </Text>
            {account.accName}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              {t('staff.bank.numberLabel')}{' '}
            </Text>
            {account.accNumber}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              {t('staff.bank.ifscLabel')}{' '}
            </Text>
            {account.ifsc}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              {t('staff.bank.updatedLabel')}{' '}
            </Text>
            {formatTimestampDate(account.updatedAt)}
          </Text>
        </SimpleGrid>
        <TextField name="merchantId" label={t('staff.bank.merchantId')} required />
        <SwitchField name="isActive" label={t('staff.bank.active')} />
        <FormActions submit={submit} submitLabel={t('staff.bank.submit')} size="sm" placement="end" />
      </Stack>
      {versions.dialog}
    </HookForm>
  )
}

/** The temple's bank account for staff: merchant id (required) and the active switch. */
export function StaffBankPanel({ templeId, bankAccountUrl }: { templeId: number; bankAccountUrl: string | null }) {
  const t = useT()
  const account = useStaffBankAccount(templeId, bankAccountUrl)
  if (!bankAccountUrl) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('staff.bank.notAdded')}
      </Text>
    )
  }
  if (account.isPending) return <Text fontSize="sm">{t('staff.common.loading')}</Text>
  if (account.isError) return <FormAlert message={describeError(account.error)} />
  return <BankForm key={account.data.id} templeId={templeId} account={account.data} />
}
