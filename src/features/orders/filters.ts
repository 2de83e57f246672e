/**
 * Filters of the receipt lists as they go to the API, and the merge of Link pages. The URL side
 * (typed search params) is in search.ts.
 */
import { todayApiDate } from '@/shared/lib/today'
import type { DonationReceiptSearch, DonationSortField, OfferingOrderSearch, OrderSortField, ReportSearch, StatusFilter } from './search'
import { ANY_DATE } from './search'

export * from './search'

export const RECEIPT_PAGE_SIZE = 25

/** The list's effective filters: status paid, offering date from today, newest id first. */
export interface OfferingOrderFilters {
  status: StatusFilter
  dateAfter: string | null
  dateBefore: string | null
  bookingDateAfter: string | null
  bookingDateBefore: string | null
  deity: number | null
  category: number | null
  offering: number | null
  orderBy: OrderSortField
  asc: boolean
}

export function offeringOrderFilters(search: OfferingOrderSearch, today = todayApiDate()): OfferingOrderFilters {
  return {
    status: search.status ?? 'paid',
    dateAfter: search.dateAfter === ANY_DATE ? null : (search.dateAfter ?? today),
    dateBefore: search.dateBefore ?? null,
    bookingDateAfter: search.bookingDateAfter ?? null,
    bookingDateBefore: search.bookingDateBefore ?? null,
    deity: search.deity ?? null,
    category: search.category ?? null,
    offering: search.offering ?? null,
    orderBy: search.orderBy ?? 'id',
    asc: search.asc ?? false,
  }
}

export interface DonationReceiptFilters {
  status: StatusFilter
  bookingDateAfter: string | null
  bookingDateBefore: string | null
  orderBy: DonationSortField
  asc: boolean
}

export function donationReceiptFilters(search: DonationReceiptSearch): DonationReceiptFilters {
  return {
    status: search.status ?? 'paid',
    bookingDateAfter: search.bookingDateAfter ?? null,
    bookingDateBefore: search.bookingDateBefore ?? null,
    orderBy: search.orderBy ?? 'id',
    asc: search.asc ?? false,
  }
}

type Params = Record<string, string | number | boolean>

/** `orderBy` as the API wants it: a comma list with a leading minus for descending. */
export function orderByParam(field: string, asc: boolean): string {
  return `${asc ? '' : '-'}${field}`
}

/** Query of the offering-order list and its downloads (the client turns keys into snake_case). */
export function offeringOrderParams(f: OfferingOrderFilters): Params {
  const params: Params = { pageSize: RECEIPT_PAGE_SIZE, orderBy: orderByParam(f.orderBy, f.asc), asc: f.asc }
  if (f.status !== 'all') params.status = f.status
  for (const key of ['dateAfter', 'dateBefore', 'bookingDateAfter', 'bookingDateBefore', 'deity', 'category', 'offering'] as const) {
    const value = f[key]
    if (value !== null) params[key] = value
  }
  return params
}

export function donationReceiptParams(f: DonationReceiptFilters): Params {
  const params: Params = { pageSize: RECEIPT_PAGE_SIZE, orderBy: orderByParam(f.orderBy, f.asc), asc: f.asc }
  if (f.status !== 'all') params.status = f.status
  if (f.bookingDateAfter !== null) params.bookingDateAfter = f.bookingDateAfter
  if (f.bookingDateBefore !== null) params.bookingDateBefore = f.bookingDateBefore
  return params
}

/**
 * The rows of Link pages in order. A row that comes again on a later page (the list moved while
 * paging) replaces the earlier copy in place instead of showing twice.
 */
export function mergePages<T extends { id: number }>(pages: readonly { items: readonly T[] }[]): T[] {
  const rows: T[] = []
  const index = new Map<number, number>()
  for (const page of pages) {
    for (const item of page.items) {
      const at = index.get(item.id)
      if (at === undefined) {
        index.set(item.id, rows.length)
        rows.push(item)
      } else rows[at] = item
    }
  }
  return rows
}

/** The search keys that filter a receipt list or the report (not the sort order, the duration or the page's own settings). */
const FILTER_KEYS = [
  'status',
  'dateAfter',
  'dateBefore',
  'bookingDateAfter',
  'bookingDateBefore',
  'deity',
  'category',
  'offering',
  'fromTime',
  'toTime',
] as const

/**
 * How many filters a list or report is narrowed by (the count on a phone's "Filters" button): the
 * filters the search holds, the default status (paid) not counted.
 */
export function activeFilterCount(search: OfferingOrderSearch | DonationReceiptSearch | ReportSearch): number {
  const values: Partial<Record<(typeof FILTER_KEYS)[number], unknown>> = search
  return FILTER_KEYS.filter((key) => values[key] !== undefined && !(key === 'status' && values[key] === 'paid')).length
}
