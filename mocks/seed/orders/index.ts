/**
 * Seed offering orders and donation receipts, generated on demand instead of stored.
 *
 * Thousands of orders would make the persisted database (localStorage, parsed at every start)
 * large and slow, so orders are rebuilt from a seeded generator: each temple and day has its own
 * generator (`rngFor('offering-orders', temple, day)`), so an order's id and content never depend
 * on when the backend started. The window runs from 18 months before today up to now (orders
 * booked later today are not there yet); offering dates reach up to a month ahead.
 *
 * Orders are consistent with the seed catalogue (offerings, their categories, deities, prices,
 * add-on fields, fee splits and donations), taken from the seed database, so an offering edited
 * or deleted later keeps its old bookings, as a real order keeps a snapshot.
 *
 * Only status changes are stored (table `orderStatusChanges`); handlers apply them on read.
 * What an order is: records.ts; what it books: catalogue.ts; who and when: people.ts, days.ts.
 */
import { DAY_MS, EPOCH_MS, dateOfDay, dayNumber, localDate, localTime } from './days'
import { DAILY_VOLUME, type TempleCatalogue, templeCatalogue } from './catalogue'
import { GOTHRAMS, orderId, person, phone, pickChannel, pickStatus, time } from './people'
import { BIRTH_STARS, type Devotee, type DonationOrderRecord, type OfferingOrderRecord, type OrderChannel } from './records'
import { rngFor } from '../random'

/** How many days back the seed reaches (about 18 months). */
export const ORDER_HISTORY_DAYS = 548
/** Offering dates reach up to this many days after the booking. */
const MAX_DAYS_AHEAD = 30
/** Ids: ((day * 8 + temple) * 32 + n + 1); at most 31 orders of one kind per temple and day. */
const PER_DAY_CAP = 31

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

function offeringOrdersOfDay(templeId: number, cat: TempleCatalogue, day: number, today: number): OfferingOrderRecord[] {
  const volume = DAILY_VOLUME[templeId]
  if (!volume || cat.offerings.length === 0) return []
  const rng = rngFor('offering-orders', templeId, day)
  const weekend = new Date(EPOCH_MS + day * DAY_MS).getUTCDay() % 6 === 0
  const count = Math.min(
    PER_DAY_CAP,
    rng.int(volume.offerings[0], volume.offerings[1]) + (weekend && volume.offerings[1] > 0 ? rng.int(0, 4) : 0),
  )
  const weights = cat.offerings.map((o) => [o, o.weight] as const)
  const orders: OfferingOrderRecord[] = []
  for (let n = 0; n < count; n += 1) {
    const offering = rng.weighted(weights)
    const row = offering.row
    const channel = pickChannel(rng, row.available_online, row.available_offline)
    const online = channel === 'app' || channel === 'website'
    const ahead = online
      ? rng.weighted([
          [0, 30],
          [1, 25],
          [rng.int(2, 7), 30],
          [rng.int(8, MAX_DAYS_AHEAD), 15],
        ] as const)
      : rng.chance(0.85)
        ? 0
        : rng.int(1, 3)
    const offeringDay = day + ahead
    const devoteeCount = rng.weighted([
      [1, 60],
      [2, 25],
      [3, 10],
      [4, 5],
    ] as const)
    const devotees: Devotee[] = Array.from({ length: devoteeCount }, () => ({
      name: person(rng),
      birth_star: rng.pick(BIRTH_STARS),
      gothram: rng.pick(GOTHRAMS),
    }))
    const bookedBy = rng.chance(0.7) ? (devotees[0]?.name ?? person(rng)) : person(rng)
    const price = Number(row.price)
    let addonAmount = 0
    const addons = offering.addons.map((addon) => {
      if (addon.field_type === 'str') return { field_name: addon.field_name, value: rng.pick(GOTHRAMS) || 'Not known' }
      if (addon.field_type === 'int') return { field_name: addon.field_name, value: String(devoteeCount) }
      const kg = rng.pick([0.5, 1, 1.5, 2])
      if (addon.add_to_price) addonAmount += kg * 250
      return { field_name: addon.field_name, value: kg.toFixed(2) }
    })
    const dakshina = row.is_dakshina_required
      ? Number(row.min_dakshina_amount ?? 0) + (rng.chance(0.3) ? rng.pick([10, 50, 100]) : 0)
      : rng.chance(0.12)
        ? rng.pick([11, 21, 51, 101])
        : 0
    const deity = offering.deities.length ? rng.pick(offering.deities) : null
    orders.push({
      id: orderId(day, templeId, n),
      temple_id: templeId,
      status: pickStatus(rng, offeringDay < today),
      channel,
      booked_by: bookedBy,
      booked_by_phone: phone(rng),
      booking_date: dateOfDay(day),
      booked_time: online ? time(rng, 0, 23) : time(rng, 5, 19),
      offering_date: dateOfDay(offeringDay),
      offering_id: row.id,
      offering_name: row.name,
      category_id: row.category_id,
      category_name: offering.categoryName,
      deity_id: deity?.id ?? null,
      deity_name: deity?.name ?? null,
      price,
      addon_amount: addonAmount,
      amount: price * devoteeCount + addonAmount,
      dakshina,
      devotees,
      addons,
      fee_split: offering.feeSplit,
      star_lang: cat.starLang,
    })
  }
  return orders
}

function donationOrdersOfDay(templeId: number, cat: TempleCatalogue, day: number, today: number): DonationOrderRecord[] {
  const volume = DAILY_VOLUME[templeId]
  if (!volume || cat.donations.length === 0) return []
  const rng = rngFor('donation-orders', templeId, day)
  const count = Math.min(PER_DAY_CAP, rng.int(volume.donations[0], volume.donations[1]))
  const orders: DonationOrderRecord[] = []
  for (let n = 0; n < count; n += 1) {
    const { row, categoryName } = rng.pick(cat.donations)
    const channel = rng.weighted<OrderChannel>([
      ['app', 35],
      ['website', 25],
      ['counter', 30],
      ['pos', 10],
    ])
    const amount = row.is_amount_fixed
      ? Number(row.amount ?? 0)
      : Math.max(Number(row.min_amount ?? 0), rng.pick([101, 251, 501, 1001, 2001, 5001, 10001]))
    const donationDay = row.is_date_required ? day + rng.int(0, 20) : day
    orders.push({
      id: orderId(day, templeId, n),
      temple_id: templeId,
      status: pickStatus(rng, donationDay < today),
      channel,
      booked_by: person(rng),
      booked_by_phone: phone(rng),
      booking_date: dateOfDay(day),
      booked_time: time(rng, 5, 21),
      donation_date: dateOfDay(donationDay),
      donation_id: row.id,
      donation_name: row.name,
      category_name: categoryName,
      amount,
    })
  }
  return orders
}

interface Generated {
  offering: OfferingOrderRecord[]
  donation: DonationOrderRecord[]
}

const cache = new Map<string, Generated>()

function generate(templeId: number, now: Date): Generated {
  const todayDate = localDate(now)
  const key = `${templeId}:${todayDate}`
  const cached = cache.get(key)
  if (cached) return cached
  const today = dayNumber(todayDate)
  const cat = templeCatalogue(templeId)
  const result: Generated = { offering: [], donation: [] }
  if (cat) {
    for (let day = today - ORDER_HISTORY_DAYS + 1; day <= today; day += 1) {
      result.offering.push(...offeringOrdersOfDay(templeId, cat, day, today))
      result.donation.push(...donationOrdersOfDay(templeId, cat, day, today))
    }
  }
  // Only the last day's generation depends on the time of day, so one cache entry per day.
  for (const stale of [...cache.keys()].filter((k) => !k.endsWith(`:${todayDate}`))) cache.delete(stale)
  cache.set(key, result)
  return result
}

/** Orders booked up to now (a booking later today is not there yet). */
function bookedByNow<T extends { booking_date: string; booked_time: string }>(orders: T[], now: Date): T[] {
  const today = localDate(now)
  const clock = localTime(now)
  const cut = orders.findIndex((o) => o.booking_date === today && o.booked_time > clock)
  if (cut === -1) return orders
  return orders.filter((o) => o.booking_date !== today || o.booked_time <= clock)
}

/** Every seeded offering order of a temple, oldest first, without stored status changes. */
export function seededOfferingOrders(templeId: number, now = new Date()): OfferingOrderRecord[] {
  return bookedByNow(generate(templeId, now).offering, now)
}

/** Every seeded donation receipt of a temple, oldest first, without stored status changes. */
export function seededDonationOrders(templeId: number, now = new Date()): DonationOrderRecord[] {
  return bookedByNow(generate(templeId, now).donation, now)
}
