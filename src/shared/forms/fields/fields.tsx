import { Heading, Input, NativeSelect, Stack, Switch, Text, Textarea, type InputProps, type StackProps } from '@chakra-ui/react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import {
  Controller,
  FormProvider,
  get,
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import { Form } from '../../ui/form'
import { FormField } from '../field'
import { FormAlert } from '../form-alert'
import { PasswordInput } from '../password-input'
import type { FormSubmit } from '../use-form-submit'

/** The message of the field at `name` (nested paths included), re-rendering only for that field. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name })
  const error = get(errors, name) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}

interface HookFormProps<T extends FieldValues> extends Omit<ComponentProps<typeof Form>, 'onSubmit' | 'children'> {
  form: UseFormReturn<T>
  submit: FormSubmit
  children: ReactNode
  /** The form's alert is placed by the caller (e.g. in a dialog's body) instead of on top. */
  alertInside?: boolean
}

/** A form wired to `useFormSubmit`: the fields below read the form from context; its alert shows once, on top. */
export function HookForm<T extends FieldValues>({ form, submit, children, alertInside, gap = '4', ...rest }: HookFormProps<T>) {
  return (
    <FormProvider {...form}>
      <Form gap={gap} noValidate onSubmit={submit.onSubmit} {...rest}>
        {!alertInside && <FormAlert message={submit.alert} />}
        {children}
      </Form>
    </FormProvider>
  )
}

interface BaseFieldProps {
  name: string
  label: ReactNode
  required?: boolean
  helper?: ReactNode
}

interface TextFieldProps extends BaseFieldProps, Omit<InputProps, 'name' | 'required'> {
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number
  /** Fields to validate again when this one changes. */
  deps?: string[]
  /** What the form keeps of the text typed (e.g. upper-cased). */
  setValueAs?: (value: unknown) => unknown
}

/**
 * A textarea grows with its text up to 10 lines (the spec's description box), then scrolls: ten
 * line heights plus the md size's padding (py 2, top and bottom) and its 1px borders.
 */
const TEXTAREA_MAX_HEIGHT = 'calc(10lh + 2 * var(--chakra-spacing-2) + 2px)'

/** A text input (email, tel, password with a show/hide toggle, or a textarea with `rows`). */
export function TextField({ name, label, required, helper, rows, deps, setValueAs, type, ...input }: TextFieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const registered = register(name, { deps, setValueAs })
  let control: ReactNode
  if (rows) control = <Textarea rows={rows} autoresize maxH={TEXTAREA_MAX_HEIGHT} {...registered} />
  else if (type === 'password') control = <PasswordInput {...input} {...registered} />
  else control = <Input type={type} {...input} {...registered} />
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      {control}
    </FormField>
  )
}

interface NumberFieldProps extends BaseFieldProps, Omit<InputProps, 'name' | 'required' | 'type'> {
  /** Kept as the number typed (integers such as a padding); otherwise the string typed, checked by the schema (amounts). */
  asNumber?: boolean
  /** Fields to validate again when this one changes. */
  deps?: string[]
}

/** A number: an integer input (`asNumber`) or a decimal typed as text (amounts keep the string, see `moneyField`). */
export function NumberField({ name, label, required, helper, asNumber, deps, ...input }: NumberFieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      <Input
        type={asNumber ? 'number' : 'text'}
        inputMode={asNumber ? 'numeric' : 'decimal'}
        {...input}
        {...register(name, asNumber ? { deps, valueAsNumber: true } : { deps })}
      />
    </FormField>
  )
}

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[]
  /** A first, empty choice. */
  placeholder?: string
  disabled?: boolean
  size?: 'sm' | 'md'
}

/** A native select (keyboard and screen readers get the browser's own). */
export function SelectField({ name, label, required, helper, options, placeholder, disabled, size }: SelectFieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  // Controlled (the value read from the form), so a default always shows as chosen.
  const value: unknown = useWatch({ name })
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      <NativeSelect.Root disabled={disabled} size={size}>
        <NativeSelect.Field {...register(name)} value={typeof value === 'string' ? value : ''}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

interface SwitchFieldProps {
  name: string
  /** Runs after the user flips it (e.g. resetting a field that no longer applies). */
  onChange?: (checked: boolean) => void
  /** The switch's own label (or one per state). */
  label: ReactNode | ((checked: boolean) => ReactNode)
  /** A field label above the switch (with `required` and `helper`); without it the switch stands alone. */
  fieldLabel?: ReactNode
  required?: boolean
  helper?: ReactNode
  disabled?: boolean
}

/** An on/off field. */
export function SwitchField({ name, label, fieldLabel, required, helper, disabled, onChange }: SwitchFieldProps) {
  const { control } = useFormContext()
  const error = useFieldError(name)
  // Under a field label the switch is named by it (the field's ids); its own label keeps an id of its own.
  const ownLabelId = useId()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const checked = Boolean(field.value)
        const toggle = (
          <Switch.Root
            name={field.name}
            checked={checked}
            disabled={disabled}
            onCheckedChange={(details) => {
              field.onChange(details.checked)
              onChange?.(details.checked)
            }}
            colorPalette="brand"
          >
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label id={fieldLabel === undefined ? undefined : ownLabelId}>
              {typeof label === 'function' ? label(checked) : label}
            </Switch.Label>
          </Switch.Root>
        )
        if (fieldLabel === undefined) return toggle
        return (
          <FormField label={fieldLabel} required={required} error={error} helper={helper}>
            {toggle}
          </FormField>
        )
      }}
    />
  )
}

interface FormSectionProps extends Omit<StackProps, 'title'> {
  title: ReactNode
  /** The heading's level in the page (h3 by default). */
  level?: 'h2' | 'h3'
  description?: ReactNode
}

/** A titled group of fields. */
export function FormSection({ title, description, level = 'h3', children, gap = '4', ...rest }: FormSectionProps) {
  return (
    <Stack as="section" gap={gap} {...rest}>
      <Heading as={level} size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {description && (
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  )
}
