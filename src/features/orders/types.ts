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

export interface NamedRef {
  id: number
  name: string
}

export interface Devotee {
  name: string
  birthStar: string
  gothram: string
}

/** An offering order (booking receipt) as the API sends it, camelCased. */
export interface OfferingOrder {
  id: number
  url: string
  status: OrderStatus
  channel: OrderChannel
  bookedBy: string
  bookedByPhone: string
  /** yyyy-MM-dd */
  bookingDate: string
  /** HH:mm:ss */
  bookedTime: string
  offeringDate: string
  offering: string
  offeringDetail: NamedRef
  categoryDetail: NamedRef
  deityDetail: NamedRef | null
  devoteeCount: number
  devotees: Devotee[]
  addons: { fieldName: string; value: string }[]
  price: string
  addonAmount: string
  amount: string
  dakshina: string
  total: string
  feeSplit: { name: string; percent: string; value: string }[]
  starLang: string
}

/** A donation order (donation receipt). */
export interface DonationOrder {
  id: number
  url: string
  status: OrderStatus
  channel: OrderChannel
  bookedBy: string
  bookedByPhone: string
  bookingDate: string
  bookedTime: string
  donationDate: string
  donation: string
  donationDetail: NamedRef
  categoryName: string
  amount: string
}

export interface FinancialItem {
  offering: string
  offeringName: string
  categoryName: string
  amount: string
  count: number
  appCount: number
  counterCount: number
  posCount: number
  websiteCount: number
  dakshina: string
}

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

export interface DownloadLink {
  downloadUrl: string
}

export interface Option {
  id: number
  name: string
}
