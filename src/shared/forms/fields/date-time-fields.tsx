import { Flex, IconButton, Input, type InputProps } from '@chakra-ui/react'
import { useRef, useState, type ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { LuClock } from 'react-icons/lu'
import { formatTime } from '../../lib/dates'
import { DatePickerInput } from '../../ui/date-picker'
import { FormField } from '../field'
import { useFieldError } from './fields'
import { useT } from '../../i18n'

/*
 * Date and time fields that read dd/MM/yyyy and hh:mm AM/PM whatever the browser's locale. A date
 * is the shared date picker (src/shared/ui/date-picker.tsx: Chakra's DatePicker with its own format,
 * a calendar and keyboard entry). A time is a text input plus a button opening the browser's own
 * time picker, whose value is read in the wire format. The form holds the wire format (yyyy-MM-dd,
 * HH:mm or HH:mm:ss); text that is not a date or time yet is held as typed, so the schema's rule
 * answers for it.
 */

/** hh:mm AM/PM (also 9:30pm, 0930 am) or 24-hour HH:mm → HH:mm; null when it is not a time. */
export function parseDisplayTime(text: string): string | null {
  const value = text.trim().toUpperCase()
  const twelve = /^(\d{1,2}):?(\d{2})\s*([AP])\.?\s*M?\.?$/.exec(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  if (twelve) {
    const hours = Number(twelve[1])
    const minutes = Number(twelve[2])
    if (hours < 1 || hours > 12 || minutes > 59) return null
    return `${pad((hours % 12) + (twelve[3] === 'P' ? 12 : 0))}:${pad(minutes)}`
  }
  const day = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value)
  if (day && Number(day[1]) <= 23 && Number(day[2]) <= 59) return `${pad(Number(day[1]))}:${day[2]}`
  return null
}

interface PickerFieldProps extends Omit<InputProps, 'name' | 'required' | 'value' | 'onChange' | 'type'> {
  name: string
  label: ReactNode
  required?: boolean
  helper?: ReactNode
  /** Fields to validate again when this one changes (once the form was submitted). */
  deps?: string[]
}

/**
 * Validates `deps` again after a change, like the form's own fields: once the form was submitted
 * (or they show a message), never when a field loses focus (decision 166).
 */
function useRevalidate(deps: string[] | undefined) {
  const { trigger, getFieldState, formState } = useFormContext()
  return () => {
    if (deps && (formState.isSubmitted || deps.some((dep) => getFieldState(dep).invalid))) void trigger(deps)
  }
}

interface DateFieldProps {
  name: string
  label: ReactNode
  required?: boolean
  helper?: ReactNode
  deps?: string[]
  disabled?: boolean
  /** yyyy-MM-dd: the calendar offers no day before `min` or after `max` (the schema has the rule). */
  min?: string
  max?: string
  /** false inside a dialog (see DatePickerInput). */
  portalled?: boolean
}

/** A date shown dd/MM/yyyy with a calendar; the form holds yyyy-MM-dd. */
export function DateField({ name, label, required, helper, deps, disabled, min, max, portalled }: DateFieldProps) {
  const { control } = useFormContext()
  const revalidate = useRevalidate(deps)
  const error = useFieldError(name)
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField label={label} required={required} error={error} helper={helper}>
          <DatePickerInput
            inputRef={field.ref}
            name={field.name}
            label={typeof label === 'string' ? label : undefined}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => {
              field.onChange(value)
              revalidate()
            }}
            onBlur={field.onBlur}
            min={min}
            max={max}
            disabled={disabled}
            portalled={portalled}
          />
        </FormField>
      )}
    />
  )
}

interface TimeFieldProps extends PickerFieldProps {
  /** The form holds HH:mm:ss (the API's format) instead of HH:mm. */
  seconds?: boolean
}

/** A time shown hh:mm AM/PM; the form holds HH:mm (or HH:mm:ss with `seconds`). */
export function TimeField({ name, label, required, helper, deps, disabled, seconds, ...input }: TimeFieldProps) {
  const { control } = useFormContext()
  const revalidate = useRevalidate(deps)
  const error = useFieldError(name)
  const picker = useRef<HTMLInputElement>(null)
  const t = useT()
  const read = (text: string) => {
    const time = parseDisplayTime(text)
    return time && seconds ? `${time}:00` : time
  }
  // What is being typed, kept while the form holds what it led to (a reset shows the new value).
  const [draft, setDraft] = useState<{ text: string; value: string } | null>(null)
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : ''
        const shown = draft && draft.value === value ? draft.text : parseDisplayTime(value) ? formatTime(value) : value
        return (
          <FormField label={label} required={required} error={error} helper={helper}>
            <Flex gap="2" w="full" align="center">
              <Input
                ref={field.ref}
                name={field.name}
                inputMode="text"
                placeholder="hh:mm AM"
                autoComplete="off"
                disabled={disabled}
                {...input}
                value={shown}
                onChange={(event) => {
                  const text = event.currentTarget.value
                  const next = text === '' ? '' : (read(text) ?? text)
                  setDraft({ text, value: next })
                  field.onChange(next)
                  revalidate()
                }}
                onBlur={() => {
                  // A complete value is shown the house way once the user leaves the field.
                  if (draft && read(draft.text)) setDraft(null)
                  field.onBlur()
                }}
              />
              <IconButton
                type="button"
                variant="outline"
                aria-label={t('common.dateTime.chooseTime')}
                disabled={disabled}
                onClick={() => picker.current?.showPicker?.()}
              >
                <LuClock />
              </IconButton>
              <input
                ref={picker}
                type="time"
                tabIndex={-1}
                aria-hidden="true"
                value={read(value) ?? ''}
                onChange={(event) => {
                  setDraft(null)
                  field.onChange(read(event.currentTarget.value) ?? '')
                  revalidate()
                }}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
              />
            </Flex>
          </FormField>
        )
      }}
    />
  )
}
