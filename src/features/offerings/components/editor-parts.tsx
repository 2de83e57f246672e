import { Box, Button, Checkbox, Flex, Grid, Heading, IconButton, Input, NativeSelect, Separator, Stack, Switch, Text, Textarea } from '@chakra-ui/react'
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import type { ReactNode } from 'react'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { formatMoney } from '@/shared/lib/money'
import {
  ADDON_FIELD_TYPES,
  MESSAGES,
  addonAfterTypeChange,
  emptyAddon,
  emptyTimeSlot,
  splitSumIs100,
  splitValue,
  type AddonValues,
  type OfferingValues,
} from '../schemas'

/** A fee-split row's computed value, shown through the one money formatter ('' until it can be computed). */
function splitValueLabel(price: string, percent: string): string {
  const value = splitValue(price, percent)
  return value === '' ? '' : formatMoney(value)
}

/** A native select bound through a Controller (a registered select may take its first option's value on mount). */
export function SelectField({
  control,
  name,
  options,
}: {
  control: Control<OfferingValues, unknown, OfferingValues>
  name: 'offeringType' | 'blockPeriod' | `times.${number}.blockCalcChooser`
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect.Root>
          <NativeSelect.Field name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  )
}

export function EditorSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Separator />
      <Box>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm" mt="1">
            {description}
          </Text>
        )}
      </Box>
      {children}
    </Stack>
  )
}

/** A boolean field as a checkbox (checkbox) or a switch. */
export function BoolField({
  control,
  name,
  label,
  disabled,
  helper,
  variant = 'checkbox',
  onToggle,
}: {
  control: Control<OfferingValues, unknown, OfferingValues>
  name: 'canChangePrice' | 'availableOnline' | 'availableOffline' | 'isRecommended' | 'isCourierAvailable' | 'useClosingTime' | 'isDakshinaRequired'
  label: string
  disabled?: boolean
  helper?: string | undefined
  variant?: 'checkbox' | 'switch'
  /** Replaces the plain onChange (for fields with side effects). */
  onToggle?: (on: boolean) => void
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap="1">
          {variant === 'switch' ? (
            <Switch.Root
              colorPalette="brand"
              checked={field.value}
              disabled={disabled}
              onCheckedChange={({ checked }) => (onToggle ? onToggle(checked) : field.onChange(checked))}
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>{label}</Switch.Label>
            </Switch.Root>
          ) : (
            <Checkbox.Root
              colorPalette="brand"
              checked={field.value}
              disabled={disabled}
              onCheckedChange={({ checked }) => (onToggle ? onToggle(checked === true) : field.onChange(checked === true))}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          )}
          {helper && (
            <Text fontSize="xs" color="fg.muted">
              {helper}
            </Text>
          )}
        </Stack>
      )}
    />
  )
}

// ---------------------------------------------------------------------------------------------
// Time slots
// ---------------------------------------------------------------------------------------------

export function TimeSlotsSection({ control, register, errors }: { control: Control<OfferingValues, unknown, OfferingValues>; register: UseFormRegister<OfferingValues>; errors: FieldErrors<OfferingValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'times', keyName: 'key' })
  return (
    <EditorSection title="Time slots" description="Bookable time ranges. With time slots the per-day limit does not apply: each slot has its own max limit.">
      {fields.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No time slots: the offering can be booked any time of the day.
        </Text>
      )}
      {fields.map((slot, index) => {
        const slotErrors = errors.times?.[index]
        return (
          <Grid key={slot.key} templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 1fr 1.3fr auto' }} gap="3" alignItems="start" role="group" aria-label={`Time slot ${index + 1}`}>
            <FormField label="From time" required error={slotErrors?.fromTime?.message}>
              <Input type="time" {...register(`times.${index}.fromTime`)} />
            </FormField>
            <FormField label="To time" error={slotErrors?.toTime?.message}>
              <Input type="time" {...register(`times.${index}.toTime`)} />
            </FormField>
            <FormField label="Max limit" error={slotErrors?.maxLimit?.message}>
              <Input inputMode="numeric" placeholder="No limit" {...register(`times.${index}.maxLimit`)} />
            </FormField>
            <FormField label="Block calculated from">
              <SelectField
                control={control}
                name={`times.${index}.blockCalcChooser`}
                options={[
                  { value: 'from_time', label: 'From time' },
                  { value: 'to_time', label: 'To time' },
                ]}
              />
            </FormField>
            <IconButton mt={{ md: '7' }} variant="ghost" colorPalette="red" aria-label={`Remove time slot ${index + 1}`} onClick={() => remove(index)}>
              <LuTrash2 />
            </IconButton>
          </Grid>
        )
      })}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptyTimeSlot())}>
          <LuPlus /> Add time slot
        </Button>
      </Box>
    </EditorSection>
  )
}

// ---------------------------------------------------------------------------------------------
// Fee split
// ---------------------------------------------------------------------------------------------

export function FeeSplitSection({
  control,
  register,
  errors,
  suggestions,
}: {
  control: Control<OfferingValues, unknown, OfferingValues>
  register: UseFormRegister<OfferingValues>
  errors: FieldErrors<OfferingValues>
  suggestions: string[]
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'feeSplit' })
  const rows = useWatch({ control, name: 'feeSplit' })
  const price = useWatch({ control, name: 'price' })
  const total = rows.reduce((sum, row) => sum + (Number(row.percent) || 0), 0)
  const sumError = rows.length > 0 && !splitSumIs100(rows) ? MESSAGES.splitSum : undefined
  const listId = 'fee-split-names'
  return (
    <EditorSection title="Fee split" description="How the price is shared (for example temple and priest). Leave empty for no split; otherwise the percentages must add up to 100.">
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {fields.map((row, index) => (
        <Grid key={row.id} templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr auto' }} gap="3" alignItems="start" role="group" aria-label={`Fee split ${index + 1}`}>
          <FormField label="Name" required error={errors.feeSplit?.[index]?.name?.message}>
            <Input list={listId} placeholder="e.g. Temple" {...register(`feeSplit.${index}.name`)} />
          </FormField>
          <FormField label="Percent" required error={errors.feeSplit?.[index]?.percent?.message}>
            <Input inputMode="decimal" {...register(`feeSplit.${index}.percent`)} />
          </FormField>
          <FormField label="Value">
            <Input readOnly tabIndex={-1} value={splitValueLabel(price, rows[index]?.percent ?? '')} aria-label={`Value of fee split ${index + 1}`} />
          </FormField>
          <IconButton mt={{ md: '7' }} variant="ghost" colorPalette="red" aria-label={`Remove fee split ${index + 1}`} onClick={() => remove(index)}>
            <LuTrash2 />
          </IconButton>
        </Grid>
      ))}
      {fields.length > 0 && (
        <Text fontSize="sm" color={sumError ? 'red.fg' : 'fg.muted'} aria-live="polite">
          {sumError ?? `Total ${Number(total.toFixed(2))}%`}
        </Text>
      )}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append({ name: '', percent: fields.length === 0 ? '100' : '' })}>
          <LuPlus /> Add fee split
        </Button>
      </Box>
    </EditorSection>
  )
}

// ---------------------------------------------------------------------------------------------
// Add-on fields
// ---------------------------------------------------------------------------------------------

const FIELD_TYPE_LABELS: Record<(typeof ADDON_FIELD_TYPES)[number], string> = { str: 'Text', int: 'Whole number', float: 'Decimal number' }

function AddonRow({
  index,
  control,
  register,
  errors,
  setValue,
  onRemove,
}: {
  index: number
  control: Control<OfferingValues, unknown, OfferingValues>
  register: UseFormRegister<OfferingValues>
  errors: FieldErrors<AddonValues> | undefined
  setValue: UseFormSetValue<OfferingValues>
  onRemove: () => void
}) {
  const addon = useWatch({ control, name: `addons.${index}` })
  const text = addon.fieldType === 'str'
  const float = addon.fieldType === 'float'
  const label = addon.fieldName.trim() || `Field ${index + 1}`
  const boolBox = (name: 'required' | 'addToPrice' | 'allowMultiplier', text: string, disabled = false) => (
    <Controller
      control={control}
      name={`addons.${index}.${name}`}
      render={({ field }) => (
        <Checkbox.Root colorPalette="brand" checked={field.value} disabled={disabled} onCheckedChange={({ checked }) => field.onChange(checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{text}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  )
  return (
    <Stack borderWidth="1px" borderRadius="md" p="4" gap="3" role="group" aria-label={`Additional field ${index + 1}`}>
      <Flex justify="space-between" align="center">
        <Text fontWeight="medium">{label}</Text>
        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove additional field ${index + 1}`} onClick={onRemove}>
          <LuTrash2 />
        </IconButton>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
        <FormField label="Field name" required error={errors?.fieldName?.message}>
          <Input {...register(`addons.${index}.fieldName`)} />
        </FormField>
        <FormField label="Field type" required error={errors?.fieldType?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={addon.fieldType}
              onChange={(event) => {
                const next = event.currentTarget.value as AddonValues['fieldType']
                setValue(`addons.${index}`, addonAfterTypeChange(addon, next), { shouldDirty: true, shouldValidate: true })
              }}
            >
              {ADDON_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FIELD_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Grid>
      <FormField label="Description">
        <Input {...register(`addons.${index}.description`)} />
      </FormField>
      {text ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          <FormField label="Minimum length" error={errors?.minLength?.message}>
            <Input inputMode="numeric" {...register(`addons.${index}.minLength`)} />
          </FormField>
          <FormField label="Maximum length" error={errors?.maxLength?.message}>
            <Input inputMode="numeric" {...register(`addons.${index}.maxLength`)} />
          </FormField>
        </Grid>
      ) : (
        <Grid templateColumns="1fr 1fr" gap="3">
          <FormField label="Minimum value" error={errors?.minValue?.message} helper={addon.fieldType === 'int' ? 'Rounded down to a whole number' : undefined}>
            <Input inputMode="decimal" {...register(`addons.${index}.minValue`)} />
          </FormField>
          <FormField label="Maximum value" error={errors?.maxValue?.message} helper={addon.fieldType === 'int' ? 'Rounded up to a whole number' : undefined}>
            <Input inputMode="decimal" {...register(`addons.${index}.maxValue`)} />
          </FormField>
        </Grid>
      )}
      <Flex gap="5" wrap="wrap">
        {boolBox('required', 'Required')}
        {boolBox('addToPrice', 'Add to price', !float)}
        {boolBox('allowMultiplier', 'Allow multiplier', !float)}
      </Flex>
      {float && addon.allowMultiplier && (
        <FormField label="Multiplier label" required error={errors?.multiplierLabel?.message}>
          <Input placeholder="e.g. Price per kg" {...register(`addons.${index}.multiplierLabel`)} />
        </FormField>
      )}
    </Stack>
  )
}

export function AddonsSection({
  control,
  register,
  errors,
  setValue,
}: {
  control: Control<OfferingValues, unknown, OfferingValues>
  register: UseFormRegister<OfferingValues>
  errors: FieldErrors<OfferingValues>
  setValue: UseFormSetValue<OfferingValues>
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'addons', keyName: 'key' })
  return (
    <EditorSection title="Additional fields" description="Extra details a devotee fills in when booking (for example gothram or quantity).">
      {fields.map((field, index) => (
        <AddonRow
          key={field.key}
          index={index}
          control={control}
          register={register}
          errors={errors.addons?.[index]}
          setValue={setValue}
          onRemove={() => remove(index)}
        />
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptyAddon())}>
          <LuPlus /> Add field
        </Button>
      </Box>
    </EditorSection>
  )
}

export function DescriptionField({ register, value, error }: { register: UseFormRegister<OfferingValues>; value: string; error?: string | undefined }) {
  // Grows with its content up to 10 rows, then scrolls.
  const rows = Math.min(10, Math.max(3, value.split('\n').length + Math.floor(value.length / 90)))
  return (
    <FormField label="Description" error={error}>
      <Textarea rows={rows} resize="none" {...register('description')} />
    </FormField>
  )
}
