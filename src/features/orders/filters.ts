/**
 * Filters of the receipt lists, as they live in the URL (typed search params, validated by hand:
 * no zod in the entry chunk) and as they go to the API.
 */
import { isApiDate, todayApiDate } from '@/shared/lib/dates'
import { ORDER_STATUSES, type OrderStatus } from './types'

export const RECEIPT_PAGE_SIZE = 25

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

export function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

function apiDate(value: unknown): string | undefined {
  return typeof value === 'string' && isApiDate(value) ? value : undefined
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

/** Drops undefined keys so the URL holds only what is set. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

export function validateOfferingOrderSearch(search: Record<string, unknown>): OfferingOrderSearch {
  return compact({
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
  })
}

export function validateDonationReceiptSearch(search: Record<string, unknown>): DonationReceiptSearch {
  return compact({
    status: status(search.status),
    bookingDateAfter: apiDate(search.bookingDateAfter),
    bookingDateBefore: apiDate(search.bookingDateBefore),
    orderBy: oneOf(DONATION_SORT_FIELDS, search.orderBy),
    asc: bool(search.asc),
  })
}

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
