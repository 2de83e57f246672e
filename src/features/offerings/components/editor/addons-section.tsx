import { Box, Button, Checkbox, Flex, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { emptyAddon } from '../../defaults'
import { addonAfterTypeChange, addonShows } from '../../rules'
import { ADDON_FIELD_TYPES, type AddonFieldType } from '../../types'
import { useEditorForm } from './form'
import { EditorSection } from './section'

const FIELD_TYPE_LABELS: Record<AddonFieldType, string> = { str: 'Text', int: 'Whole number', float: 'Decimal number' }

function AddonCheckbox({ index, name, label, disabled = false }: { index: number; name: 'required' | 'addToPrice' | 'allowMultiplier'; label: string; disabled?: boolean }) {
  const { control } = useEditorForm()
  return (
    <Controller
      control={control}
      name={`addons.${index}.${name}`}
      render={({ field }) => (
        <Checkbox.Root colorPalette="brand" checked={field.value} disabled={disabled} onCheckedChange={({ checked }) => field.onChange(checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  )
}

function AddonRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, errors: formErrors, setValue } = useEditorForm()
  const errors = formErrors.addons?.[index]
  const addon = useWatch({ control, name: `addons.${index}` })
  const shows = addonShows(addon.fieldType)
  const label = addon.fieldName.trim() || `Field ${index + 1}`
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
                const next = event.currentTarget.value as AddonFieldType
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
      {shows.lengths ? (
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
          <FormField label="Minimum value" error={errors?.minValue?.message} helper={shows.rounded ? 'Rounded down to a whole number' : undefined}>
            <Input inputMode="decimal" {...register(`addons.${index}.minValue`)} />
          </FormField>
          <FormField label="Maximum value" error={errors?.maxValue?.message} helper={shows.rounded ? 'Rounded up to a whole number' : undefined}>
            <Input inputMode="decimal" {...register(`addons.${index}.maxValue`)} />
          </FormField>
        </Grid>
      )}
      <Flex gap="5" wrap="wrap">
        <AddonCheckbox index={index} name="required" label="Required" />
        <AddonCheckbox index={index} name="addToPrice" label="Add to price" disabled={!shows.priceOptions} />
        <AddonCheckbox index={index} name="allowMultiplier" label="Allow multiplier" disabled={!shows.priceOptions} />
      </Flex>
      {shows.priceOptions && addon.allowMultiplier && (
        <FormField label="Multiplier label" required error={errors?.multiplierLabel?.message}>
          <Input placeholder="e.g. Price per kg" {...register(`addons.${index}.multiplierLabel`)} />
        </FormField>
      )}
    </Stack>
  )
}

/** The extra fields a devotee fills in when booking. */
export function AddonsSection() {
  const { control } = useEditorForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'addons', keyName: 'key' })
  return (
    <EditorSection title="Additional fields" description="Extra details a devotee fills in when booking (for example gothram or quantity).">
      {fields.map((field, index) => (
        <AddonRow key={field.key} index={index} onRemove={() => remove(index)} />
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptyAddon())}>
          <LuPlus /> Add field
        </Button>
      </Box>
    </EditorSection>
  )
}
