/**
 * The typed URL search params of the receipt lists and the report, validated by hand. Route files
 * use these in `validateSearch`, which stays in the entry chunk: this module imports nothing
 * heavy (no zod, no dayjs), so the entry does not grow with it.
 */
import { ORDER_STATUSES, type OrderStatus } from './types'

/** `all` sends no status; the lists default to paid. */
export type StatusFilter = OrderStatus | 'all'
export const ORDER_SORT_FIELDS = ['id', 'booking_date', 'offering_date', 'amount'] as const
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number]
export const DONATION_SORT_FIELDS = ['id', 'booking_date', 'amount'] as const
export type DonationSortField = (typeof DONATION_SORT_FIELDS)[number]

/** The URL value that means "no lower offering-date bound" (absent means today). */
export const ANY_DATE = 'any'

export interface OfferingOrderSearch {
  status?: StatusFilter
  /** yyyy-MM-dd; absent = today; `any` = no bound. */
  dateAfter?: string
  dateBefore?: string
  bookingDateAfter?: string
  bookingDateBefore?: string
  deity?: number
  category?: number
  offering?: number
  orderBy?: OrderSortField
  asc?: boolean
}

export interface DonationReceiptSearch {
  status?: StatusFilter
  bookingDateAfter?: string
  bookingDateBefore?: string
  orderBy?: DonationSortField
  asc?: boolean
}

export const DURATIONS = ['today', 'thisMonth', 'lastMonth', 'thisYear'] as const
export type Duration = (typeof DURATIONS)[number]

/** The report's narrowing filters, the same in its URL and in its API query. */
export interface ReportFilters {
  dateAfter?: string
  dateBefore?: string
  deity?: number
  category?: number
  offering?: number
  /** HH:mm (times go without seconds). */
  fromTime?: string
  toTime?: string
}

/** What the report's URL holds. Booking dates are not in it: they follow the duration. */
export interface ReportSearch extends ReportFilters {
  duration?: Duration
  status?: OrderStatus
}

export function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** A real calendar date as yyyy-MM-dd (2026-02-30 is not). */
function apiDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : undefined
}

function status(value: unknown): StatusFilter | undefined {
  return value === 'all' || (ORDER_STATUSES as readonly unknown[]).includes(value) ? (value as StatusFilter) : undefined
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return (list as readonly unknown[]).includes(value) ? (value as T) : undefined
}

function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

function hhmm(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const short = value.slice(0, 5)
  return HH_MM.test(short) ? short : undefined
}

/**
 * Every validator below returns each of its keys, `undefined` when the URL's value is missing or
 * not valid. The router merges the validated search over the raw one: an omitted key would keep
 * the raw value (`?duration=bogus` reached the page and the server), an explicit `undefined`
 * replaces it and drops it from the URL when the router writes the canonical location.
 */

/** Drops undefined keys so the URL holds only what is set. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

export function validateOfferingOrderSearch(search: Record<string, unknown>): OfferingOrderSearch {
  return {
    status: status(search.status),
    dateAfter: search.dateAfter === ANY_DATE ? ANY_DATE : apiDate(search.dateAfter),
    dateBefore: apiDate(search.dateBefore),
    bookingDateAfter: apiDate(search.bookingDateAfter),
    bookingDateBefore: apiDate(search.bookingDateBefore),
    deity: positiveId(search.deity),
    category: positiveId(search.category),
    offering: positiveId(search.offering),
    orderBy: oneOf(ORDER_SORT_FIELDS, search.orderBy),
    asc: bool(search.asc),
  }
}

export function validateDonationReceiptSearch(search: Record<string, unknown>): DonationReceiptSearch {
  return {
    status: status(search.status),
    bookingDateAfter: apiDate(search.bookingDateAfter),
    bookingDateBefore: apiDate(search.bookingDateBefore),
    orderBy: oneOf(DONATION_SORT_FIELDS, search.orderBy),
    asc: bool(search.asc),
  }
}

export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  return {
    duration: oneOf(DURATIONS, search.duration),
    status: (ORDER_STATUSES as readonly unknown[]).includes(search.status) ? (search.status as OrderStatus) : undefined,
    dateAfter: apiDate(search.dateAfter),
    dateBefore: apiDate(search.dateBefore),
    deity: positiveId(search.deity),
    category: positiveId(search.category),
    offering: positiveId(search.offering),
    fromTime: hhmm(search.fromTime),
    toTime: hhmm(search.toTime),
  }
}
