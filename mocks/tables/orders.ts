/**
 * Row type of the orders' stored state. The orders themselves are generated (seed/orders/), not
 * stored; only what a user changed is kept here.
 */

/** A status change of a seeded order. */
export interface OrderStatusChangeRow {
  id: number
  kind: 'offering' | 'donation'
  order_id: number
  temple_id: number
  status: 'created' | 'attempted' | 'paid' | 'complete' | 'refunded' | 'trashed'
  changed_at: string
}
