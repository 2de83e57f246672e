import { SimpleGrid, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTempleId } from '@/session/context'
import { FormActions, FormSection, HookForm, NumberField, SelectField, SwitchField, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { FormDateChips, FormMonthDays, FormWeekdays } from '@/shared/forms/schedule-fields'
import { LimitFields } from '@/shared/forms/limit-fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { changedFields } from '@/shared/forms/dirty'
import { t as translate, useT } from '@/shared/i18n'
import { blockPeriodOptions } from '@/shared/lib/block-period'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { donationConflictSpec } from '../conflict'
import { useCreateDonation, useUpdateDonation } from '../mutations'
import {
  DONATION_TYPES,
  DONATION_TYPE_LABELS,
  donationChanges,
  donationDefaults,
  donationPayload,
  donationSchema,
  metaChanges,
  type CategoryOption,
  type Donation,
  type DonationValues,
} from '../schemas'

interface DonationFormProps {
  donation?: Donation
  /** The temple's donation categories (composed by the route). */
  categoryOptions: CategoryOption[]
}

/** Add (no `donation`) or edit a donation. */
export function DonationForm({ donation, categoryOptions }: DonationFormProps) {
  const t = useT()
  const donationTypeOptions = useMemo(() => DONATION_TYPES.map((value) => ({ value, label: t(DONATION_TYPE_LABELS[value]) })), [t])
  const templeId = useTempleId()
  const navigate = useNavigate()
  const create = useCreateDonation(templeId)
  const update = useUpdateDonation(templeId)
  const form = useAppForm<DonationValues>({
    resolver: zodResolver(donationSchema),
    defaultValues: donationDefaults(donation),
  })
  const { isDirty } = form.formState
  // The version of the donation as opened; a save over a newer one shows both (decision 197).
  const edit = useVersionedEdit(form, {
    record: donation,
    url: donation?.url ?? null,
    spec: donationConflictSpec(categoryOptions),
    toValues: donationDefaults,
  })
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form)
  const isAmountFixed = form.watch('isAmountFixed')
  const isDateRequired = form.watch('isDateRequired')
  const donationType = form.watch('donationType')
  const blockPeriod = form.watch('blockPeriod')
  const type = isDateRequired ? donationType : 'daily'
  const submit = useFormSubmit(form, {
    submit: async (values) => {
      if (donation) {
        await edit.send(({ record = donation, initial, version }) =>
          update.mutateAsync({
            donation: record,
            changes: donationChanges(values, changedFields(initial, values)),
            meta: metaChanges(record.donationMeta, values),
            version,
          }),
        )
        notify.success(translate('donations.toast.updated'))
      } else {
        const created = await create.mutateAsync(donationPayload(values))
        notify.success(translate('donations.toast.created', { name: created.name }))
      }
    },
    onSuccess: async () => {
      allowLeave()
      await navigate({ to: '/dashboard/donations' })
    },
    onError: (error): boolean => edit.onError(error, submit.setAlert),
    errorToast: donation ? t('donations.toast.updateFailed') : t('donations.toast.addFailed'),
    // The recurrence lives in a nested `donationMeta` on the server.
    serverNames: {
      'donationMeta.dates': 'dates',
      'donationMeta.days': type === 'monthly' ? 'monthDays' : 'weekdays',
      'donationMeta.excludes': 'excludes',
    },
  })
  const hasCategories = categoryOptions.length > 0 || Boolean(donation)

  return (
    <>
      <PageHeader back title={donation ? t('donations.form.editTitle') : t('donations.form.addTitle')} />
      <Panel maxW="4xl">
        <HookForm form={form} submit={submit} gap="8">
          {!hasCategories && <FormAlert status="info" message={t('donations.form.noCategories')} />}
          <FormSection title={t('donations.form.donationSection')} level="h2">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                name="name"
                label={t('donations.form.name')}
                required
                autoFocus
                placeholder={t('donations.form.namePlaceholder')}
              />
              <SelectField
                name="category"
                label={t('donations.form.category')}
                required
                placeholder={t('donations.form.categoryPlaceholder')}
                options={categoryOptions.map((option) => ({ value: option.url, label: option.name }))}
              />
            </SimpleGrid>
            <TextField
              name="description"
              label={t('donations.form.description')}
              rows={3}
              placeholder={t('donations.form.descriptionPlaceholder')}
            />
          </FormSection>

          <FormSection title={t('donations.form.amountSection')} level="h2">
            <SwitchField name="isAmountFixed" label={t('donations.form.fixedAmount')} />
            {isAmountFixed ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <NumberField
                  name="amount"
                  label={t('donations.form.amount')}
                  required
                  placeholder={t('donations.form.amountPlaceholder')}
                />
              </SimpleGrid>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {/* The maximum is checked again when the minimum changes (its message shows on the maximum). */}
                <NumberField
                  name="minAmount"
                  label={t('donations.form.minAmount')}
                  helper={t('donations.form.minAmountHelper')}
                  deps={['maxAmount']}
                />
                <NumberField name="maxAmount" label={t('donations.form.maxAmount')} helper={t('donations.form.maxAmountHelper')} />
              </SimpleGrid>
            )}
          </FormSection>

          <FormSection title={t('donations.form.scheduleSection')} level="h2">
            <SwitchField
              name="isDateRequired"
              label={t('donations.form.isDateRequired')}
              onChange={(checked) => {
                if (!checked) form.setValue('donationType', 'daily', { shouldDirty: true })
              }}
            />
            {!isDateRequired ? (
              <Text fontSize="sm" color="fg.muted">
                {t('donations.form.noDateHelper')}
              </Text>
            ) : (
              <>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <SelectField name="donationType" label={t('donations.form.donationType')} required options={donationTypeOptions} />
                  {type !== 'custom' && (
                    <NumberField
                      name="repeatUnit"
                      label={t('donations.form.repeatUnit')}
                      inputMode="numeric"
                      helper={t('donations.form.repeatUnitHelper')}
                    />
                  )}
                </SimpleGrid>
                {type === 'custom' && (
                  <FormDateChips name="dates" label={t('donations.form.dates')} helper={t('donations.form.datesHelper')} />
                )}
                {type === 'monthly' && <FormMonthDays name="monthDays" label={t('donations.form.monthDays')} />}
                {type === 'weekly' && <FormWeekdays name="weekdays" label={t('donations.form.weekdays')} />}
                {type !== 'custom' && (
                  <FormDateChips name="excludes" label={t('donations.form.excludes')} helper={t('donations.form.excludesHelper')} />
                )}
              </>
            )}
          </FormSection>

          <FormSection title={t('donations.form.limitsSection')} level="h2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <LimitFields
                perDayLimit={{ label: t('donations.form.perDayLimit'), helper: t('donations.form.perDayLimitHelper') }}
                period={<SelectField name="blockPeriod" label={t('donations.form.blockPeriod')} options={blockPeriodOptions()} />}
                blockUnit={
                  blockPeriod === 'not_applicable'
                    ? null
                    : { label: t('donations.form.blockUnit'), helper: t('donations.form.blockUnitHelper'), required: true }
                }
              />
            </SimpleGrid>
          </FormSection>

          <FormActions
            submit={submit}
            submitLabel={donation ? t('donations.form.save') : t('donations.form.addTitle')}
            onCancel={() => void navigate({ to: '/dashboard/donations' })}
            cancelLabel={t('donations.form.cancel')}
          />
        </HookForm>{' '}
      </Panel>
      {prompt}
      {edit.dialog}
    </>
  )
}
