import type { z } from 'zod'
import type {
  DonationOrder as DonationOrderWire,
  DownloadLink as DownloadLinkWire,
  FinancialItem as FinancialItemWire,
  OfferingOrder as OfferingOrderWire,
} from '@contract/money'
import type { Camel } from '@/shared/api/case'
import { msg, type MessageKey } from '@/shared/i18n'

export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'complete', 'refunded', 'trashed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Message keys of the statuses (shown with `t`). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  created: msg('orders.status.created'),
  attempted: msg('orders.status.attempted'),
  paid: msg('orders.status.paid'),
  complete: msg('orders.status.complete'),
  refunded: msg('orders.status.refunded'),
  trashed: msg('orders.status.trashed'),
}

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  created: 'gray',
  attempted: 'orange',
  paid: 'blue',
  complete: 'green',
  refunded: 'purple',
  trashed: 'red',
}

export type OrderChannel = 'app' | 'website' | 'counter' | 'pos'

/** Message keys of the channels (shown with `t`). */
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, MessageKey> = {
  app: msg('orders.channel.app'),
  website: msg('orders.channel.website'),
  counter: msg('orders.channel.counter'),
  pos: msg('orders.channel.pos'),
}

/** An offering order (booking receipt) as the API sends it (contract/money.ts). */
export type OfferingOrder = Camel<z.output<typeof OfferingOrderWire>>

/** A donation order (donation receipt) as the API sends it. */
export type DonationOrder = Camel<z.output<typeof DonationOrderWire>>

/** One offering's line of the financial report as the API sends it. */
export type FinancialItem = Camel<z.output<typeof FinancialItemWire>>

/** A report row: the item with the id the spec assigns by position, from 1. */
export interface FinancialRow extends FinancialItem {
  id: number
}

export interface FinancialTotals {
  amount: string
  count: number
  appCount: number
  counterCount: number
  posCount: number
  websiteCount: number
  dakshina: string
}

export interface FinancialReport {
  items: FinancialRow[]
  totals: FinancialTotals
  granularity: 'day' | 'month'
  series: { period: string; amount: string; count: number }[]
}

export type DownloadLink = Camel<z.output<typeof DownloadLinkWire>>

export interface Option {
  id: number
  name: string
}
