/**
 * What a generated order is: its statuses and channels, the devotees of an offering order, and
 * the offering order and donation receipt records the handlers serve (handlers/orders/).
 */
import type { StarLanguage } from '../../schema'
import { MALAYALAM_BIRTH_STARS } from '../../../contract/birth-stars'

export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'complete', 'refunded', 'trashed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_CHANNELS = ['app', 'website', 'counter', 'pos'] as const
export type OrderChannel = (typeof ORDER_CHANNELS)[number]

/** The 27 birth stars as the Malayalam list names them (the order's `birth_star`). */
export const BIRTH_STARS = MALAYALAM_BIRTH_STARS

export interface Devotee {
  name: string
  birth_star: string
  gothram: string
}

/** What offering orders and donation receipts share: who booked what when, and the status. */
interface OrderRecordBase {
  id: number
  temple_id: number
  status: OrderStatus
  channel: OrderChannel
  booked_by: string
  booked_by_phone: string
  /** yyyy-MM-dd */
  booking_date: string
  /** HH:mm:ss */
  booked_time: string
}

export interface OfferingOrderRecord extends OrderRecordBase {
  offering_date: string
  offering_id: number
  offering_name: string
  category_id: number
  category_name: string
  deity_id: number | null
  deity_name: string | null
  /** Rupees. */
  price: number
  addon_amount: number
  amount: number
  dakshina: number
  devotees: Devotee[]
  addons: { field_name: string; value: string }[]
  fee_split: { name: string; percent: string }[]
  star_lang: StarLanguage
}

export interface DonationOrderRecord extends OrderRecordBase {
  /** The date the donation is for (the booking date when the donation needs no date). */
  donation_date: string
  donation_id: number
  donation_name: string
  category_name: string
  amount: number
}
