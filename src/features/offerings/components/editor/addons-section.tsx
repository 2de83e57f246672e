import { Box, Button, Checkbox, Flex, Grid, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { NumberField, TextField } from '@/shared/forms/fields'
import { emptyAddon } from '../../defaults'
import { addonAfterTypeChange, addonShows } from '../../rules'
import { ADDON_FIELD_TYPES, type AddonFieldType } from '../../types'
import { useEditorForm } from './form'
import { EditorSection } from './section'

const FIELD_TYPE_LABELS: Record<AddonFieldType, string> = { str: 'Text', int: 'Whole number', float: 'Decimal number' }

function AddonCheckbox({
  index,
  name,
  label,
  disabled = false,
}: {
  index: number
  name: 'required' | 'addToPrice' | 'allowMultiplier'
  label: string
  disabled?: boolean
}) {
  const { control } = useEditorForm()
  return (
    <Controller
      control={control}
      name={`addons.${index}.${name}`}
      render={({ field }) => (
        <Checkbox.Root
          colorPalette="brand"
          checked={field.value}
          disabled={disabled}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  )
}

function AddonRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, errors: formErrors, setValue } = useEditorForm()
  const errors = formErrors.addons?.[index]
  const at = (field: string) => `addons.${index}.${field}`
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
        <TextField name={at('fieldName')} label="Field name" required />
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
      <TextField name={at('description')} label="Description" />
      {shows.lengths ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          <NumberField name={at('minLength')} label="Minimum length" inputMode="numeric" />
          <NumberField name={at('maxLength')} label="Maximum length" inputMode="numeric" />
        </Grid>
      ) : (
        <Grid templateColumns="1fr 1fr" gap="3">
          <NumberField name={at('minValue')} label="Minimum value" helper={shows.rounded ? 'Rounded down to a whole number' : undefined} />
          <NumberField name={at('maxValue')} label="Maximum value" helper={shows.rounded ? 'Rounded up to a whole number' : undefined} />
        </Grid>
      )}
      <Flex gap="5" wrap="wrap">
        <AddonCheckbox index={index} name="required" label="Required" />
        <AddonCheckbox index={index} name="addToPrice" label="Add to price" disabled={!shows.priceOptions} />
        <AddonCheckbox index={index} name="allowMultiplier" label="Allow multiplier" disabled={!shows.priceOptions} />
      </Flex>
      {shows.priceOptions && addon.allowMultiplier && (
        <TextField name={at('multiplierLabel')} label="Multiplier label" required placeholder="e.g. Price per kg" />
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
