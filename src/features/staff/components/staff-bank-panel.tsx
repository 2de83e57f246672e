import { Button, Flex, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { describeError } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
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
  const { errors, dirtyFields, isDirty } = form.formState
  const submit = form.handleSubmit((values) => {
    const changes: Partial<StaffBankValues> = {}
    if (dirtyFields.merchantId) changes.merchantId = values.merchantId.trim()
    if (dirtyFields.isActive) changes.isActive = values.isActive
    update.mutate(
      { account, changes },
      {
        onSuccess: (updated) => {
          notify.success('Bank account updated')
          form.reset({ merchantId: updated.merchantId ?? '', isActive: updated.isActive })
        },
        onError: () => notify.error('Bank account updation failed, try again'),
      },
    )
  })
  return (
    <Form onSubmit={submit} noValidate aria-label="Bank account">
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
        <FormField label="Merchant Id" required error={errors.merchantId?.message}>
          <Input {...form.register('merchantId')} />
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked)}>
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Active</Switch.Label>
            </Switch.Root>
          )}
        />
        <Flex justify="end">
          <Button type="submit" size="sm" colorPalette="brand" disabled={!isDirty} loading={update.isPending}>
            Save bank account
          </Button>
        </Flex>
      </Stack>
    </Form>
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
