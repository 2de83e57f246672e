import { Checkbox, Flex, Grid, NativeSelect, Stack } from '@chakra-ui/react'
import { Controller } from 'react-hook-form'
import { FormField } from '@/shared/forms/field'
import { NumberField, TextField } from '@/shared/forms/fields'
import { OFFERING_TYPE_LABELS } from '../../format'
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
  const { control, errors } = useEditorForm()
  const categoryMissing = offering && !categoryOptions.some((c) => c.url === offering.category)
  const types: readonly string[] = (FORM_OFFERING_TYPES as readonly string[]).includes(initialType)
    ? FORM_OFFERING_TYPES
    : [...FORM_OFFERING_TYPES, initialType]
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
        <TextField name="name" label="Name" required autoFocus={!offering} />
        <NumberField name="price" label="Price" required placeholder="0.00" />
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
        <SelectControl
          name="offeringType"
          label="Offering type"
          required
          options={types.map((t) => ({ value: t, label: OFFERING_TYPE_LABELS[t as keyof typeof OFFERING_TYPE_LABELS] ?? t }))}
        />
      </Grid>
      <Controller
        control={control}
        name="assignedDeities"
        render={({ field }) => (
          <FormField
            label="Assigned deities"
            error={errors.assignedDeities?.message}
            helper={deityOptions.length === 0 ? 'No deities yet.' : undefined}
          >
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
      <TextField name="description" label="Description" rows={3} />
    </Stack>
  )
}
