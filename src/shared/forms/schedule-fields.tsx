import { Button, Checkbox, Field, Flex, SimpleGrid, Tag, Text, Wrap } from '@chakra-ui/react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { useController } from 'react-hook-form'
import { LuPlus } from 'react-icons/lu'
import { formatDate, isApiDate, MONTH_DAYS, WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../lib/dates'
import { DatePickerInput } from '../ui/date-picker'
import { FormFieldset } from './field'
import { useFieldError } from './fields/fields'
import { useT, useTranslateText } from '../i18n'

interface DateChipsFieldProps {
  label: string
  /** yyyy-MM-dd dates. */
  value: string[]
  onChange: (next: string[]) => void
  error?: string | undefined
  helper?: ReactNode
  disabled?: boolean
}

/**
 * A date picker (the shared one: dd/MM/yyyy typed or picked in its calendar) that collects dates
 * as deletable chips; a date cannot be added twice.
 */
export function DateChipsField({ label, value, onChange, error, helper, disabled }: DateChipsFieldProps) {
  const t = useT()
  const translate = useTranslateText()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const message = problem ?? (error ? translate(error) : undefined)
  const add = () => {
    if (!draft || !isApiDate(draft)) {
      setProblem(t('common.schedule.pickDateFirst'))
      return
    }
    if (value.includes(draft)) {
      setProblem(t('common.schedule.dateAlreadyAdded', { date: formatDate(draft) }))
      return
    }
    setProblem(null)
    onChange([...value, draft].sort())
    setDraft('')
  }
  return (
    <Field.Root invalid={Boolean(message)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" w="full" maxW="sm">
        <DatePickerInput
          label={label}
          value={draft}
          onChange={(next) => {
            setDraft(next)
            setProblem(null)
          }}
          onEnter={add}
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={disabled}
          aria-label={t('common.schedule.addLabel', { label: label.toLowerCase() })}
        >
          <LuPlus /> {t('common.schedule.add')}
        </Button>
      </Flex>
      {value.length > 0 ? (
        <Wrap gap="2" mt="1" aria-label={label}>
          {value.map((date) => (
            <Tag.Root key={date} size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{formatDate(date)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('common.schedule.remove', { date: formatDate(date) })}
                  onClick={() => onChange(value.filter((d) => d !== date))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('common.schedule.noDates')}
        </Text>
      )}
      {helper && !message && <Field.HelperText>{helper}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  )
}

interface ChoiceGridProps<T extends string | number> {
  label: string
  options: readonly T[]
  value: T[]
  onChange: (next: T[]) => void
  optionLabel: (option: T) => string
  columns: Record<string, number>
  error?: string | undefined
  disabled?: boolean
}

function ChoiceGrid<T extends string | number>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  columns,
  error,
  disabled,
}: ChoiceGridProps<T>) {
  return (
    <FormFieldset legend={label} error={error} disabled={disabled}>
      <SimpleGrid columns={columns} gap="2" role="group" aria-label={label}>
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            size="sm"
            checked={value.includes(option)}
            disabled={disabled}
            onCheckedChange={(details) => {
              const on = details.checked === true
              const next = on ? [...value, option] : value.filter((v) => v !== option)
              onChange(options.filter((o) => next.includes(o)))
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{optionLabel(option)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </FormFieldset>
  )
}

interface WeekdayFieldProps {
  label: string
  value: Weekday[]
  onChange: (next: Weekday[]) => void
  error?: string | undefined
  disabled?: boolean
}

/** Weekly days: checkboxes Sun to Sat. */
export function WeekdayField(props: WeekdayFieldProps) {
  return <ChoiceGrid {...props} options={WEEKDAYS} optionLabel={(day) => WEEKDAY_LABELS[day]} columns={{ base: 4, sm: 7 }} />
}

interface MonthDaysFieldProps {
  label: string
  value: number[]
  onChange: (next: number[]) => void
  error?: string | undefined
  disabled?: boolean
}

/** Monthly days: checkboxes 1 to 31. */
export function MonthDaysField(props: MonthDaysFieldProps) {
  return <ChoiceGrid {...props} options={MONTH_DAYS} optionLabel={String} columns={{ base: 6, sm: 8, md: 11 }} />
}

type PickerProps = { value: unknown; onChange: (value: never) => void; error?: string | undefined }

/** A picker bound by `name` to the form in context: its value, its changes and its message come from the form. */
function bindToForm<P extends PickerProps>(Picker: ComponentType<P>) {
  return function BoundPicker({ name, ...rest }: { name: string } & Omit<P, keyof PickerProps>) {
    const { field } = useController({ name })
    const error = useFieldError(name)
    const props = { ...rest, value: field.value, onChange: field.onChange, error } as unknown as P
    return <Picker {...props} />
  }
}

/** The schedule pickers inside a form (`HookForm`): `<FormDateChips name="excludes" label="…" />`. */
export const FormDateChips = bindToForm(DateChipsField)
export const FormMonthDays = bindToForm(MonthDaysField)
export const FormWeekdays = bindToForm(WeekdayField)
