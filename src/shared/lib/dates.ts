import dayjs from 'dayjs'
import { msg, translatedTable, type MessageKey } from '../i18n'

/** Dates travel as yyyy-MM-dd and show as dd/MM/yyyy; times travel as HH:mm:ss and show as hh:mm AM/PM. */
export const API_DATE = 'YYYY-MM-DD'
export const DISPLAY_DATE = 'DD/MM/YYYY'

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const WEEKDAY_KEYS: Record<Weekday, MessageKey> = {
  sun: msg('common.weekdays.sun'),
  mon: msg('common.weekdays.mon'),
  tue: msg('common.weekdays.tue'),
  wed: msg('common.weekdays.wed'),
  thu: msg('common.weekdays.thu'),
  fri: msg('common.weekdays.fri'),
  sat: msg('common.weekdays.sat'),
}

/** Each weekday's short name, read in the active language when it is looked up (render time). */
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = translatedTable(WEEKDAY_KEYS)

export const MONTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1)

const API_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export function isApiDate(value: string): boolean {
  return API_DATE_PATTERN.test(value) && dayjs(value, API_DATE).format(API_DATE) === value
}

/** yyyy-MM-dd → dd/MM/yyyy (an unparseable value is shown as it is). */
export function formatDate(apiDate: string | null | undefined): string {
  if (!apiDate) return ''
  const day = dayjs(apiDate.slice(0, 10))
  return day.isValid() ? day.format(DISPLAY_DATE) : apiDate
}

/**
 * What a person typed in a date field → yyyy-MM-dd, or null when it is not a real date. Read
 * as dd/MM/yyyy whatever the browser's locale: `25/12/2026`, `5/1/2027` and the bare digits
 * `25122026`; a pasted wire date (`2026-12-25`) is read as the date it names.
 */
export function parseDisplayDate(text: string): string | null {
  const value = text.trim()
  if (isApiDate(value)) return value
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value)
  if (!match) return null
  const api = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
  return isApiDate(api) ? api : null
}

/** HH:mm:ss or HH:mm → hh:mm AM/PM. */
export function formatTime(apiTime: string | null | undefined): string {
  if (!apiTime) return ''
  const match = /^(\d{1,2}):(\d{2})/.exec(apiTime)
  if (!match) return apiTime
  const hours = Number(match[1])
  const minutes = match[2]
  const suffix = hours >= 12 ? 'PM' : 'AM'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${String(twelve).padStart(2, '0')}:${minutes} ${suffix}`
}

/** HH:mm (from a time input) → HH:mm:ss for the API; already-complete values pass through. */
export function toApiTime(value: string): string {
  return /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value
}

export { todayApiDate } from './today'
