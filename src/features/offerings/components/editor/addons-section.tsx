import { Box, Button, Checkbox, Flex, Grid, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { LuPlus, LuTrash2 } from 'react-icons/lu'
import { FormField } from '@/shared/forms/field'
import { msg, useT } from '@/shared/i18n'
import { NumberField, TextField } from '@/shared/forms/fields'
import { emptyAddon } from '../../form/defaults'
import { addonAfterTypeChange, addonShows } from '../../form/rules'
import { ADDON_FIELD_TYPES, type AddonFieldType } from '../../types'
import { useEditorForm } from './form'
import { EditorSection } from './section'

const FIELD_TYPE_LABELS = {
  str: msg('offerings.addons.typeText'),
  int: msg('offerings.addons.typeWhole'),
  float: msg('offerings.addons.typeDecimal'),
} as const satisfies Record<AddonFieldType, string>

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
  const t = useT()
  const { control, errors: formErrors, setValue } = useEditorForm()
  const errors = formErrors.addons?.[index]
  const at = (field: string) => `addons.${index}.${field}`
  const addon = useWatch({ control, name: `addons.${index}` })
  const shows = addonShows(addon.fieldType)
  const label = addon.fieldName.trim() || t('offerings.addons.fallbackName', { number: index + 1 })
  return (
    <Stack
      borderWidth="1px"
      borderRadius="md"
      p="4"
      gap="3"
      role="group"
      aria-label={t('offerings.addons.rowLabel', { number: index + 1 })}
    >
      <Flex justify="space-between" align="center">
        <Text fontWeight="medium">{label}</Text>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('offerings.addons.remove', { number: index + 1 })}
          onClick={onRemove}
        >
          <LuTrash2 />
        </IconButton>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
        <TextField name={at('fieldName')} label={t('offerings.addons.fieldName')} required />
        <FormField label={t('offerings.addons.fieldType')} required error={errors?.fieldType?.message}>
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
                  {t(FIELD_TYPE_LABELS[type])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Grid>
      <TextField name={at('description')} label={t('offerings.addons.description')} />
      {shows.lengths ? (
        <Grid templateColumns="1fr 1fr" gap="3">
          <NumberField name={at('minLength')} label={t('offerings.addons.minLength')} inputMode="numeric" />
          <NumberField name={at('maxLength')} label={t('offerings.addons.maxLength')} inputMode="numeric" />
        </Grid>
      ) : (
        <Grid templateColumns="1fr 1fr" gap="3">
          <NumberField
            name={at('minValue')}
            label={t('offerings.addons.minValue')}
            helper={shows.rounded ? t('offerings.addons.roundedDown') : undefined}
          />
          <NumberField
            name={at('maxValue')}
            label={t('offerings.addons.maxValue')}
            helper={shows.rounded ? t('offerings.addons.roundedUp') : undefined}
          />
        </Grid>
      )}
      <Flex gap="5" wrap="wrap">
        <AddonCheckbox index={index} name="required" label={t('offerings.addons.required')} />
        <AddonCheckbox index={index} name="addToPrice" label={t('offerings.addons.addToPrice')} disabled={!shows.priceOptions} />
        <AddonCheckbox index={index} name="allowMultiplier" label={t('offerings.addons.allowMultiplier')} disabled={!shows.priceOptions} />
      </Flex>
      {shows.priceOptions && addon.allowMultiplier && (
        <TextField
          name={at('multiplierLabel')}
          label={t('offerings.addons.multiplierLabel')}
          required
          placeholder={t('offerings.addons.multiplierPlaceholder')}
        />
      )}
    </Stack>
  )
}

/** The extra fields a devotee fills in when booking. */
export function AddonsSection() {
  const t = useT()
  const { control } = useEditorForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'addons', keyName: 'key' })
  return (
    <EditorSection title={t('offerings.addons.title')} description={t('offerings.addons.intro')}>
      {fields.map((field, index) => (
        <AddonRow key={field.key} index={index} onRemove={() => remove(index)} />
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(emptyAddon())}>
          <LuPlus /> {t('offerings.addons.add')}
        </Button>
      </Box>
    </EditorSection>
  )
}
