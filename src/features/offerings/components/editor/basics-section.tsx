import { Checkbox, Flex, Grid, NativeSelect, Stack } from '@chakra-ui/react'
import { Controller } from 'react-hook-form'
import { FormField, FormFieldset } from '@/shared/forms/field'
import { NumberField, TextField } from '@/shared/forms/fields'
import { useT } from '@/shared/i18n'
import { OFFERING_TYPE_LABELS } from '../../schedule/labels'
import { FORM_OFFERING_TYPES, type Offering, type Option } from '../../types'
import { SelectControl } from './controls'
import { useEditorForm } from './form'

interface BasicsSectionProps {
  offering?: Offering | undefined
  categoryOptions: Option[]
  deityOptions: Option[]
  /** The type the form opened with (an older type stays selectable). */
  initialType: string
}

/** Name, price, category, type, deities and description. */
export function BasicsSection({ offering, categoryOptions, deityOptions, initialType }: BasicsSectionProps) {
  const t = useT()
  const { control, errors } = useEditorForm()
  const categoryMissing = offering && !categoryOptions.some((c) => c.url === offering.category)
  const types: readonly string[] = (FORM_OFFERING_TYPES as readonly string[]).includes(initialType)
    ? FORM_OFFERING_TYPES
    : [...FORM_OFFERING_TYPES, initialType]
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <TextField name="name" label={t('offerings.editor.name')} required autoFocus={!offering} />
        <NumberField name="price" label={t('offerings.editor.price')} required placeholder="0.00" />
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label={t('offerings.editor.category')} required error={errors.category?.message}>
          {/* Controlled: the categories arrive page by page, and the value must survive until its option does. */}
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <NativeSelect.Root>
                <NativeSelect.Field name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                  <option value="">{t('offerings.editor.chooseCategory')}</option>
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
        <SelectControl
          name="offeringType"
          label={t('offerings.editor.offeringType')}
          required
          options={types.map((type) => {
            const key = OFFERING_TYPE_LABELS[type as keyof typeof OFFERING_TYPE_LABELS]
            return { value: type, label: key ? t(key) : type }
          })}
        />
      </Grid>
      <Controller
        control={control}
        name="assignedDeities"
        render={({ field }) => (
          // A fieldset, not a field: a field would give every checkbox its one id (each click ticked the first).
          <FormFieldset
            legend={t('offerings.editor.assignedDeities')}
            error={errors.assignedDeities?.message}
            helper={deityOptions.length === 0 ? t('offerings.editor.noDeities') : undefined}
          >
            <Flex gap="4" wrap="wrap">
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
          </FormFieldset>
        )}
      />
      <TextField name="description" label={t('offerings.editor.description')} rows={3} />
    </Stack>
  )
}
