/**
 * The offering financial report's filter rules, as pure functions of the filters and "now":
 * durations and their exact ranges, what changing the duration or the filters keeps, and the
 * query sent to the API.
 */
import dayjs from 'dayjs'
import { msg, type MessageKey } from '@/shared/i18n'
import { compact, type Duration, type ReportFilters, type ReportSearch } from './search'
import type { OrderStatus } from './types'

export { DURATIONS, validateReportSearch, type Duration, type ReportSearch } from './search'

/** Message keys of the durations (shown with `t`). */
export const DURATION_LABELS: Record<Duration, MessageKey> = {
  today: msg('orders.duration.today'),
  thisMonth: msg('orders.duration.thisMonth'),
  lastMonth: msg('orders.duration.lastMonth'),
  thisYear: msg('orders.duration.thisYear'),
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

/** The filters of the form (everything but the duration). */
export type ReportFilterForm = Omit<ReportSearch, 'duration'>

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
  return compact(next)
}

export interface ReportQuery extends ReportFilters {
  status: OrderStatus
  bookingDateAfter: string
  bookingDateBefore: string
}

/** The API query of the report at `now`. */
export function reportQuery(search: ReportSearch, now: Date): ReportQuery {
  const defaults = reportDefaults()
  const duration = search.duration ?? defaults.duration
  const status = search.status ?? defaults.status
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
