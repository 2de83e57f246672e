import { Button, SimpleGrid, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { FormActions, FormSection, HookForm, NumberField, SelectField, SwitchField, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { FormDateChips, FormMonthDays, FormWeekdays } from '@/shared/forms/schedule-fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useCreateDonation, useUpdateDonation } from '../mutations'
import {
  BLOCK_PERIODS,
  BLOCK_PERIOD_LABELS,
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

const BLOCK_PERIOD_OPTIONS = BLOCK_PERIODS.map((value) => ({ value, label: BLOCK_PERIOD_LABELS[value] }))
const DONATION_TYPE_OPTIONS = DONATION_TYPES.map((value) => ({ value, label: DONATION_TYPE_LABELS[value] }))

interface DonationFormProps {
  donation?: Donation
  /** The temple's donation categories (composed by the route). */
  categoryOptions: CategoryOption[]
}

/** Add (no `donation`) or edit a donation. */
export function DonationForm({ donation, categoryOptions }: DonationFormProps) {
  const templeId = useTempleId()
  const navigate = useNavigate()
  const create = useCreateDonation(templeId)
  const update = useUpdateDonation(templeId)
  const form = useForm<DonationValues>({
    resolver: zodResolver(donationSchema),
    defaultValues: donationDefaults(donation),
    mode: 'onTouched',
  })
  const { isDirty, dirtyFields } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form)
  const isAmountFixed = form.watch('isAmountFixed')
  const isDateRequired = form.watch('isDateRequired')
  const donationType = form.watch('donationType')
  const blockPeriod = form.watch('blockPeriod')
  const type = isDateRequired ? donationType : 'daily'
  const submit = useFormSubmit(form, {
    submit: async (values) => {
      if (donation) {
        await update.mutateAsync({
          donation,
          changes: donationChanges(values, dirtyFields),
          meta: metaChanges(donation.donationMeta, values),
        })
        notify.success('Donation updated')
      } else {
        const created = await create.mutateAsync(donationPayload(values))
        notify.success(`Donation ${created.name} Successfully created`)
      }
    },
    onSuccess: async () => {
      allowLeave()
      await navigate({ to: '/dashboard/donations' })
    },
    errorToast: donation ? 'Error updating donation' : 'Error adding Donation',
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
      <PageHeader back title={donation ? 'Edit donation' : 'Add donation'} />
      <Panel maxW="4xl">
        <HookForm form={form} submit={submit} gap="8">
          {!hasCategories && <FormAlert status="info" message="Add a donation category first: every donation belongs to one." />}
          <FormSection title="Donation" level="h2">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField name="name" label="Name" required autoFocus placeholder="e.g. Annadanam Sponsorship" />
              <SelectField
                name="category"
                label="Category"
                required
                placeholder="Choose a category"
                options={categoryOptions.map((option) => ({ value: option.url, label: option.name }))}
              />
            </SimpleGrid>
            <TextField name="description" label="Description" rows={3} placeholder="What the donation supports" />
          </FormSection>

          <FormSection title="Amount" level="h2">
            <SwitchField name="isAmountFixed" label="Fixed amount" />
            {isAmountFixed ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <NumberField name="amount" label="Amount" required placeholder="e.g. 501" />
              </SimpleGrid>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {/* The maximum is checked again when the minimum changes (its message shows on the maximum). */}
                <NumberField name="minAmount" label="Minimum amount" helper="Leave empty for no minimum." deps={['maxAmount']} />
                <NumberField name="maxAmount" label="Maximum amount" helper="Leave empty for no maximum." />
              </SimpleGrid>
            )}
          </FormSection>

          <FormSection title="Schedule" level="h2">
            <SwitchField
              name="isDateRequired"
              label="Devotee picks a date"
              onChange={(checked) => {
                if (!checked) form.setValue('donationType', 'daily', { shouldDirty: true })
              }}
            />
            {!isDateRequired ? (
              <Text fontSize="sm" color="fg.muted">
                Without a date the donation is daily: devotees can give on any day.
              </Text>
            ) : (
              <>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <SelectField name="donationType" label="Donation type" required options={DONATION_TYPE_OPTIONS} />
                  {type !== 'custom' && (
                    <NumberField
                      name="repeatUnit"
                      label="Repeat unit"
                      inputMode="numeric"
                      helper="e.g. 2 repeats every second week or month."
                    />
                  )}
                </SimpleGrid>
                {type === 'custom' && <FormDateChips name="dates" label="Dates" helper="The days the donation is available." />}
                {type === 'monthly' && <FormMonthDays name="monthDays" label="Days of the month" />}
                {type === 'weekly' && <FormWeekdays name="weekdays" label="Weekdays" />}
                {type !== 'custom' && <FormDateChips name="excludes" label="Excluded dates" helper="Days the donation is not available." />}
              </>
            )}
          </FormSection>

          <FormSection title="Limits" level="h2">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <NumberField name="perDayLimit" label="Per-day limit" inputMode="numeric" helper="Leave empty for no limit." />
              <SelectField name="blockPeriod" label="Block period" options={BLOCK_PERIOD_OPTIONS} />
              {blockPeriod !== 'not_applicable' && (
                <NumberField name="blockUnit" label="Block unit" required inputMode="numeric" helper="How many periods are blocked." />
              )}
            </SimpleGrid>
          </FormSection>

          <FormActions submit={submit} submitLabel={donation ? 'Save changes' : 'Add donation'}>
            <Button variant="ghost" onClick={() => void navigate({ to: '/dashboard/donations' })}>
              Cancel
            </Button>
          </FormActions>
        </HookForm>{' '}
      </Panel>
      {prompt}
    </>
  )
}
