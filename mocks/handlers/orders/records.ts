/**
 * The orders of the current temple as a user sees them: the generated seed orders
 * (seed/orders/) with the stored status changes applied, and their wire format.
 */
import type { z } from 'zod'
import type { DonationOrder, OfferingOrder } from '../../../contract/money'
import { idParam, type RequestContext, type TempleRequestContext } from '../../router'
import { seededDonationOrders, seededOfferingOrders } from '../../seed/orders'
import type { DonationOrderRecord, OfferingOrderRecord, OrderStatus } from '../../seed/orders/records'
import { type Filters, matchesDonation, matchesOffering, readFilters } from './filters'

export const money = (rupees: number): string => rupees.toFixed(2)

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

export function offeringOrders(ctx: TempleRequestContext): OfferingOrderRecord[] {
  return withChanges(seededOfferingOrders(ctx.temple.id), statusChanges(ctx, 'offering'))
}

export function donationOrders(ctx: TempleRequestContext): DonationOrderRecord[] {
  return withChanges(seededDonationOrders(ctx.temple.id), statusChanges(ctx, 'donation'))
}

/** The orders that match the query's filters, or the 400 of a bad filter. */
function filtered<T>(
  ctx: TempleRequestContext,
  orders: (ctx: TempleRequestContext) => T[],
  matches: (o: T, f: Filters) => boolean,
): T[] | Response {
  const filters = readFilters(ctx.url)
  if (filters instanceof Response) return filters
  return orders(ctx).filter((o) => matches(o, filters))
}

export const filteredOfferingOrders = (ctx: TempleRequestContext) => filtered(ctx, offeringOrders, matchesOffering)
export const filteredDonationOrders = (ctx: TempleRequestContext) => filtered(ctx, donationOrders, matchesDonation)

/** The order of the url's id among `orders`. */
export function findOrder<T extends { id: number }>(ctx: TempleRequestContext, orders: T[]): T | undefined {
  const id = idParam(ctx)
  return orders.find((o) => o.id === id)
}

type OrderKind = 'offering' | 'donation'

/** What an order booked: an offering or a donation, its id and name, and the day it is for. */
export function bookedItem(o: OfferingOrderRecord | DonationOrderRecord): { kind: OrderKind; id: number; name: string; date: string } {
  return 'offering_id' in o
    ? { kind: 'offering', id: o.offering_id, name: o.offering_name, date: o.offering_date }
    : { kind: 'donation', id: o.donation_id, name: o.donation_name, date: o.donation_date }
}

/** The wire names of what an order booked: `offering_date`, `offering` (url), `offering_detail`; or the donation's. */
type BookedJson<K extends OrderKind> = Record<`${K}_date` | K, string> & Record<`${K}_detail`, { id: number; name: string }>

/** What both kinds of order show first: id, url, status, the booking, and what was booked for which day. */
function serializeBooking<K extends OrderKind>(ctx: RequestContext, kind: K, o: OfferingOrderRecord | DonationOrderRecord) {
  const item = bookedItem(o)
  const booked = { [`${kind}_date`]: item.date, [kind]: ctx.urls[kind](item.id), [`${kind}_detail`]: { id: item.id, name: item.name } }
  return {
    id: o.id,
    url: ctx.urls.api(`/order/t-admin/${kind}-order/${o.id}/`),
    status: o.status,
    channel: o.channel,
    booked_by: o.booked_by,
    booked_by_phone: o.booked_by_phone,
    booking_date: o.booking_date,
    booked_time: o.booked_time,
    ...(booked as BookedJson<K>),
  }
}

export function serializeOfferingOrder(ctx: TempleRequestContext, o: OfferingOrderRecord): z.output<typeof OfferingOrder> {
  return {
    ...serializeBooking(ctx, 'offering', o),
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

export function serializeDonationOrder(ctx: TempleRequestContext, o: DonationOrderRecord): z.output<typeof DonationOrder> {
  return {
    ...serializeBooking(ctx, 'donation', o),
    category_name: o.category_name,
    amount: money(o.amount),
  }
}
