/**
 * The order files (mocks/files/, decision 191): receipts of the filtered offering or donation
 * list or of one order, and the priest list, each answered as the link to the generated file.
 * The handlers describe the file; the environment's renderer makes it (decision 228).
 */
import { fileName, keepFile, PDF_TYPE } from '../../files/store'
import type { PriestBooking } from '../../files/priest-list'
import type { AmountLine, Receipt } from '../../files/receipts'
import { receiptReferences } from '../../files/reference'
import { type FileSpec, type PrintedTemple, renderFile } from '../../files/renderer'
import { fieldErrors, json, notFound, serverError } from '../../helpers'
import { initials, paletteOf } from '../../media'
import type { TempleRow } from '../../schema'
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

/** What a file prints of the temple (plain data: the page that renders it gets a copy). */
export function printedTemple(temple: TempleRow): PrintedTemple {
  const logo = temple.images.logo
  return {
    name: temple.name,
    address: temple.address,
    phone: temple.phone,
    email: temple.email,
    counterName: temple.counter_name,
    logo: logo?.startsWith('data:') ? logo : null,
    initials: initials(temple.name),
    palette: paletteOf(temple.id),
  }
}

/**
 * The answer of a generate-*-link endpoint: the file rendered and kept, and its url
 * (handlers/files.ts). A file that could not be rendered answers a server error, which the app
 * shows as a failed download.
 */
export async function fileLink(ctx: RequestContext, name: string, type: string, spec: FileSpec): Promise<Response> {
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = await renderFile(spec, ctx.request)
  } catch (error) {
    console.warn(`[mocks] Could not render ${name}`, error)
    return serverError()
  }
  return json({ download_url: ctx.urls.api(keepFile({ name, type, bytes })) })
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
  const amounts: AmountLine[] = [{ label: o.offering_name, amount: base, each: { count: o.devotees.length, price: o.price } }]
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

function receiptsFile(ctx: TempleRequestContext, receipts: Receipt[], title: string, name: string): Promise<Response> {
  return fileLink(ctx, fileName(name, 'pdf'), PDF_TYPE, { kind: 'receipts', temple: printedTemple(ctx.temple), receipts, title })
}

export function receiptsDownload(ctx: TempleRequestContext): Response | Promise<Response> {
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

export function priestDownload(ctx: TempleRequestContext): Response | Promise<Response> {
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
  const spec: FileSpec = { kind: 'priest-list', temple: printedTemple(ctx.temple), bookings, subtitle }
  return fileLink(ctx, fileName(`priest-list-${localDate(new Date())}`, 'pdf'), PDF_TYPE, spec)
}

export function receiptDownload(ctx: TempleRequestContext): Response | Promise<Response> {
  const o = findOrder(ctx, offeringOrders(ctx))
  if (!o) return notFound()
  const receipt = offeringReceipt(o, offeringReferences(ctx))
  return receiptsFile(ctx, [receipt], `Offering receipt ${receipt.reference}`, `receipt-${receipt.reference}`)
}

export function donationReceiptDownload(ctx: TempleRequestContext): Response | Promise<Response> {
  const o = findOrder(ctx, donationOrders(ctx))
  if (!o) return notFound()
  const fileType = ctx.url.searchParams.get('file_type') ?? 'pdf'
  if (fileType !== 'pdf') return fieldErrors({ file_type: [`"${fileType}" is not a valid choice.`] })
  const receipt = donationReceipt(o, donationReferences(ctx))
  return receiptsFile(ctx, [receipt], `Donation receipt ${receipt.reference}`, `receipt-${receipt.reference}`)
}

/** The filtered list's receipts in one PDF: the list's filters and order, every page. */
export function donationReceiptsDownload(ctx: TempleRequestContext): Response | Promise<Response> {
  const orders = filteredDonationOrders(ctx)
  if (orders instanceof Response) return orders
  const fileType = ctx.url.searchParams.get('file_type') ?? 'pdf'
  if (fileType !== 'pdf') return fieldErrors({ file_type: [`"${fileType}" is not a valid choice.`] })
  const references = donationReferences(ctx)
  const receipts = sortOrders(orders, ctx.url).map((o) => donationReceipt(o, references))
  return receiptsFile(ctx, receipts, `Donation receipts (${describeFilters(ctx.url)})`, `donation-receipts-${localDate(new Date())}`)
}
