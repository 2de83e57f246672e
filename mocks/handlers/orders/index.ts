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
import { fieldErrors, json, notFound, nowIso, paginate, readJsonBody } from '../../helpers'
import { type Route, type TempleRequestContext, route, withTemple } from '../../router'
import type { DonationOrderRecord, OfferingOrderRecord } from '../../seed/orders/records'
import { donationReceiptDownload, donationReceiptsDownload, priestDownload, receiptDownload, receiptsDownload } from './downloads'
import { sortOrders } from './filters'
import {
  donationOrders,
  filteredDonationOrders,
  filteredOfferingOrders,
  findOrder,
  offeringOrders,
  serializeDonationOrder,
  serializeOfferingOrder,
} from './records'
import { financial, financialDownload } from './report'

export const RECEIPT_PAGE_SIZE = 25

/** GET of a filtered list in the order_by order, 25 a page. */
function listOf<T extends OfferingOrderRecord | DonationOrderRecord>(
  filtered: (ctx: TempleRequestContext) => T[] | Response,
  serialize: (ctx: TempleRequestContext, order: T) => object,
): (ctx: TempleRequestContext) => Response {
  return (ctx) => {
    const orders = filtered(ctx)
    if (orders instanceof Response) return orders
    return paginate(ctx.request, sortOrders(orders, ctx.url), (o) => serialize(ctx, o), RECEIPT_PAGE_SIZE)
  }
}

/** GET {id}/ of one order. */
function retrieveOf<T extends { id: number }>(
  all: (ctx: TempleRequestContext) => T[],
  serialize: (ctx: TempleRequestContext, order: T) => object,
): (ctx: TempleRequestContext) => Response {
  return (ctx) => {
    const order = findOrder(ctx, all(ctx))
    return order ? json(serialize(ctx, order)) : notFound()
  }
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

export const orderRoutes: readonly Route[] = [
  route('/order/t-admin/offering-order/', {
    GET: withTemple('view_offeringorder', listOf(filteredOfferingOrders, serializeOfferingOrder)),
  }),
  route('/order/t-admin/offering-order/update/', { PATCH: withTemple('change_offeringorder', markCompleted) }),
  route('/order/t-admin/offering-order/financial/', { GET: withTemple('view_offering_report', financial) }),
  route('/order/t-admin/offering-order/generate-download-link/', { GET: withTemple('view_offeringorder', receiptsDownload) }),
  route('/order/t-admin/offering-order/generate-priest-download-link/', { GET: withTemple('view_offeringorder', priestDownload) }),
  route('/order/t-admin/offering-order/generate-financial-download-link/', { GET: withTemple('view_offering_report', financialDownload) }),
  route('/order/t-admin/offering-order/:id/', {
    GET: withTemple('view_offeringorder', retrieveOf(offeringOrders, serializeOfferingOrder)),
  }),
  route('/order/t-admin/offering-order/:id/generate-download-link/', { GET: withTemple('view_offeringorder', receiptDownload) }),
  route('/order/t-admin/donation-order/', {
    GET: withTemple('view_donationorder', listOf(filteredDonationOrders, serializeDonationOrder)),
  }),
  route('/order/t-admin/donation-order/generate_download_link/', { GET: withTemple('view_donationorder', donationReceiptsDownload) }),
  route('/order/t-admin/donation-order/:id/', {
    GET: withTemple('view_donationorder', retrieveOf(donationOrders, serializeDonationOrder)),
  }),
  route('/order/t-admin/donation-order/:id/generate_download_link/', { GET: withTemple('view_donationorder', donationReceiptDownload) }),
]
