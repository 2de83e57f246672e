/**
 * The order files (mocks/files/, decision 191): receipts of the filtered offering or donation
 * list or of one order, and the priest list, each answered as the link to the generated file.
 */
import { fileName, keepFile, PDF_TYPE, type GeneratedFile } from '../../files/store'
import { formatRupees } from '../../files/pdf'
import { type PriestBooking, priestListPdf } from '../../files/priest-list'
import { type Receipt, receiptsPdf } from '../../files/receipts'
import { receiptReferences } from '../../files/reference'
import { fieldErrors, json, notFound } from '../../helpers'
import type { RequestContext, TempleRequestContext } from '../../router'
import { seededDonationOrders, seededOfferingOrders } from '../../seed/orders'
import { localDate } from '../../seed/orders/days'
import type { DonationOrderRecord, OfferingOrderRecord, OrderStatus } from '../../seed/orders/records'
import { describeFilters, language, sortOrders } from './filters'
import { bookedItem, donationOrders, filteredDonationOrders, filteredOfferingOrders, findOrder, offeringOrders } from './records'

const STATUS_LABEL: Record<OrderStatus, string> = {
  created: 'Created',
  attempted: 'Attempted',
  paid: 'Paid',
  complete: 'Complete',
  refunded: 'Refunded',
  trashed: 'Trashed',
}

/** The answer of a generate-*-link endpoint: the url of the generated file (handlers/files.ts). */
export function fileLink(ctx: RequestContext, file: GeneratedFile): Response {
  return json({ download_url: ctx.urls.api(keepFile(file)) })
}

/** What offering and donation receipts share: reference, status, the booking and what was booked. */
function receiptBase(o: OfferingOrderRecord | DonationOrderRecord, references: Map<number, string>) {
  const booked = bookedItem(o)
  return {
    reference: references.get(o.id) ?? String(o.id),
    status: STATUS_LABEL[o.status],
    bookedBy: o.booked_by,
    phone: o.booked_by_phone,
    bookingDate: o.booking_date,
    bookedTime: o.booked_time,
    kind: booked.kind,
    date: booked.date,
    item: booked.name,
    category: o.category_name,
  }
}

function offeringReceipt(o: OfferingOrderRecord, references: Map<number, string>): Receipt {
  const base = o.amount - o.addon_amount
  const amounts = [{ label: `${o.offering_name} (${o.devotees.length} × ${formatRupees(o.price)})`, amount: base }]
  if (o.addon_amount) amounts.push({ label: 'Add-ons', amount: o.addon_amount })
  if (o.dakshina) amounts.push({ label: 'Dakshina', amount: o.dakshina })
  return {
    ...receiptBase(o, references),
    deity: o.deity_name,
    devotees: o.devotees,
    amounts,
  }
}

function donationReceipt(o: DonationOrderRecord, references: Map<number, string>): Receipt {
  return {
    ...receiptBase(o, references),
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

export function receiptsDownload(ctx: TempleRequestContext): Response {
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

export function priestDownload(ctx: TempleRequestContext): Response {
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

export function receiptDownload(ctx: TempleRequestContext): Response {
  const o = findOrder(ctx, offeringOrders(ctx))
  if (!o) return notFound()
  const receipt = offeringReceipt(o, offeringReferences(ctx))
  return receiptsFile(ctx, [receipt], `Offering receipt ${receipt.reference}`, `receipt-${receipt.reference}`)
}

export function donationReceiptDownload(ctx: TempleRequestContext): Response {
  const o = findOrder(ctx, donationOrders(ctx))
  if (!o) return notFound()
  const fileType = ctx.url.searchParams.get('file_type') ?? 'pdf'
  if (fileType !== 'pdf') return fieldErrors({ file_type: [`"${fileType}" is not a valid choice.`] })
  const receipt = donationReceipt(o, donationReferences(ctx))
  return receiptsFile(ctx, [receipt], `Donation receipt ${receipt.reference}`, `receipt-${receipt.reference}`)
}

/** The filtered list's receipts in one PDF: the list's filters and order, every page. */
export function donationReceiptsDownload(ctx: TempleRequestContext): Response {
  const orders = filteredDonationOrders(ctx)
  if (orders instanceof Response) return orders
  const fileType = ctx.url.searchParams.get('file_type') ?? 'pdf'
  if (fileType !== 'pdf') return fieldErrors({ file_type: [`"${fileType}" is not a valid choice.`] })
  const references = donationReferences(ctx)
  const receipts = sortOrders(orders, ctx.url).map((o) => donationReceipt(o, references))
  return receiptsFile(ctx, receipts, `Donation receipts (${describeFilters(ctx.url)})`, `donation-receipts-${localDate(new Date())}`)
}
