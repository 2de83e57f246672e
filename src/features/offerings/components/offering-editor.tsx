import { Box, Button, Checkbox, Flex, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type Path } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { DateChipsField, MonthDaysField, WeekdayField } from '@/shared/forms/schedule-fields'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { SubmitButton } from '@/shared/forms/submit-button'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
import { offeringsApi } from '../api'
import { BLOCK_PERIOD_LABELS, OFFERING_TYPE_LABELS } from '../format'
import { OfferingSaveError, templeUrl, useCreateOffering, useSaveFeeSplit, useUpdateOffering } from '../mutations'
import { feeSplitNamesQuery } from '../queries'
import {
  BLOCK_PERIODS,
  FORM_OFFERING_TYPES,
  channelsAfterToggle,
  offeringDefaults,
  offeringSchema,
  type FeeSplitConfig,
  type Offering,
  type OfferingAddon,
  type OfferingValues,
  type Option,
} from '../schemas'
import { AddonsSection, BoolField, DescriptionField, EditorSection, FeeSplitSection, SelectField, TimeSlotsSection } from './editor-parts'
import { SchedulePreview } from './schedule-preview'

const SERVER_FIELDS = [
  'name',
  'price',
  'category',
  'assignedDeities',
  'offeringType',
  'availableOnline',
  'blockPeriod',
  'blockUnit',
  'repeatUnit',
  'perDayLimit',
  'minDakshinaAmount',
  'description',
] as const satisfies readonly Path<OfferingValues>[]

export interface OfferingEditorProps {
  /** The offering to edit; none to add one. */
  offering?: Offering | undefined
  addons?: OfferingAddon[] | undefined
  split?: FeeSplitConfig | null | undefined
  categoryOptions: Option[]
  deityOptions: Option[]
  /** After a successful save (the editor has already said so). */
  onSaved: () => void
  onCancel: () => void
  /** Reports whether the form has unsaved changes (the dialog warns before closing). */
  onDirtyChange?: (dirty: boolean) => void
}

/** Once the offering is created, a failed later step is retried against it instead of creating another. */
interface Saved {
  offering: Offering
  /** Only the fee split is left to save. */
  splitOnly: boolean
}

export function OfferingEditor({ offering, addons = [], split = null, categoryOptions, deityOptions, onSaved, onCancel, onDirtyChange }: OfferingEditorProps) {
  const templeId = useTempleId()
  const create = useCreateOffering(templeId)
  const update = useUpdateOffering(templeId)
  const saveSplit = useSaveFeeSplit(templeId)
  const names = useQuery(feeSplitNamesQuery(templeId, templeUrl(templeId)))
  const [alert, setAlert] = useState<string | null>(null)
  const [saved, setSaved] = useState<Saved | null>(null)
  const initial = useMemo(
    () => offeringDefaults(offering, { addons, feeSplit: split?.entries ?? [] }),
    // The editor is keyed by the offering: defaults are computed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const form = useForm<OfferingValues, unknown, OfferingValues>({ resolver: zodResolver(offeringSchema), defaultValues: initial, mode: 'onTouched' })
  const { control, register, setValue, getValues, formState } = form
  const { errors, isDirty, isSubmitting, isValid } = formState
  const dirty = isDirty || saved !== null
  const { prompt, allowLeave } = useUnsavedChanges(dirty, form)
  const dirtyReport = useRef(onDirtyChange)
  dirtyReport.current = onDirtyChange
  useEffect(() => dirtyReport.current?.(dirty), [dirty])

  const [type, online, offline, blockPeriod, times, description, dates, weekdays, monthDays, excludes] = useWatch({
    control,
    name: ['offeringType', 'availableOnline', 'availableOffline', 'blockPeriod', 'times', 'description', 'dates', 'weekdays', 'monthDays', 'excludes'],
  })
  const counterOnly = offline && !online
  // Row errors (split percent, slot times) depend on their neighbours: re-check a section once it shows an error.
  const [splitRows, slotRows] = useWatch({ control, name: ['feeSplit', 'times'] })
  const splitKey = JSON.stringify(splitRows)
  const slotKey = JSON.stringify(slotRows)
  const hasSplitErrors = Boolean(errors.feeSplit)
  const hasSlotErrors = Boolean(errors.times)
  useEffect(() => {
    if (hasSplitErrors) void form.trigger('feeSplit')
  }, [splitKey, hasSplitErrors, form])
  useEffect(() => {
    if (hasSlotErrors) void form.trigger('times')
  }, [slotKey, hasSlotErrors, form])

  const toggleChannel = (channel: 'availableOnline' | 'availableOffline', on: boolean) => {
    const next = channelsAfterToggle(getValues(), channel, on)
    const opts = { shouldDirty: true, shouldValidate: true } as const
    setValue(channel, on, opts)
    setValue('canChangePrice', next.canChangePrice, opts)
    setValue('useClosingTime', next.useClosingTime, opts)
    void form.trigger(['availableOnline', 'availableOffline'])
  }

  const finish = () => {
    allowLeave()
    onSaved()
  }

  const submit = useSingleFlight(async (values: OfferingValues) => {
    setAlert(null)
    // A created offering whose fee split failed: retry the split only.
    if (saved?.splitOnly) {
      try {
        await saveSplit.mutateAsync({ offering: saved.offering, rows: values.feeSplit, existing: null })
        notify.success(`Offering ${saved.offering.name} Successfully created`)
        finish()
      } catch (error) {
        notify.error('Error updating split fee')
        setAlert(applyServerErrors(error, form.setError, []))
      }
      return
    }
    const editing = saved?.offering ?? offering
    try {
      if (editing) {
        const base = saved ? await freshState(saved.offering, values) : { offering: editing, initial, addons, split }
        await update.mutateAsync({ ...base, values })
        notify.success(saved ? `Offering ${editing.name} Successfully created` : 'Offering updated')
      } else {
        const created = await create.mutateAsync({ values })
        notify.success(`Offering ${created.name} Successfully created`)
      }
      finish()
    } catch (error) {
      const failure = error instanceof OfferingSaveError ? error : new OfferingSaveError('offering', error, null)
      const adding = !editing
      if (failure.step === 'split') {
        notify.error('Error updating split fee')
        if (adding && failure.offering) setSaved({ offering: failure.offering, splitOnly: true })
        setAlert(
          adding && failure.offering
            ? `Offering ${failure.offering.name} was saved, but its fee split was not: ${describeError(failure.cause)} Check the split and save it again.`
            : `The fee split was not saved: ${describeError(failure.cause)}`,
        )
        return
      }
      notify.error(adding || saved ? 'Error adding offering' : 'Error updating offering')
      if (failure.step === 'details' && failure.offering && !offering) setSaved({ offering: failure.offering, splitOnly: false })
      const message = applyServerErrors(failure.cause, form.setError, SERVER_FIELDS)
      setAlert(
        failure.step === 'details'
          ? `The offering was saved, but its time slots or additional fields were not: ${describeError(failure.cause)}`
          : message,
      )
    }
  })

  /** The stored state of a created offering, with the form's new slots and fields matched to what was already saved. */
  async function freshState(created: Offering, values: OfferingValues) {
    const [stored, storedAddons, storedSplit] = await Promise.all([
      offeringsApi.get(templeId, created.id),
      offeringsApi.addons(templeId, created.id),
      offeringsApi.feeSplitConfig(templeId, created.url),
    ])
    values.times = values.times.map((slot) => {
      if (slot.url) return slot
      const match = stored.offeringTimes.find((t) => t.fromTime.slice(0, 5) === slot.fromTime && (t.toTime ?? '').slice(0, 5) === slot.toTime)
      return match ? { ...slot, id: match.id, url: match.url } : slot
    })
    values.addons = values.addons.map((addon) => {
      if (addon.id !== undefined) return addon
      const match = storedAddons.find((a) => a.fieldName === addon.fieldName.trim())
      return match ? { ...addon, id: match.id } : addon
    })
    const base = offeringDefaults(stored, { addons: storedAddons, feeSplit: storedSplit?.entries ?? [] })
    return { offering: stored, initial: base, addons: storedAddons, split: storedSplit }
  }

  const busy = isSubmitting || create.isPending || update.isPending || saveSplit.isPending
  const submitLabel = saved?.splitOnly ? 'Save fee split' : saved ? 'Retry saving' : offering ? 'Save changes' : 'Add offering'
  const categoryMissing = offering && !categoryOptions.some((c) => c.url === offering.category)
  const typeOptions: readonly string[] = (FORM_OFFERING_TYPES as readonly string[]).includes(initial.offeringType)
    ? FORM_OFFERING_TYPES
    : [...FORM_OFFERING_TYPES, initial.offeringType]

  return (
    <Form gap="6" noValidate onSubmit={form.handleSubmit(submit)} aria-label={offering ? `Edit ${offering.name}` : 'Add offering'}>
      <FormAlert message={alert} />
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoFocus={!offering} {...register('name')} />
          </FormField>
          <FormField label="Price" required error={errors.price?.message}>
            <Input inputMode="decimal" placeholder="0.00" {...register('price')} />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label="Category" required error={errors.category?.message}>
            {/* Controlled: the categories arrive page by page, and the value must survive until its option does. */}
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <NativeSelect.Root>
                  <NativeSelect.Field name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                    <option value="">Choose a category</option>
                    {categoryMissing && offering?.categoryDetail && <option value={offering.category}>{offering.categoryDetail.name}</option>}
                    {categoryOptions.map((c) => (
                      <option key={c.url} value={c.url}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            />
          </FormField>
          <FormField label="Offering type" required error={errors.offeringType?.message}>
            <SelectField
              control={control}
              name="offeringType"
              options={typeOptions.map((t) => ({ value: t, label: OFFERING_TYPE_LABELS[t as keyof typeof OFFERING_TYPE_LABELS] ?? t }))}
            />
          </FormField>
        </Grid>
        <Controller
          control={control}
          name="assignedDeities"
          render={({ field }) => (
            <FormField label="Assigned deities" error={errors.assignedDeities?.message} helper={deityOptions.length === 0 ? 'No deities yet.' : undefined}>
              <Flex gap="4" wrap="wrap" role="group" aria-label="Assigned deities">
                {deityOptions.map((deity) => (
                  <Checkbox.Root
                    key={deity.url}
                    colorPalette="brand"
                    checked={field.value.includes(deity.url)}
                    onCheckedChange={({ checked }) =>
                      field.onChange(checked === true ? [...field.value, deity.url] : field.value.filter((u) => u !== deity.url))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{deity.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </FormField>
          )}
        />
        <DescriptionField register={register} value={description} error={errors.description?.message} />
      </Stack>

      <EditorSection title="Availability">
        <Flex gap="6" wrap="wrap">
          <BoolField control={control} name="availableOnline" label="Available App/Web" variant="switch" onToggle={(on) => toggleChannel('availableOnline', on)} />
          <BoolField control={control} name="availableOffline" label="Available Counter/POS" variant="switch" onToggle={(on) => toggleChannel('availableOffline', on)} />
        </Flex>
        {errors.availableOnline?.message && (
          <Text color="red.fg" fontSize="sm" role="alert">
            {errors.availableOnline.message}
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <BoolField
            control={control}
            name="canChangePrice"
            label="Counter can change the price"
            disabled={!offline}
            helper={!offline ? 'Only for offerings sold at the counter.' : undefined}
          />
          <BoolField
            control={control}
            name="useClosingTime"
            label="Block the date field at the temple's closing time"
            disabled={!counterOnly}
            helper={counterOnly ? undefined : 'Selectable only when the offering is counter-only.'}
          />
          <BoolField control={control} name="isRecommended" label="Recommended" />
          <BoolField control={control} name="isCourierAvailable" label="Courier available (prasadam by post)" />
        </Grid>
      </EditorSection>

      <EditorSection title="Schedule" description="When the offering can be booked.">
        {type === 'custom' ? (
          <Controller
            control={control}
            name="dates"
            render={({ field }) => <DateChipsField label="Dates" value={field.value} onChange={field.onChange} error={errors.dates?.message} />}
          />
        ) : (
          <>
            {type === 'weekly' && (
              <Controller
                control={control}
                name="weekdays"
                render={({ field }) => <WeekdayField label="Days of the week" value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />}
              />
            )}
            {type === 'monthly' && (
              <Controller
                control={control}
                name="monthDays"
                render={({ field }) => <MonthDaysField label="Days of the month" value={field.value} onChange={field.onChange} error={errors.monthDays?.message} />}
              />
            )}
            <Controller
              control={control}
              name="excludes"
              render={({ field }) => (
                <DateChipsField label="Excluded dates" value={field.value} onChange={field.onChange} error={errors.excludes?.message} helper="Dates the offering is not available." />
              )}
            />
            <Box maxW="xs">
              <FormField label="Repeat every" error={errors.repeatUnit?.message} helper={type === 'weekly' ? 'weeks' : type === 'monthly' ? 'months' : undefined}>
                <Input inputMode="numeric" {...register('repeatUnit')} />
              </FormField>
            </Box>
          </>
        )}
        <SchedulePreview input={{ offeringType: type, dates, weekdays, monthDays, excludes }} />
      </EditorSection>

      <TimeSlotsSection control={control} register={register} errors={errors} />

      <EditorSection title="Limits and blocking">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
          {times.length === 0 && (
            <FormField label="Per-day limit" error={errors.perDayLimit?.message} helper="Empty for no limit">
              <Input inputMode="numeric" placeholder="No limit" {...register('perDayLimit')} />
            </FormField>
          )}
          <FormField label="Block period" error={errors.blockPeriod?.message}>
            <SelectField control={control} name="blockPeriod" options={BLOCK_PERIODS.map((p) => ({ value: p, label: BLOCK_PERIOD_LABELS[p] }))} />
          </FormField>
          {blockPeriod !== 'not_applicable' && (
            <FormField label="Block unit" error={errors.blockUnit?.message} helper="How many periods are blocked">
              <Input inputMode="numeric" {...register('blockUnit')} />
            </FormField>
          )}
        </Grid>
      </EditorSection>

      <EditorSection title="Dakshina">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" alignItems="center">
          <BoolField control={control} name="isDakshinaRequired" label="Dakshina required" />
          <FormField label="Minimum Dakshina" error={errors.minDakshinaAmount?.message}>
            <Input inputMode="decimal" placeholder="None" {...register('minDakshinaAmount')} />
          </FormField>
        </Grid>
      </EditorSection>

      <FeeSplitSection control={control} register={register} errors={errors} suggestions={names.data?.map((n) => n.name) ?? []} />
      <AddonsSection control={control} register={register} errors={errors} setValue={setValue} />

      <Flex gap="3" justify="flex-end" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton colorPalette="brand" invalid={!isValid} disabled={busy || (Boolean(offering) && !dirty)} loading={busy}>
          {submitLabel}
        </SubmitButton>
      </Flex>
      {prompt}
    </Form>
  )
}
