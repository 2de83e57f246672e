/**
 * The query of the order lists and their downloads: filters (status, dates, booked time, deity,
 * category, offering), order_by, the language of the priest list, and the filters in words for a
 * file's title.
 */
import { fieldErrors, parseId } from '../../helpers'
import type { RequestContext } from '../../router'
import { type DonationOrderRecord, ORDER_STATUSES, type OfferingOrderRecord, type OrderStatus } from '../../seed/orders/records'
import { type FieldErrors, isIsoDate } from '../../validation'

const LANGUAGES = ['en', 'hi', 'ml', 'ta', 'kn', 'te'] as const
const TIME = /^\d{2}:\d{2}(:\d{2})?$/
const VALID_DATE = 'Enter a valid date.'

export interface Filters {
  statuses: OrderStatus[] | null
  dateAfter: string | null
  dateBefore: string | null
  bookingDateAfter: string | null
  bookingDateBefore: string | null
  deity: number | null
  category: number | null
  offering: number | null
  fromTime: string | null
  toTime: string | null
}

export function readFilters(url: URL): Filters | Response {
  const q = url.searchParams
  const errors: FieldErrors = {}
  const date = (key: string): string | null => {
    const value = q.get(key)
    if (value === null || value === '') return null
    if (!isIsoDate(value)) errors[key] = [VALID_DATE]
    return value
  }
  const time = (key: string): string | null => {
    const value = q.get(key)
    if (value === null || value === '') return null
    if (!TIME.test(value)) errors[key] = ['Enter a valid time.']
    return value.length === 5 ? `${value}:00` : value
  }
  const id = (key: string): number | null => {
    const value = q.get(key)
    if (value === null || value === '') return null
    const parsed = parseId(value)
    if (parsed === null) errors[key] = ['Select a valid choice. That choice is not one of the available choices.']
    return parsed
  }
  let statuses: OrderStatus[] | null = null
  const rawStatus = q.get('status')
  if (rawStatus !== null && rawStatus !== '') {
    const list = rawStatus.split(',')
    if (!list.every((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s))) {
      errors.status = [`Select a valid choice. ${rawStatus} is not one of the available choices.`]
    } else statuses = list
  }
  const filters: Filters = {
    statuses,
    dateAfter: date('date_after'),
    dateBefore: date('date_before'),
    bookingDateAfter: date('booking_date_after'),
    bookingDateBefore: date('booking_date_before'),
    deity: id('deity'),
    category: id('category'),
    offering: id('offering'),
    fromTime: time('from_time'),
    toTime: time('to_time'),
  }
  return Object.keys(errors).length ? fieldErrors(errors) : filters
}

function between(value: string, after: string | null, before: string | null): boolean {
  return (after === null || value >= after) && (before === null || value <= before)
}

export function matchesOffering(o: OfferingOrderRecord, f: Filters): boolean {
  return (
    (f.statuses === null || f.statuses.includes(o.status)) &&
    between(o.offering_date, f.dateAfter, f.dateBefore) &&
    between(o.booking_date, f.bookingDateAfter, f.bookingDateBefore) &&
    between(o.booked_time, f.fromTime, f.toTime === null ? null : `${f.toTime.slice(0, 5)}:59`) &&
    (f.deity === null || o.deity_id === f.deity) &&
    (f.category === null || o.category_id === f.category) &&
    (f.offering === null || o.offering_id === f.offering)
  )
}

export function matchesDonation(o: DonationOrderRecord, f: Filters): boolean {
  return (
    (f.statuses === null || f.statuses.includes(o.status)) &&
    between(o.donation_date, f.dateAfter, f.dateBefore) &&
    between(o.booking_date, f.bookingDateAfter, f.bookingDateBefore)
  )
}

type SortKey = (o: OfferingOrderRecord | DonationOrderRecord) => string | number

const SORT_KEYS: Record<string, SortKey> = {
  id: (o) => o.id,
  booking_date: (o) => `${o.booking_date} ${o.booked_time}`,
  offering_date: (o) => ('offering_date' in o ? o.offering_date : o.donation_date),
  donation_date: (o) => ('donation_date' in o ? o.donation_date : o.offering_date),
  amount: (o) => o.amount,
}

/** order_by=-id,booking_date (unknown fields are ignored, like DRF's OrderingFilter). */
export function sortOrders<T extends OfferingOrderRecord | DonationOrderRecord>(orders: T[], url: URL): T[] {
  const raw = url.searchParams.get('order_by')
  const asc = url.searchParams.get('asc') === 'true'
  const terms = (raw ?? (asc ? 'id' : '-id'))
    .split(',')
    .map((t) => t.trim())
    .filter((t) => SORT_KEYS[t.replace(/^-/, '')] !== undefined)
  if (terms.length === 0) terms.push('-id')
  const keys = terms.map((t) => ({ key: SORT_KEYS[t.replace(/^-/, '')] as SortKey, dir: t.startsWith('-') ? -1 : 1 }))
  return [...orders].sort((a, b) => {
    for (const { key, dir } of keys) {
      const x = key(a)
      const y = key(b)
      if (x < y) return -dir
      if (x > y) return dir
    }
    return 0
  })
}

export function language(ctx: RequestContext): string {
  const lang = ctx.url.searchParams.get('lang') ?? 'en'
  return (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en'
}

export function describeFilters(url: URL): string {
  const q = url.searchParams
  const parts: string[] = []
  if (q.get('status')) parts.push(`status ${q.get('status')}`)
  if (q.get('date_after') || q.get('date_before'))
    parts.push(`offering date ${q.get('date_after') ?? '…'} to ${q.get('date_before') ?? '…'}`)
  if (q.get('booking_date_after') || q.get('booking_date_before')) {
    parts.push(`booked ${q.get('booking_date_after') ?? '…'} to ${q.get('booking_date_before') ?? '…'}`)
  }
  return parts.length ? parts.join(', ') : 'all orders'
}
