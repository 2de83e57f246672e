import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { describeError } from '@/shared/api/errors'
import { FormActions, HookForm, SwitchField, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUpdateStaffBankAccount } from '../mutations'
import { useStaffBankAccount } from '../queries'
import { formatTimestampDate, staffBankSchema, type StaffBankAccount, type StaffBankValues } from '../schemas'

function BankForm({ templeId, account }: { templeId: number; account: StaffBankAccount }) {
  const update = useUpdateStaffBankAccount(templeId)
  const form = useForm<StaffBankValues>({
    resolver: zodResolver(staffBankSchema),
    defaultValues: { merchantId: account.merchantId ?? '', isActive: account.isActive },
    mode: 'onTouched',
  })
  const { dirtyFields } = form.formState
  const submit = useFormSubmit(form, {
    submit: (values) => {
      const changes: Partial<StaffBankValues> = {}
      if (dirtyFields.merchantId) changes.merchantId = values.merchantId.trim()
      if (dirtyFields.isActive) changes.isActive = values.isActive
      return update.mutateAsync({ account, changes })
    },
    successToast: 'Bank account updated',
    onSuccess: (updated) => form.reset({ merchantId: updated.merchantId ?? '', isActive: updated.isActive }),
    errorToast: 'Bank account updation failed, try again',
  })
  return (
    <HookForm form={form} submit={submit} aria-label="Bank account">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" fontSize="sm">
          <Text>
            <Text as="span" color="fg.muted">
              Account name:{' '}
            </Text>
            {account.accName}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              Number:{' '}
            </Text>
            {account.accNumber}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              IFSC:{' '}
            </Text>
            {account.ifsc}
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              Updated:{' '}
            </Text>
            {formatTimestampDate(account.updatedAt)}
          </Text>
        </SimpleGrid>
        <TextField name="merchantId" label="Merchant Id" required />
        <SwitchField name="isActive" label="Active" />
        <FormActions submit={submit} submitLabel="Save bank account" size="sm" placement="end" />
      </Stack>
    </HookForm>
  )
}

/** The temple's bank account for staff: merchant id (required) and the active switch. */
export function StaffBankPanel({ templeId, bankAccountUrl }: { templeId: number; bankAccountUrl: string | null }) {
  const account = useStaffBankAccount(templeId, bankAccountUrl)
  if (!bankAccountUrl) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Not added
      </Text>
    )
  }
  if (account.isPending) return <Text fontSize="sm">Loading…</Text>
  if (account.isError) return <FormAlert message={describeError(account.error)} />
  return <BankForm key={account.data.id} templeId={templeId} account={account.data} />
}
