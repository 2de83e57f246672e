/**
 * The people and moments of a generated order: devotees' names and gothrams, phone numbers, the
 * time of a booking, its channel and its status, and the order's id.
 */
import type { Rng } from '../random'
import type { OrderChannel, OrderStatus } from './records'

const FIRST_NAMES = [
  'Anand',
  'Lakshmi',
  'Gopalan',
  'Sreeja',
  'Madhavan',
  'Parvathy',
  'Krishnan',
  'Devi',
  'Suresh',
  'Meera',
  'Rajesh',
  'Ambika',
  'Vishnu',
  'Saraswathi',
  'Hari',
  'Radha',
  'Mohan',
  'Indira',
  'Balu',
  'Kavya',
  'Unnikrishnan',
  'Sindhu',
  'Prakash',
  'Geetha',
  'Narayanan',
  'Asha',
  'Sankar',
  'Uma',
  'Venu',
  'Divya',
] as const
const LAST_NAMES = [
  'Nair',
  'Menon',
  'Pillai',
  'Iyer',
  'Namboothiri',
  'Warrier',
  'Kurup',
  'Panicker',
  'Varma',
  'Das',
  'Raman',
  'Krishnan',
] as const
export const GOTHRAMS = ['Kashyapa', 'Bharadwaja', 'Vasishta', 'Viswamitra', 'Gautama', 'Atri', 'Jamadagni', 'Agastya', ''] as const

export function person(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
}

export function phone(rng: Rng): string {
  return `+91 9${rng.int(1000, 9999)} ${rng.int(10000, 99999)}`
}

export function time(rng: Rng, fromHour: number, toHour: number): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(rng.int(fromHour, toHour))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`
}

export function pickChannel(rng: Rng, online: boolean, offline: boolean): OrderChannel {
  const entries: [OrderChannel, number][] = []
  if (online) entries.push(['app', 30], ['website', 15])
  if (offline) entries.push(['counter', 40], ['pos', 15])
  return rng.weighted(entries.length ? entries : [['counter', 1]])
}

/** Status of an order whose offering day is past (or not). */
export function pickStatus(rng: Rng, past: boolean): OrderStatus {
  const status = rng.weighted<OrderStatus>([
    ['paid', 78],
    ['created', 5],
    ['attempted', 6],
    ['refunded', 4],
    ['trashed', 3],
    ['complete', 4],
  ])
  if (status === 'complete' && !past) return 'paid'
  if (status === 'paid' && past && rng.chance(0.35)) return 'complete'
  return status
}

export function orderId(day: number, templeId: number, n: number): number {
  return (day * 8 + (templeId % 8)) * 32 + n + 1
}
