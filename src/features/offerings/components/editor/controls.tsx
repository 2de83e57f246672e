import { Checkbox, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react'
import { Controller, type FieldPathByValue } from 'react-hook-form'
import { FormField } from '@/shared/forms/field'
import { useFieldError } from '@/shared/forms/fields'
import type { OfferingValues } from '../../schemas'
import { useEditorForm } from './form'

interface SelectControlProps {
  name: FieldPathByValue<OfferingValues, string>
  label: string
  required?: boolean
  options: readonly { value: string; label: string }[]
}

/**
 * A labelled native select bound through a Controller: a registered select may take its first
 * option's value when it mounts (seen in the edit dialog), so this one always shows the form's value.
 */
export function SelectControl({ name, label, required, options }: SelectControlProps) {
  const { control } = useEditorForm()
  const error = useFieldError(name)
  return (
    <FormField label={label} required={required} error={error}>
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
    </FormField>
  )
}

interface BoolControlProps {
  name: FieldPathByValue<OfferingValues, boolean>
  label: string
  disabled?: boolean
  helper?: string | undefined
  variant?: 'checkbox' | 'switch'
  /** Replaces the plain onChange (for fields with side effects). */
  onToggle?: (on: boolean) => void
}

/** A boolean field as a checkbox or a switch. */
export function BoolControl({ name, label, disabled, helper, variant = 'checkbox', onToggle }: BoolControlProps) {
  const { control } = useEditorForm()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const change = (on: boolean) => (onToggle ? onToggle(on) : field.onChange(on))
        return (
          <Stack gap="1">
            {variant === 'switch' ? (
              <Switch.Root
                colorPalette="brand"
                checked={field.value}
                disabled={disabled}
                onCheckedChange={({ checked }) => change(checked)}
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
                onCheckedChange={({ checked }) => change(checked === true)}
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
        )
      }}
    />
  )
}
