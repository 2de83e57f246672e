/**
 * Offering orders, donation receipts and the offering financial report of the current temple.
 *
 * - GET   /order/t-admin/offering-order/                     list (25 a page, Link header)
 * - GET   /order/t-admin/offering-order/{id}/                one order
 * - PATCH /order/t-admin/offering-order/update/              `{ids: [...]}` marks paid orders complete
 * - GET   /order/t-admin/offering-order/generate-download-link/         receipts of the filtered list
 * - GET   /order/t-admin/offering-order/generate-priest-download-link/  priest list of the filtered list
 * - GET   /order/t-admin/offering-order/{id}/generate-download-link/    one receipt
 * - GET   /order/t-admin/offering-order/financial/           items and totals (and a series per day/month)
 * - GET   /order/t-admin/offering-order/generate-financial-download-link/?file_type=pdf|xlsx
 * - GET   /order/t-admin/donation-order/                     list
 * - GET   /order/t-admin/donation-order/{id}/                one receipt
 * - GET   /order/t-admin/donation-order/generate_download_link/?file_type=pdf  receipts of the filtered list
 * - GET   /order/t-admin/donation-order/{id}/generate_download_link/?file_type=pdf
 *
 * Filters (query, snake_case): status, date_after, date_before (offering or donation date),
 * booking_date_after, booking_date_before, deity, category, offering, from_time, to_time
 * (booked time, HH:mm), order_by (comma list, leading minus for descending; `asc` is used when
 * order_by is absent), page, page_size.
 *
 * Permissions: view_offeringorder (orders and their downloads), change_offeringorder (update),
 * view_offering_report (financial), view_donationorder (donation receipts).
 */
import { fileName, keepFile, PDF_TYPE, XLSX_TYPE, type GeneratedFile } from '../files/store'
import { formatRupees } from '../files/pdf'
import { type PriestBooking, priestListPdf } from '../files/priest-list'
import { type Receipt, receiptsPdf } from '../files/receipts'
import { receiptReferences } from '../files/reference'
import { reportPdf, reportXlsx } from '../files/report'
import { fieldErrors, json, notFound, nowIso, paginate, parseId, readJsonBody } from '../helpers'
import { type RequestContext, type Route, type TempleRequestContext, idParam, route, withTemple } from '../router'
import {
  type DonationOrderRecord,
  ORDER_STATUSES,
  type OfferingOrderRecord,
  type OrderStatus,
  localDate,
  seededDonationOrders,
  seededOfferingOrders,
} from '../seed/orders'
import { isIsoDate, type FieldErrors } from '../validation'

export const RECEIPT_PAGE_SIZE = 25
const LANGUAGES = ['en', 'hi', 'ml', 'ta', 'kn', 'te'] as const
const TIME = /^\d{2}:\d{2}(:\d{2})?$/
const VALID_DATE = 'Enter a valid date.'

import type { z } from 'zod'
import type { DonationOrder, OfferingOrder } from '../../contract/money'

const money = (rupees: number): string => rupees.toFixed(2)

const STATUS_LABEL: Record<OrderStatus, string> = {
  created: 'Created',
  attempted: 'Attempted',
  paid: 'Paid',
  complete: 'Complete',
  refunded: 'Refunded',
  trashed: 'Trashed',
}

// ---------------------------------------------------------------------------------------------
// Reading orders with their stored status changes
// ---------------------------------------------------------------------------------------------

function statusChanges(ctx: TempleRequestContext, kind: 'offering' | 'donation'): Map<number, OrderStatus> {
  const changes = new Map<number, OrderStatus>()
  for (const row of ctx.db.orderStatusChanges) {
    if (row.kind === kind && row.temple_id === ctx.temple.id) changes.set(row.order_id, row.status)
  }
  return changes
}

function withChanges<T extends { id: number; status: OrderStatus }>(orders: T[], changes: Map<number, OrderStatus>): T[] {
  if (changes.size === 0) return orders
  return orders.map((o) => {
    const status = changes.get(o.id)
    return status && status !== o.status ? { ...o, status } : o
  })
}

function offeringOrders(ctx: TempleRequestContext): OfferingOrderRecord[] {
  return withChanges(seededOfferingOrders(ctx.temple.id), statusChanges(ctx, 'offering'))
}

function donationOrders(ctx: TempleRequestContext): DonationOrderRecord[] {
  return withChanges(seededDonationOrders(ctx.temple.id), statusChanges(ctx, 'donation'))
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

interface Filters {
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

function readFilters(url: URL): Filters | Response {
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

function matchesOffering(o: OfferingOrderRecord, f: Filters): boolean {
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

function matchesDonation(o: DonationOrderRecord, f: Filters): boolean {
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
function sortOrders<T extends OfferingOrderRecord | DonationOrderRecord>(orders: T[], url: URL): T[] {
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

// ---------------------------------------------------------------------------------------------
// Serializers
// ---------------------------------------------------------------------------------------------

function orderUrl(ctx: RequestContext, kind: 'offering' | 'donation', id: number): string {
  return ctx.urls.api(`/order/t-admin/${kind}-order/${id}/`)
}

function serializeOfferingOrder(ctx: TempleRequestContext, o: OfferingOrderRecord): z.output<typeof OfferingOrder> {
  return {
    id: o.id,
    url: orderUrl(ctx, 'offering', o.id),
    status: o.status,
    channel: o.channel,
    booked_by: o.booked_by,
    booked_by_phone: o.booked_by_phone,
    booking_date: o.booking_date,
    booked_time: o.booked_time,
    offering_date: o.offering_date,
    offering: ctx.urls.offering(o.offering_id),
    offering_detail: { id: o.offering_id, name: o.offering_name },
    category_detail: { id: o.category_id, name: o.category_name },
    deity_detail: o.deity_id === null ? null : { id: o.deity_id, name: o.deity_name },
    devotee_count: o.devotees.length,
    devotees: o.devotees,
    addons: o.addons,
    price: money(o.price),
    addon_amount: money(o.addon_amount),
    amount: money(o.amount),
    dakshina: money(o.dakshina),
    total: money(o.amount + o.dakshina),
    fee_split: o.fee_split.map((e) => ({ ...e, value: money(Math.round(o.amount * Number(e.percent)) / 100) })),
    star_lang: o.star_lang,
  }
}

function serializeDonationOrder(ctx: TempleRequestContext, o: DonationOrderRecord): z.output<typeof DonationOrder> {
  return {
    id: o.id,
    url: orderUrl(ctx, 'donation', o.id),
    status: o.status,
    channel: o.channel,
    booked_by: o.booked_by,
    booked_by_phone: o.booked_by_phone,
    booking_date: o.booking_date,
    booked_time: o.booked_time,
    donation_date: o.donation_date,
    donation: ctx.urls.donation(o.donation_id),
    donation_detail: { id: o.donation_id, name: o.donation_name },
    category_name: o.category_name,
    amount: money(o.amount),
  }
}

// ---------------------------------------------------------------------------------------------
// Offering orders
// ---------------------------------------------------------------------------------------------

function filteredOfferingOrders(ctx: TempleRequestContext): OfferingOrderRecord[] | Response {
  const filters = readFilters(ctx.url)
  if (filters instanceof Response) return filters
  return offeringOrders(ctx).filter((o) => matchesOffering(o, filters))
}

function listOfferingOrders(ctx: TempleRequestContext): Response {
  const orders = filteredOfferingOrders(ctx)
  if (orders instanceof Response) return orders
  return paginate(ctx.request, sortOrders(orders, ctx.url), (o) => serializeOfferingOrder(ctx, o), RECEIPT_PAGE_SIZE)
}

function findOfferingOrder(ctx: TempleRequestContext): OfferingOrderRecord | undefined {
  const id = idParam(ctx)
  return offeringOrders(ctx).find((o) => o.id === id)
}

function retrieveOfferingOrder(ctx: TempleRequestContext): Response {
  const order = findOfferingOrder(ctx)
  return order ? json(serializeOfferingOrder(ctx, order)) : notFound()
}

/** PATCH update/ `{ids: [1, 2]}`: paid orders become complete (complete ones stay so). */
async function markCompleted(ctx: TempleRequestContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const ids = body.ids
  if (!Array.isArray(ids) || ids.length === 0) return fieldErrors({ ids: ['This list may not be empty.'] })
  if (!ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    return fieldErrors({ ids: ['A valid integer is required.'] })
  }
  const byId = new Map(offeringOrders(ctx).map((o) => [o.id, o]))
  const unique = [...new Set(ids as number[])]
  const missing = unique.filter((id) => !byId.has(id))
  if (missing.length) return fieldErrors({ ids: [`Invalid pk "${missing[0]}" - object does not exist.`] })
  const notPaid = unique.filter((id) => !['paid', 'complete'].includes(byId.get(id)?.status ?? ''))
  if (notPaid.length) {
    return fieldErrors({ ids: [`Only paid orders can be marked completed: ${notPaid.map((id) => `#${id}`).join(', ')}.`] })
  }
  const changedAt = nowIso()
  for (const id of unique) {
    const existing = ctx.db.orderStatusChanges.find((r) => r.kind === 'offering' && r.order_id === id && r.temple_id === ctx.temple.id)
    if (existing) Object.assign(existing, { status: 'complete', changed_at: changedAt })
    else {
      ctx.db.orderStatusChanges.push({
        id: ctx.db.nextId.orderStatusChanges++,
        kind: 'offering',
        order_id: id,
        temple_id: ctx.temple.id,
        status: 'complete',
        changed_at: changedAt,
      })
    }
  }
  return json(unique.map((id) => serializeOfferingOrder(ctx, { ...(byId.get(id) as OfferingOrderRecord), status: 'complete' })))
}

function language(ctx: RequestContext): string {
  const lang = ctx.url.searchParams.get('lang') ?? 'en'
  return (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en'
}

function describeFilters(url: URL): string {
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

// ---------------------------------------------------------------------------------------------
// Files: receipts, priest list and the report's PDF and XLSX (mocks/files/, decision 191)
// ---------------------------------------------------------------------------------------------

/** The answer of a generate-*-link endpoint: the url of the generated file (handlers/files.ts). */
function fileLink(ctx: RequestContext, file: GeneratedFile): Response {
  return json({ download_url: ctx.urls.api(keepFile(file)) })
}

/** What offering and donation receipts share: reference, status and the booking. */
function receiptBase(o: OfferingOrderRecord | DonationOrderRecord, references: Map<number, string>) {
  return {
    reference: references.get(o.id) ?? String(o.id),
    status: STATUS_LABEL[o.status],
    bookedBy: o.booked_by,
    phone: o.booked_by_phone,
    bookingDate: o.booking_date,
    bookedTime: o.booked_time,
  }
}

function offeringReceipt(o: OfferingOrderRecord, references: Map<number, string>): Receipt {
  const base = o.amount - o.addon_amount
  const amounts = [{ label: `${o.offering_name} (${o.devotees.length} × ${formatRupees(o.price)})`, amount: base }]
  if (o.addon_amount) amounts.push({ label: 'Add-ons', amount: o.addon_amount })
  if (o.dakshina) amounts.push({ label: 'Dakshina', amount: o.dakshina })
  return {
    ...receiptBase(o, references),
    kind: 'offering',
    date: o.offering_date,
    item: o.offering_name,
    category: o.category_name,
    deity: o.deity_name,
    devotees: o.devotees,
    amounts,
  }
}

function donationReceipt(o: DonationOrderRecord, references: Map<number, string>): Receipt {
  return {
    ...receiptBase(o, references),
    kind: 'donation',
    date: o.donation_date,
    item: o.donation_name,
    category: o.category_name,
    deity: null,
    devotees: [],
    amounts: [{ label: o.donation_name, amount: o.amount }],
  }
}

function offeringReferences(ctx: TempleRequestContext): Map<number, string> {
  return receiptReferences(ctx.temple, 'offering', seededOfferingOrders(ctx.temple.id))
}

function donationReferences(ctx: TempleRequestContext): Map<number, string> {
  return receiptReferences(ctx.temple, 'donation', seededDonationOrders(ctx.temple.id))
}

function receiptsFile(ctx: TempleRequestContext, receipts: Receipt[], title: string, name: string): Response {
  return fileLink(ctx, { name: fileName(name, 'pdf'), type: PDF_TYPE, bytes: receiptsPdf(ctx.temple, receipts, title) })
}

function receiptsDownload(ctx: TempleRequestContext): Response {
  const orders = filteredOfferingOrders(ctx)
  if (orders instanceof Response) return orders
  const references = offeringReferences(ctx)
  const receipts = sortOrders(orders, ctx.url).map((o) => offeringReceipt(o, references))
  return receiptsFile(ctx, receipts, `Offering receipts (${describeFilters(ctx.url)})`, `offering-receipts-${localDate(new Date())}`)
}

function slotsOf(ctx: TempleRequestContext, offeringId: number): string {
  return ctx.db.offeringTimes
    .filter((t) => t.offering_id === offeringId)
    .sort((a, b) => a.from_time.localeCompare(b.from_time))
    .map((t) => `${t.from_time.slice(0, 5)}${t.to_time ? `-${t.to_time.slice(0, 5)}` : ''}`)
    .join(', ')
}

function priestDownload(ctx: TempleRequestContext): Response {
  const orders = filteredOfferingOrders(ctx)
  if (orders instanceof Response) return orders
  const references = offeringReferences(ctx)
  const bookings: PriestBooking[] = [...orders]
    .sort((a, b) => a.booked_time.localeCompare(b.booked_time) || a.id - b.id)
    .map((o) => ({
      offeringDate: o.offering_date,
      offering: o.offering_name,
      slots: slotsOf(ctx, o.offering_id),
      deity: o.deity_name,
      reference: references.get(o.id) ?? String(o.id),
      devotees: o.devotees,
    }))
  const devotees = bookings.reduce((n, b) => n + b.devotees.length, 0)
  const subtitle = `${bookings.length} bookings, ${devotees} devotees (${describeFilters(ctx.url)}), language ${language(ctx)}`
  const bytes = priestListPdf(ctx.temple, bookings, subtitle)
  return fileLink(ctx, { name: fileName(`priest-list-${localDate(new Date())}`, 'pdf'), type: PDF_TYPE, bytes })
}

function receiptDownload(ctx: TempleRequestContext): Response {
  const o = findOfferingOrder(ctx)
  if (!o) return notFound()
  const receipt = offeringReceipt(o, offeringReferences(ctx))
  return receiptsFile(ctx, [receipt], `Offering receipt ${receipt.reference}`, `receipt-${receipt.reference}`)
}

// ---------------------------------------------------------------------------------------------
// Financial report
// ---------------------------------------------------------------------------------------------

interface FinancialItem {
  offering: string
  offering_name: string
  category_name: string
  amount: number
  count: number
  app_count: number
  counter_count: number
  pos_count: number
  website_count: number
  dakshina: number
}

function financialData(ctx: TempleRequestContext) {
  const filters = readFilters(ctx.url)
  if (filters instanceof Response) return filters
  // The report defaults to paid orders (the client always sends a status).
  const orders = offeringOrders(ctx).filter((o) => matchesOffering(o, filters))
  const items = new Map<number, FinancialItem>()
  const series = new Map<string, { amount: number; count: number }>()
  const first = orders.reduce<string | null>((min, o) => (min === null || o.booking_date < min ? o.booking_date : min), null)
  const start = filters.bookingDateAfter ?? first
  const end = filters.bookingDateBefore ?? orders.reduce((max, o) => (o.booking_date > max ? o.booking_date : max), start ?? '')
  const spanDays = start && end ? (Date.parse(end) - Date.parse(start)) / 86_400_000 : 0
  const byMonth = spanDays > 62
  for (const o of orders) {
    const item =
      items.get(o.offering_id) ??
      ({
        offering: ctx.urls.offering(o.offering_id),
        offering_name: o.offering_name,
        category_name: o.category_name,
        amount: 0,
        count: 0,
        app_count: 0,
        counter_count: 0,
        pos_count: 0,
        website_count: 0,
        dakshina: 0,
      } satisfies FinancialItem)
    item.amount += o.amount
    item.count += 1
    item[`${o.channel}_count`] += 1
    item.dakshina += o.dakshina
    items.set(o.offering_id, item)
    const period = byMonth ? o.booking_date.slice(0, 7) : o.booking_date
    const point = series.get(period) ?? { amount: 0, count: 0 }
    point.amount += o.amount
    point.count += 1
    series.set(period, point)
  }
  const list = [...items.values()].sort((a, b) => b.amount - a.amount || a.offering_name.localeCompare(b.offering_name))
  const sum = (key: keyof FinancialItem) => list.reduce((total, item) => total + (item[key] as number), 0)
  return {
    items: list,
    totals: {
      total_amount: sum('amount'),
      total_count: sum('count'),
      total_app_count: sum('app_count'),
      total_counter_count: sum('counter_count'),
      total_pos_count: sum('pos_count'),
      total_website_count: sum('website_count'),
      total_dakshina: sum('dakshina'),
    },
    granularity: byMonth ? ('month' as const) : ('day' as const),
    series: [...series.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, p]) => ({ period, amount: money(p.amount), count: p.count })),
  }
}

function financial(ctx: TempleRequestContext): Response {
  const data = financialData(ctx)
  if (data instanceof Response) return data
  return json({
    items: data.items.map((item) => ({ ...item, amount: money(item.amount), dakshina: money(item.dakshina) })),
    total_amount: money(data.totals.total_amount),
    total_count: data.totals.total_count,
    total_app_count: data.totals.total_app_count,
    total_counter_count: data.totals.total_counter_count,
    total_pos_count: data.totals.total_pos_count,
    total_website_count: data.totals.total_website_count,
    total_dakshina: money(data.totals.total_dakshina),
    granularity: data.granularity,
    series: data.series,
  })
}

function financialDownload(ctx: TempleRequestContext): Response {
  const fileType = ctx.url.searchParams.get('file_type')
  if (fileType !== 'pdf' && fileType !== 'xlsx') {
    return fieldErrors({ file_type: [`"${fileType ?? ''}" is not a valid choice.`] })
  }
  const data = financialData(ctx)
  if (data instanceof Response) return data
  const report = { temple: ctx.temple, subtitle: describeFilters(ctx.url), items: data.items, totals: data.totals }
  const q = ctx.url.searchParams
  const name = fileName(`offering-report-${q.get('booking_date_after') ?? ''}-to-${q.get('booking_date_before') ?? ''}`, fileType)
  return fileType === 'pdf'
    ? fileLink(ctx, { name, type: PDF_TYPE, bytes: reportPdf(report) })
    : fileLink(ctx, { name, type: XLSX_TYPE, bytes: reportXlsx(report) })
}

// ---------------------------------------------------------------------------------------------
// Donation receipts
// ---------------------------------------------------------------------------------------------

function listDonationOrders(ctx: TempleRequestContext): Response {
  const filters = readFilters(ctx.url)
  if (filters instanceof Response) return filters
  const orders = donationOrders(ctx).filter((o) => matchesDonation(o, filters))
  return paginate(ctx.request, sortOrders(orders, ctx.url), (o) => serializeDonationOrder(ctx, o), RECEIPT_PAGE_SIZE)
}

function findDonationOrder(ctx: TempleRequestContext): DonationOrderRecord | undefined {
  const id = idParam(ctx)
  return donationOrders(ctx).find((o) => o.id === id)
}

function retrieveDonationOrder(ctx: TempleRequestContext): Response {
  const order = findDonationOrder(ctx)
  return order ? json(serializeDonationOrder(ctx, order)) : notFound()
}

function donationReceiptDownload(ctx: TempleRequestContext): Response {
  const o = findDonationOrder(ctx)
  if (!o) return notFound()
  const fileType = ctx.url.searchParams.get('file_type') ?? 'pdf'
  if (fileType !== 'pdf') return fieldErrors({ file_type: [`"${fileType}" is not a valid choice.`] })
  const receipt = donationReceipt(o, donationReferences(ctx))
  return receiptsFile(ctx, [receipt], `Donation receipt ${receipt.reference}`, `receipt-${receipt.reference}`)
}

/** The filtered list's receipts in one PDF: the list's filters and order, every page. */
function donationReceiptsDownload(ctx: TempleRequestContext): Response {
  const filters = readFilters(ctx.url)
  if (filters instanceof Response) return filters
  const fileType = ctx.url.searchParams.get('file_type') ?? 'pdf'
  if (fileType !== 'pdf') return fieldErrors({ file_type: [`"${fileType}" is not a valid choice.`] })
  const references = donationReferences(ctx)
  const receipts = sortOrders(
    donationOrders(ctx).filter((o) => matchesDonation(o, filters)),
    ctx.url,
  ).map((o) => donationReceipt(o, references))
  return receiptsFile(ctx, receipts, `Donation receipts (${describeFilters(ctx.url)})`, `donation-receipts-${localDate(new Date())}`)
}

export const orderRoutes: readonly Route[] = [
  route('/order/t-admin/offering-order/', { GET: withTemple('view_offeringorder', listOfferingOrders) }),
  route('/order/t-admin/offering-order/update/', { PATCH: withTemple('change_offeringorder', markCompleted) }),
  route('/order/t-admin/offering-order/financial/', { GET: withTemple('view_offering_report', financial) }),
  route('/order/t-admin/offering-order/generate-download-link/', { GET: withTemple('view_offeringorder', receiptsDownload) }),
  route('/order/t-admin/offering-order/generate-priest-download-link/', { GET: withTemple('view_offeringorder', priestDownload) }),
  route('/order/t-admin/offering-order/generate-financial-download-link/', { GET: withTemple('view_offering_report', financialDownload) }),
  route('/order/t-admin/offering-order/:id/', { GET: withTemple('view_offeringorder', retrieveOfferingOrder) }),
  route('/order/t-admin/offering-order/:id/generate-download-link/', { GET: withTemple('view_offeringorder', receiptDownload) }),
  route('/order/t-admin/donation-order/', { GET: withTemple('view_donationorder', listDonationOrders) }),
  route('/order/t-admin/donation-order/generate_download_link/', { GET: withTemple('view_donationorder', donationReceiptsDownload) }),
  route('/order/t-admin/donation-order/:id/', { GET: withTemple('view_donationorder', retrieveDonationOrder) }),
  route('/order/t-admin/donation-order/:id/generate_download_link/', { GET: withTemple('view_donationorder', donationReceiptDownload) }),
]
