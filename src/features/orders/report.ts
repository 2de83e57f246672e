/**
 * The offering financial report's filter rules, as pure functions of the filters and "now":
 * durations and their exact ranges, what changing the duration or the filters keeps, and the
 * query sent to the API.
 */
import dayjs from 'dayjs'
import { isApiDate } from '@/shared/lib/dates'
import { ORDER_STATUSES, type OrderStatus } from './types'
import { positiveId } from './filters'

export const DURATIONS = ['today', 'thisMonth', 'lastMonth', 'thisYear'] as const
export type Duration = (typeof DURATIONS)[number]

export const DURATION_LABELS: Record<Duration, string> = {
  today: 'Today',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
}

export interface DateRange {
  start: Date
  end: Date
}

/**
 * The booking-time range of a duration: a day runs 00:00:00.000 to 23:59:59.999, a month from
 * its first to its last day (same times), this year from 1 January 00:00:00.000 to now.
 */
export function durationRange(duration: Duration, now: Date): DateRange {
  const at = dayjs(now)
  switch (duration) {
    case 'today':
      return { start: at.startOf('day').toDate(), end: at.endOf('day').toDate() }
    case 'thisMonth':
      return { start: at.startOf('month').toDate(), end: at.endOf('month').toDate() }
    case 'lastMonth': {
      const last = at.subtract(1, 'month')
      return { start: last.startOf('month').toDate(), end: last.endOf('month').toDate() }
    }
    case 'thisYear':
      return { start: at.startOf('year').toDate(), end: now }
  }
}

/** What the report's URL holds. Booking dates are not in it: they follow the duration. */
export interface ReportSearch {
  duration?: Duration
  status?: OrderStatus
  dateAfter?: string
  dateBefore?: string
  deity?: number
  category?: number
  offering?: number
  /** HH:mm */
  fromTime?: string
  toTime?: string
}

/** The filters of the form (everything but the duration). */
export type ReportFilterForm = Omit<ReportSearch, 'duration'>

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

function hhmm(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const short = value.slice(0, 5)
  return HH_MM.test(short) ? short : undefined
}

export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const result: ReportSearch = {
    duration: (DURATIONS as readonly unknown[]).includes(search.duration) ? (search.duration as Duration) : undefined,
    status: (ORDER_STATUSES as readonly unknown[]).includes(search.status) ? (search.status as OrderStatus) : undefined,
    dateAfter: typeof search.dateAfter === 'string' && isApiDate(search.dateAfter) ? search.dateAfter : undefined,
    dateBefore: typeof search.dateBefore === 'string' && isApiDate(search.dateBefore) ? search.dateBefore : undefined,
    deity: positiveId(search.deity),
    category: positiveId(search.category),
    offering: positiveId(search.offering),
    fromTime: hhmm(search.fromTime),
    toTime: hhmm(search.toTime),
  }
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as ReportSearch
}

/** Default: today, paid. */
export function reportDefaults(): Required<Pick<ReportSearch, 'duration' | 'status'>> {
  return { duration: 'today', status: 'paid' }
}

/** Changing the duration replaces the booking-date range (it follows the duration) and keeps the status and the other filters. */
export function changeDuration(search: ReportSearch, duration: Duration): ReportSearch {
  return { ...search, duration }
}

/** Applying new filters keeps only the status and the duration type of the current ones. */
export function applyReportFilters(search: ReportSearch, form: ReportFilterForm): ReportSearch {
  const next: ReportSearch = { duration: search.duration, status: form.status ?? search.status }
  for (const key of ['dateAfter', 'dateBefore', 'deity', 'category', 'offering', 'fromTime', 'toTime'] as const) {
    if (form[key] !== undefined && form[key] !== '') (next as Record<string, unknown>)[key] = form[key]
  }
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as ReportSearch
}

export interface ReportQuery {
  status: OrderStatus
  bookingDateAfter: string
  bookingDateBefore: string
  dateAfter?: string
  dateBefore?: string
  deity?: number
  category?: number
  offering?: number
  /** HH:mm (times go without seconds). */
  fromTime?: string
  toTime?: string
}

/** The API query of the report at `now`. */
export function reportQuery(search: ReportSearch, now: Date): ReportQuery {
  const { duration, status } = { ...reportDefaults(), ...search }
  const range = durationRange(duration, now)
  const query: ReportQuery = {
    status,
    bookingDateAfter: dayjs(range.start).format('YYYY-MM-DD'),
    bookingDateBefore: dayjs(range.end).format('YYYY-MM-DD'),
  }
  for (const key of ['dateAfter', 'dateBefore', 'deity', 'category', 'offering', 'fromTime', 'toTime'] as const) {
    const value = search[key]
    if (value !== undefined) (query as unknown as Record<string, unknown>)[key] = value
  }
  return query
}
