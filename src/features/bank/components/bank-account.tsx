import { Alert, Badge, Flex, Grid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { LuLandmark } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FilePicker } from '@/shared/forms/file-picker'
import { FormActions, HookForm, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { msg, useT, type MessageKey } from '@/shared/i18n'
import { AccordionSection } from '@/shared/ui/accordion-section'
import { DOCUMENT_TYPES } from '@/shared/lib/files'
import { BANK_URL } from '../account'
import { bankAccountConflict } from '../conflict'
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

const STATUS: Record<BankStatus, { label: MessageKey; palette: string; help: MessageKey }> = {
  'not added': { label: msg('bank.status.notAdded'), palette: 'gray', help: msg('bank.status.notAddedHelp') },
  active: { label: msg('bank.status.active'), palette: 'green', help: msg('bank.status.activeHelp') },
  inactive: { label: msg('bank.status.inactive'), palette: 'orange', help: msg('bank.status.inactiveHelp') },
}

/**
 * Before Save, once something changed: a temple user's save sends the account back to staff
 * (it is inactive until approved again), so an approved account's payouts stop meanwhile.
 */
function PayoutsNotice({ approved }: { approved: boolean }) {
  const t = useT()
  return (
    <Alert.Root status={approved ? 'warning' : 'info'} size="sm" role="status" data-testid="bank-payouts-notice">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{approved ? t('bank.payouts.stopUntilApproved') : t('bank.payouts.startWhenApproved')}</Alert.Title>
    </Alert.Root>
  )
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)

function BankAccountForm({ account, disabled }: { account: BankAccount | null; disabled?: boolean }) {
  const t = useT()
  const templeId = useTempleId()
  const save = useSaveBankAccount(templeId)
  const [progress, setProgress] = useState<number | null>(null)
  const schema = useMemo(() => bankAccountSchema({ hasCheque: Boolean(account?.cancelledCheque) }), [account])
  const form = useAppForm<BankAccountValues>({ resolver: zodResolver(schema), defaultValues: bankAccountDefaults(account) })
  const { errors, isDirty } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form, 'bank-account')
  const versions = useVersionedEdit(form, { url: BANK_URL, spec: bankAccountConflict, toValues: bankAccountDefaults })
  const status = STATUS[bankStatus(account)]
  // The picker previews images only; a stored PDF (a data: url in the demo) is described instead.
  const chequeIsPdf = /^data:application\/pdf|\.pdf($|\?)/i.test(account?.cancelledCheque ?? '')

  const submit = useFormSubmit(form, {
    submit: async (values) => {
      setProgress(values.cancelledCheque ? 0 : null)
      try {
        const onProgress = values.cancelledCheque ? setProgress : undefined
        return await versions.send(({ version }) => save.mutateAsync({ values, onProgress, version }))
      } finally {
        setProgress(null)
      }
    },
    onSuccess: versions.saved,
    onError: (error): boolean => versions.onError(error, submit.setAlert),
    successToast: t('bank.toast.updated'),
  })

  return (
    <HookForm form={form} submit={submit} aria-label={t('bank.title')}>
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {t('bank.status.label')}
        </Text>
        <Badge colorPalette={status.palette} variant="subtle" data-testid="bank-status">
          {t(status.label)}
        </Badge>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="-2">
        {t(status.help)}
      </Text>
      <TextField name="accName" label={t('bank.form.accName')} required disabled={disabled} />
      <TextField
        name="accNumber"
        label={t('bank.form.accNumber')}
        required
        disabled={disabled}
        textTransform="uppercase"
        inputMode="text"
        setValueAs={upper}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: '1fr' }} gap="4">
        <TextField
          name="ifsc"
          label={t('bank.form.ifsc')}
          required
          disabled={disabled}
          textTransform="uppercase"
          placeholder={t('bank.form.ifscPlaceholder')}
          maxLength={11}
          setValueAs={upper}
        />
        <TextField name="branchName" label={t('bank.form.branchName')} required disabled={disabled} />
      </Grid>
      <Controller
        name="cancelledCheque"
        control={form.control}
        render={({ field }) => (
          <FilePicker
            label={t('bank.form.cheque')}
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
            helper={chequeIsPdf ? t('bank.form.chequeHelperPdf') : t('bank.form.chequeHelper')}
          />
        )}
      />
      {!disabled && isDirty && <PayoutsNotice approved={account?.isActive ?? false} />}
      {!disabled && <FormActions submit={submit} size="sm" submitLabel={account ? t('bank.form.save') : t('bank.form.add')} />}
      {prompt}
      {versions.dialog}
    </HookForm>
  )
}

/** Mounted on the first expand of its accordion item, so the account loads only then. */
function BankAccountSection({ disabled }: { disabled?: boolean }) {
  const t = useT()
  const templeId = useTempleId()
  const account = useBankAccount(templeId)
  if (account.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('bank.loading')} data-testid="bank-skeleton">
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
  const t = useT()
  return (
    <AccordionSection value="bank-account" icon={<LuLandmark />} title={t('bank.title')}>
      <BankAccountSection disabled={disabled} />
    </AccordionSection>
  )
}
