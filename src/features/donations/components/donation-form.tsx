import { Button, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, type Path, type UseFormReturn } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { isApiError } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { DateChipsField, MonthDaysField, WeekdayField } from '@/shared/forms/schedule-fields'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { Form } from '@/shared/ui/form'
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

const FIELDS = [
  'name',
  'category',
  'isAmountFixed',
  'amount',
  'minAmount',
  'maxAmount',
  'isDateRequired',
  'donationType',
  'blockPeriod',
  'blockUnit',
  'perDayLimit',
  'repeatUnit',
  'description',
] as const satisfies readonly Path<DonationValues>[]

/** Nested `donationMeta` errors of the server onto the recurrence fields. */
function applyMetaErrors(error: unknown, form: UseFormReturn<DonationValues>, type: string) {
  if (!isApiError(error) || !error.body || typeof error.body !== 'object' || Array.isArray(error.body)) return
  const meta = (error.body as Record<string, unknown>).donationMeta
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return
  const first = (value: unknown) => (Array.isArray(value) ? value.map(String).join(' ') : typeof value === 'string' ? value : null)
  const entries = meta as Record<string, unknown>
  const dates = first(entries.dates)
  const days = first(entries.days)
  const excludes = first(entries.excludes)
  if (dates) form.setError('dates', { type: 'server', message: dates })
  if (days) form.setError(type === 'monthly' ? 'monthDays' : 'weekdays', { type: 'server', message: days })
  if (excludes) form.setError('excludes', { type: 'server', message: excludes })
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="section">
      <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

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
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<DonationValues>({
    resolver: zodResolver(donationSchema),
    defaultValues: donationDefaults(donation),
    mode: 'onTouched',
  })
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form)
  const isAmountFixed = form.watch('isAmountFixed')
  const isDateRequired = form.watch('isDateRequired')
  const donationType = form.watch('donationType')
  const blockPeriod = form.watch('blockPeriod')
  const type = isDateRequired ? donationType : 'daily'
  /** Selects are controlled (value from the form state), so a default always shows as chosen. */
  const selectProps = (name: 'category' | 'donationType' | 'blockPeriod') => {
    const { onChange, onBlur, ref } = form.register(name)
    return { name, onChange, onBlur, ref, value: form.watch(name) }
  }

  const submit = useSingleFlight(async (values: DonationValues) => {
    setAlert(null)
    try {
      if (donation) {
        await update.mutateAsync({ donation, changes: donationChanges(values, dirtyFields), meta: metaChanges(donation.donationMeta, values) })
        notify.success('Donation updated')
      } else {
        const created = await create.mutateAsync(donationPayload(values))
        notify.success(`Donation ${created.name} Successfully created`)
      }
      allowLeave()
      await navigate({ to: '/dashboard/donations' })
    } catch (error) {
      notify.error(donation ? 'Error updating donation' : 'Error adding Donation')
      applyMetaErrors(error, form, values.donationType)
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })
  const busy = isSubmitting || create.isPending || update.isPending
  const hasCategories = categoryOptions.length > 0 || Boolean(donation)

  return (
    <>
      <PageHeader back title={donation ? 'Edit donation' : 'Add donation'} />
      <Panel maxW="4xl">
        <Form gap="8" noValidate onSubmit={form.handleSubmit(submit)}>
          <FormAlert message={alert} />
          {!hasCategories && (
            <FormAlert status="info" message="Add a donation category first: every donation belongs to one." />
          )}
          <Section title="Donation">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label="Name" required error={errors.name?.message}>
                <Input autoFocus placeholder="e.g. Annadanam Sponsorship" {...form.register('name')} />
              </FormField>
              <FormField label="Category" required error={errors.category?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Choose a category" {...selectProps('category')}>
                    {categoryOptions.map((option) => (
                      <option key={option.url} value={option.url}>
                        {option.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <FormField label="Description" error={errors.description?.message}>
              <Textarea autoresize rows={3} maxH="10lh" placeholder="What the donation supports" {...form.register('description')} />
            </FormField>
          </Section>

          <Section title="Amount">
            <Controller
              control={form.control}
              name="isAmountFixed"
              render={({ field }) => (
                <Switch.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked)} colorPalette="brand">
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>Fixed amount</Switch.Label>
                </Switch.Root>
              )}
            />
            {isAmountFixed ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <FormField label="Amount" required error={errors.amount?.message}>
                  <Input inputMode="decimal" placeholder="e.g. 501" {...form.register('amount')} />
                </FormField>
              </SimpleGrid>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <FormField label="Minimum amount" error={errors.minAmount?.message} helper="Leave empty for no minimum.">
                  {/* The maximum is checked again when the minimum changes (its message shows on the maximum). */}
                  <Input inputMode="decimal" {...form.register('minAmount', { deps: ['maxAmount'] })} />
                </FormField>
                <FormField label="Maximum amount" error={errors.maxAmount?.message} helper="Leave empty for no maximum.">
                  <Input inputMode="decimal" {...form.register('maxAmount')} />
                </FormField>
              </SimpleGrid>
            )}
          </Section>

          <Section title="Schedule">
            <Controller
              control={form.control}
              name="isDateRequired"
              render={({ field }) => (
                <Switch.Root
                  checked={field.value}
                  onCheckedChange={(d) => {
                    field.onChange(d.checked)
                    if (!d.checked) form.setValue('donationType', 'daily', { shouldDirty: true })
                  }}
                  colorPalette="brand"
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>Devotee picks a date</Switch.Label>
                </Switch.Root>
              )}
            />
            {!isDateRequired ? (
              <Text fontSize="sm" color="fg.muted">
                Without a date the donation is daily: devotees can give on any day.
              </Text>
            ) : (
              <>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <FormField label="Donation type" required error={errors.donationType?.message}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...selectProps('donationType')}>
                        {DONATION_TYPES.map((option) => (
                          <option key={option} value={option}>
                            {DONATION_TYPE_LABELS[option]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {type !== 'custom' && (
                    <FormField label="Repeat unit" error={errors.repeatUnit?.message} helper="e.g. 2 repeats every second week or month.">
                      <Input inputMode="numeric" {...form.register('repeatUnit')} />
                    </FormField>
                  )}
                </SimpleGrid>
                {type === 'custom' && (
                  <Controller
                    control={form.control}
                    name="dates"
                    render={({ field }) => (
                      <DateChipsField label="Dates" value={field.value} onChange={field.onChange} error={errors.dates?.message} helper="The days the donation is available." />
                    )}
                  />
                )}
                {type === 'monthly' && (
                  <Controller
                    control={form.control}
                    name="monthDays"
                    render={({ field }) => <MonthDaysField label="Days of the month" value={field.value} onChange={field.onChange} error={errors.monthDays?.message} />}
                  />
                )}
                {type === 'weekly' && (
                  <Controller
                    control={form.control}
                    name="weekdays"
                    render={({ field }) => <WeekdayField label="Weekdays" value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />}
                  />
                )}
                {type !== 'custom' && (
                  <Controller
                    control={form.control}
                    name="excludes"
                    render={({ field }) => (
                      <DateChipsField
                        label="Excluded dates"
                        value={field.value}
                        onChange={field.onChange}
                        error={errors.excludes?.message}
                        helper="Days the donation is not available."
                      />
                    )}
                  />
                )}
              </>
            )}
          </Section>

          <Section title="Limits">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <FormField label="Per-day limit" error={errors.perDayLimit?.message} helper="Leave empty for no limit.">
                <Input inputMode="numeric" {...form.register('perDayLimit')} />
              </FormField>
              <FormField label="Block period" error={errors.blockPeriod?.message}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...selectProps('blockPeriod')}>
                    {BLOCK_PERIODS.map((option) => (
                      <option key={option} value={option}>
                        {BLOCK_PERIOD_LABELS[option]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {blockPeriod !== 'not_applicable' && (
                <FormField label="Block unit" required error={errors.blockUnit?.message} helper="How many periods are blocked.">
                  <Input inputMode="numeric" {...form.register('blockUnit')} />
                </FormField>
              )}
            </SimpleGrid>
          </Section>

          <Flex gap="3">
            <Button type="submit" colorPalette="brand" disabled={!isDirty || busy} loading={busy}>
              {donation ? 'Save changes' : 'Add donation'}
            </Button>
            <Button variant="ghost" onClick={() => void navigate({ to: '/dashboard/donations' })}>
              Cancel
            </Button>
          </Flex>
        </Form>
      </Panel>
      {prompt}
    </>
  )
}
