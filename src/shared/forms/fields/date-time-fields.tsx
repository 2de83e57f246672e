import { Flex, IconButton, Input, type InputProps } from '@chakra-ui/react'
import { useRef, useState, type ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { LuCalendar, LuClock } from 'react-icons/lu'
import { formatDate, formatTime, isApiDate } from '../../lib/dates'
import { FormField } from '../field'
import { useFieldError } from './fields'
import { msg, useT, type MessageKey } from '../../i18n'

/*
 * Date and time fields that read dd/MM/yyyy and hh:mm AM/PM whatever the browser's locale: a text
 * input (typed digits are masked into place) plus a button opening the browser's own picker, whose
 * value is read in the wire format. The form holds the wire format (yyyy-MM-dd, HH:mm or HH:mm:ss);
 * text that is not a date yet is held as typed, so the schema's rule answers for it.
 */

/** dd/MM/yyyy (or d/M/yyyy) → yyyy-MM-dd; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const api = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
  return isApiDate(api) ? api : null
}

/** Typed digits → dd/MM/yyyy as far as typed (slashes put in for the user). */
export function maskDate(text: string): string {
  if (/^\d{1,2}\/\d{1,2}\/\d{0,4}$/.test(text)) return text
  const digits = text.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

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

interface Kind {
  /** wire value → what the input shows */
  show: (value: string) => string
  /** what the user typed → wire value, or null when it is not one yet */
  read: (text: string) => string | null
  mask: (text: string) => string
  picker: 'date' | 'time'
  placeholder: string
  icon: ReactNode
  pick: MessageKey
}

function PickerField({ name, label, required, helper, deps, kind, disabled, ...input }: PickerFieldProps & { kind: Kind }) {
  const { control, trigger, getFieldState, formState } = useFormContext()
  // Like the form's own fields: the fields depending on this one are checked again as it changes
  // once the form was submitted (or they show a message), never when it loses focus (decision 166).
  const revalidate = () => {
    if (deps && (formState.isSubmitted || deps.some((dep) => getFieldState(dep).invalid))) void trigger(deps)
  }
  const error = useFieldError(name)
  const picker = useRef<HTMLInputElement>(null)
  // What is being typed, kept while the form holds what it led to (a reset shows the new value).
  const t = useT()
  const [draft, setDraft] = useState<{ text: string; value: string } | null>(null)
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : ''
        const shown = draft && draft.value === value ? draft.text : kind.show(value)
        const change = (text: string) => {
          const next = text === '' ? '' : (kind.read(text) ?? text)
          setDraft({ text, value: next })
          field.onChange(next)
          revalidate()
        }
        return (
          <FormField label={label} required={required} error={error} helper={helper}>
            <Flex gap="2" w="full" align="center">
              <Input
                ref={field.ref}
                name={field.name}
                inputMode={kind.picker === 'date' ? 'numeric' : 'text'}
                placeholder={kind.placeholder}
                autoComplete="off"
                disabled={disabled}
                {...input}
                value={shown}
                onChange={(event) => {
                  const typed = event.currentTarget.value
                  // A pasted yyyy-MM-dd is read as the date it names.
                  change(kind.picker === 'date' && isApiDate(typed) ? formatDate(typed) : kind.mask(typed))
                }}
                onBlur={() => {
                  // A complete value is shown the house way once the user leaves the field.
                  if (draft && kind.read(draft.text)) setDraft(null)
                  field.onBlur()
                }}
              />
              <IconButton
                type="button"
                variant="outline"
                aria-label={t(kind.pick)}
                disabled={disabled}
                onClick={() => picker.current?.showPicker?.()}
              >
                {kind.icon}
              </IconButton>
              <input
                ref={picker}
                type={kind.picker}
                tabIndex={-1}
                aria-hidden="true"
                value={kind.picker === 'date' ? (isApiDate(value) ? value : '') : (kind.read(value) ?? '')}
                onChange={(event) => {
                  setDraft(null)
                  field.onChange(kind.picker === 'date' ? event.currentTarget.value : (kind.read(event.currentTarget.value) ?? ''))
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

const DATE: Kind = {
  show: (value) => (isApiDate(value) ? formatDate(value) : value),
  read: parseDisplayDate,
  mask: maskDate,
  picker: 'date',
  placeholder: 'dd/mm/yyyy',
  icon: <LuCalendar />,
  pick: msg('common.dateTime.chooseDate'),
}

/** A date shown dd/MM/yyyy; the form holds yyyy-MM-dd. */
export function DateField(props: PickerFieldProps) {
  return <PickerField {...props} kind={DATE} />
}

interface TimeFieldProps extends PickerFieldProps {
  /** The form holds HH:mm:ss (the API's format) instead of HH:mm. */
  seconds?: boolean
}

/** A time shown hh:mm AM/PM; the form holds HH:mm (or HH:mm:ss with `seconds`). */
export function TimeField({ seconds, ...props }: TimeFieldProps) {
  const kind: Kind = {
    show: (value) => (parseDisplayTime(value) ? formatTime(value) : value),
    read: (text) => {
      const time = parseDisplayTime(text)
      return time && seconds ? `${time}:00` : time
    },
    mask: (text) => text,
    picker: 'time',
    placeholder: 'hh:mm AM',
    icon: <LuClock />,
    pick: msg('common.dateTime.chooseTime'),
  }
  return <PickerField {...props} kind={kind} />
}
