import { Box, DatePicker, Portal, Text, parseDate, useFieldContext, type DateValue } from '@chakra-ui/react'
import { useId, useLayoutEffect, useRef, useState, type Ref } from 'react'
import { LuCalendar } from 'react-icons/lu'
import { useLocale, useT } from '../i18n'
import { formatDate, isApiDate, parseDisplayDate } from '../lib/dates'

/*
 * The one date field of the app (docs/decisions/164-one-date-picker.md): Chakra's DatePicker, which
 * shows and reads dd/MM/yyyy whatever the browser's locale (its `format` and `parse`), with a
 * calendar opened from a visible button and keyboard entry. Its value is the wire date
 * (yyyy-MM-dd); text that is not a date yet is passed on as typed, so the form's rule (or the
 * filter's check) answers for it instead of a date the person did not choose.
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** A calendar date → yyyy-MM-dd. */
export const toApiDate = (date: DateValue) => `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`

/** A calendar date → dd/MM/yyyy, whatever the locale. */
export const formatDateValue = (date: DateValue) => `${pad(date.day)}/${pad(date.month)}/${date.year}`

/** Typed text → a calendar date (dd/MM/yyyy and the forms `parseDisplayDate` reads), or undefined. */
export function parseDateValue(text: string): DateValue | undefined {
  const api = parseDisplayDate(text)
  return api ? parseDate(api) : undefined
}

const toDateValue = (value: string | undefined) => (value && isApiDate(value) ? parseDate(value) : undefined)

const outside = (day: DateValue, min: DateValue | undefined, max: DateValue | undefined) =>
  Boolean((min && day.compare(min) < 0) || (max && day.compare(max) > 0))

/** The browser's time zone: the calendar marks today as the person's today. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The calendar's own button labels in the active language, from the browser's Intl data (no
 * catalog text): "last month" / "next month", "month" / "year", a day's full date.
 */
function calendarTranslations(locale: string, content: string) {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const fields = new Intl.DisplayNames(locale, { type: 'dateTimeField' })
  const step = (view: string, by: number) =>
    view === 'day' ? relative.format(by, 'month') : relative.format(view === 'month' ? by : by * 10, 'year')
  return {
    content,
    dayCell: (state: { valueText: string }) => state.valueText,
    prevTrigger: (view: string) => step(view, -1),
    nextTrigger: (view: string) => step(view, 1),
    viewTrigger: (view: string, next?: string) => fields.of(next === 'year' || view === 'year' ? 'year' : 'month') ?? view,
  }
}

export interface DatePickerInputProps {
  /** yyyy-MM-dd, '' or the text being typed. */
  value: string
  /** yyyy-MM-dd once the text is a date (typed or picked), '' when cleared, else the text as typed. */
  onChange: (value: string) => void
  onBlur?: () => void
  /** Enter in the field (after the typed date is taken). */
  onEnter?: () => void
  /** yyyy-MM-dd: the calendar offers no day before `min` or after `max` (a typed one is left to the rule). */
  min?: string | undefined
  max?: string | undefined
  name?: string
  /** The input's id; inside a Chakra Field its control id is used (so the label names it). */
  id?: string
  /** The field's label: the calendar button is named after it ("Choose date Booking date from"). */
  label?: string
  describedBy?: string | undefined
  invalid?: boolean
  disabled?: boolean
  size?: 'sm' | 'md'
  inputRef?: Ref<HTMLInputElement>
  /** false inside a dialog: the calendar then opens within the dialog's focus scope. */
  portalled?: boolean
}

export function DatePickerInput({
  value,
  onChange,
  onBlur,
  onEnter,
  min,
  max,
  name,
  id,
  label,
  describedBy,
  invalid,
  disabled,
  size = 'md',
  inputRef,
  portalled = true,
}: DatePickerInputProps) {
  const t = useT()
  const locale = useLocale()
  const field = useFieldContext()
  // While the text is not a date the calendar keeps the last date chosen: a new value would make
  // it write that date's text over what is being typed. An empty value clears it.
  const date = toDateValue(value)
  const [selected, setSelected] = useState(date)
  if ((date || value === '') && date?.toString() !== selected?.toString()) setSelected(date)
  // A value set from outside (a reset, a chip added, a new URL) starts the field afresh: the
  // machine would otherwise keep the text typed before and put it back on the next keystroke.
  const [known, setKnown] = useState({ value, emitted: value, generation: 0 })
  if (known.value !== value) setKnown({ value, emitted: value, generation: known.generation + (value === known.emitted ? 0 : 1) })
  const emit = (next: string) => {
    setKnown((current) => ({ ...current, emitted: next }))
    onChange(next)
  }
  const inputId = id ?? field?.ids.control
  return (
    <DatePicker.Root
      key={known.generation}
      size={size}
      w="full"
      value={selected ? [selected] : []}
      onValueChange={(details) => {
        const next = details.value[0]
        emit(next ? toApiDate(next) : '')
      }}
      format={formatDateValue}
      parse={parseDateValue}
      placeholder="dd/mm/yyyy"
      // Days out of range are unavailable in the calendar. Not `min` / `max`: the machine would move
      // a typed date into the range, a day the person did not type; the rule says what is wrong instead.
      isDateUnavailable={(day) => outside(day, toDateValue(min), toDateValue(max))}
      timeZone={timeZone()}
      name={name}
      disabled={disabled ?? field?.disabled}
      invalid={invalid ?? field?.invalid}
      ids={inputId ? { input: () => inputId } : undefined}
      translations={calendarTranslations(locale, t('common.dateTime.chooseDate'))}
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Control>
        <DatePicker.Input
          ref={inputRef}
          fixOnBlur={false}
          inputMode="numeric"
          aria-describedby={describedBy ?? field?.ariaDescribedby}
          onChange={(event) => {
            const text = event.currentTarget.value
            emit(parseDisplayDate(text) ?? text.trim())
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            const text = event.currentTarget.value
            // Text that is not a date stays as typed: the calendar would put its own day in its place.
            if (text.trim() !== '' && !parseDisplayDate(text)) event.preventDefault()
            onEnter?.()
          }}
          onBlur={onBlur}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger aria-label={label ? `${t('common.dateTime.chooseDate')} ${label}` : t('common.dateTime.chooseDate')}>
            <LuCalendar />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal disabled={!portalled}>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  )
}

interface DateFilterProps {
  label: string
  /** yyyy-MM-dd, '' or the text being typed. */
  value: string
  onChange: (value: string) => void
  /** The other end of the range: this date may not be before `min` or after `max`. */
  min?: string | undefined
  max?: string | undefined
  /** Shown while the text is not a date. */
  invalidMessage: string
  /** Shown while the date is outside min / max (`{date}` is the other end, dd/MM/yyyy). */
  rangeMessage: (date: string) => string
}

/** What is wrong with a filter's date, or null: text that is not a date, or a day outside the range. */
export function dateFilterProblem(
  value: string,
  { min, max, invalidMessage, rangeMessage }: Omit<DateFilterProps, 'label' | 'value' | 'onChange'>,
) {
  if (value === '') return null
  if (!isApiDate(value)) return invalidMessage
  if (min && isApiDate(min) && value < min) return rangeMessage(formatDate(min))
  if (max && isApiDate(max) && value > max) return rangeMessage(formatDate(max))
  return null
}

/**
 * A date control of a filter form (URL-driven lists): the shared picker with its label and, while
 * the date is not one or is outside the range, a message; the input is then invalid for the
 * browser too, so the form is not applied with a date the person did not mean.
 */
export function DateFilter({ label, value, onChange, ...rules }: DateFilterProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const problem = dateFilterProblem(value, rules)
  useLayoutEffect(() => input.current?.setCustomValidity(problem ?? ''), [problem])
  return (
    <Box minW="10rem" maxW={{ sm: '12rem' }} flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
      <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1">
        <label htmlFor={`${id}-input`}>{label}</label>
      </Text>
      <DatePickerInput
        size="sm"
        id={`${id}-input`}
        label={label}
        inputRef={input}
        value={value}
        onChange={onChange}
        min={rules.min}
        max={rules.max}
        invalid={Boolean(problem)}
        describedBy={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <Text id={`${id}-problem`} role="alert" fontSize="xs" color="fg.error" mt="1">
          {problem}
        </Text>
      )}
    </Box>
  )
}
