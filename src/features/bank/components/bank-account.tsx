import { Accordion, Badge, Flex, Grid, Skeleton, SkeletonText, Span, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { LuLandmark } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FilePicker } from '@/shared/forms/file-picker'
import { FormActions, HookForm, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { DOCUMENT_TYPES } from '@/shared/lib/files'
import { useSaveBankAccount } from '../mutations'
import { useBankAccount } from '../queries'
import {
  bankAccountDefaults,
  bankAccountSchema,
  bankStatus,
  CHEQUE_RULE,
  type BankAccount,
  type BankAccountValues,
  type BankStatus,
} from '../schemas'

const STATUS: Record<BankStatus, { label: string; palette: string; help: string }> = {
  'not added': { label: 'Not added', palette: 'gray', help: 'Add the account the temple receives its payments in.' },
  active: { label: 'Active', palette: 'green', help: 'Approved by staff. Payments go to this account.' },
  inactive: { label: 'Inactive', palette: 'orange', help: 'Waiting for staff to check and approve the account.' },
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)

function BankAccountForm({ account, disabled }: { account: BankAccount | null; disabled?: boolean }) {
  const templeId = useTempleId()
  const save = useSaveBankAccount(templeId)
  const [progress, setProgress] = useState<number | null>(null)
  const schema = useMemo(() => bankAccountSchema({ hasCheque: Boolean(account?.cancelledCheque) }), [account])
  const form = useForm<BankAccountValues>({ resolver: zodResolver(schema), defaultValues: bankAccountDefaults(account), mode: 'onTouched' })
  const { errors, isDirty } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form, 'bank-account')
  const status = STATUS[bankStatus(account)]
  // The picker previews images only; a stored PDF (a data: url in the demo) is described instead.
  const chequeIsPdf = /^data:application\/pdf|\.pdf($|\?)/i.test(account?.cancelledCheque ?? '')

  const submit = useFormSubmit(form, {
    submit: async (values) => {
      setProgress(values.cancelledCheque ? 0 : null)
      try {
        return await save.mutateAsync({ values, onProgress: values.cancelledCheque ? setProgress : undefined })
      } finally {
        setProgress(null)
      }
    },
    onSuccess: (saved) => form.reset(bankAccountDefaults(saved)),
    successToast: 'Bank Account Updated',
  })

  return (
    <HookForm form={form} submit={submit} aria-label="Bank account">
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          Status
        </Text>
        <Badge colorPalette={status.palette} variant="subtle" data-testid="bank-status">
          {status.label}
        </Badge>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="-2">
        {status.help}
      </Text>
      <TextField name="accName" label="Account name" required disabled={disabled} />
      <TextField
        name="accNumber"
        label="Account number"
        required
        disabled={disabled}
        textTransform="uppercase"
        inputMode="text"
        setValueAs={upper}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '1fr' }} gap="4">
        <TextField
          name="ifsc"
          label="IFS Code"
          required
          disabled={disabled}
          textTransform="uppercase"
          placeholder="e.g. SBIN0070028"
          maxLength={11}
          setValueAs={upper}
        />
        <TextField name="branchName" label="Branch name" required disabled={disabled} />
      </Grid>
      <Controller
        name="cancelledCheque"
        control={form.control}
        render={({ field }) => (
          <FilePicker
            label="Cancelled cheque"
            required={!account?.cancelledCheque}
            accept={DOCUMENT_TYPES}
            value={field.value}
            onChange={(file) => {
              field.onChange(file)
              if (form.formState.isSubmitted) void form.trigger('cancelledCheque')
            }}
            rule={CHEQUE_RULE}
            error={errors.cancelledCheque?.message}
            currentUrl={chequeIsPdf ? null : (account?.cancelledCheque ?? null)}
            progress={progress}
            disabled={disabled}
            helper={
              chequeIsPdf ? 'A cheque (PDF) is on file. jpeg, jpg, png or pdf, less than 5 MB' : 'jpeg, jpg, png or pdf, less than 5 MB'
            }
          />
        )}
      />
      {!disabled && <FormActions submit={submit} size="sm" submitLabel={account ? 'Save bank account' : 'Add bank account'} />}
      {prompt}
    </HookForm>
  )
}

/** Mounted on the first expand of its accordion item, so the account loads only then. */
function BankAccountSection({ disabled }: { disabled?: boolean }) {
  const templeId = useTempleId()
  const account = useBankAccount(templeId)
  if (account.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading bank account" data-testid="bank-skeleton">
        <Skeleton h="5" w="24" />
        <SkeletonText noOfLines={6} gap="4" />
      </Stack>
    )
  }
  if (account.isError) return <FormAlert message={describeError(account.error)} />
  return <BankAccountForm key={account.data?.id ?? 'new'} account={account.data} disabled={disabled} />
}

/** The "Bank account" item of the profile's accordion (Accordion.Root needs `lazyMount`). */
export function BankAccountAccordionItem({ disabled }: { disabled?: boolean }) {
  return (
    <Accordion.Item value="bank-account">
      <Accordion.ItemTrigger>
        <LuLandmark />
        <Span flex="1" fontWeight="medium">
          Bank account
        </Span>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <BankAccountSection disabled={disabled} />
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  )
}
