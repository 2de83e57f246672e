/**
 * Extra temples for the staff area: enough rows that the staff search and the approval tables
 * really page (10 a page). They are added after the catalogue seed, so they have no categories,
 * deities or offerings (the staff dialog shows its empty states for them), and nobody
 * administers them until staff add a user. Every fifth is a pending registration, every sixth
 * approved one is deactivated; a dozen have a bank account waiting for approval.
 */
import type { BankAccountRow, ModuleRecordRow, TempleRow } from '../schema'
import { RESET_MODULES } from '../schema'
import { rngFor } from './random'
import { seedTimestamp } from './time'

/** How many extra temples the staff seed adds (ids follow the documented five). */
export const EXTRA_TEMPLE_COUNT = 60

const DEITIES = [
  'Sree Krishna',
  'Sree Mahadeva',
  'Bhagavathy',
  'Sree Ayyappa',
  'Sree Ganapathy',
  'Sree Rama',
  'Narasimha Moorthy',
  'Subrahmanya Swamy',
  'Devi',
  'Sree Dharma Sastha',
]

const PLACES: readonly (readonly [city: string, district: string, state: string, lat: number, lng: number])[] = [
  ['Ambalapuzha', 'Alappuzha', 'Kerala', 9.3835, 76.3597],
  ['Kottayam', 'Kottayam', 'Kerala', 9.5916, 76.5222],
  ['Kodungallur', 'Thrissur', 'Kerala', 10.2269, 76.1978],
  ['Aranmula', 'Pathanamthitta', 'Kerala', 9.3297, 76.6874],
  ['Ettumanoor', 'Kottayam', 'Kerala', 9.6706, 76.5605],
  ['Thiruvalla', 'Pathanamthitta', 'Kerala', 9.3835, 76.5741],
  ['Kannur', 'Kannur', 'Kerala', 11.8745, 75.3704],
  ['Palakkad', 'Palakkad', 'Kerala', 10.7867, 76.6548],
  ['Kanchipuram', 'Kanchipuram', 'Tamil Nadu', 12.8342, 79.7036],
  ['Udupi', 'Udupi', 'Karnataka', 13.3409, 74.7421],
  ['Kollam', 'Kollam', 'Kerala', 8.8932, 76.6141],
  ['Vaikom', 'Kottayam', 'Kerala', 9.7486, 76.3964],
]

/** Ids of the extra temples start after the documented ones. */
const FIRST_ID = 6

function extraTemple(index: number): TempleRow {
  const id = FIRST_ID + index
  const rng = rngFor('staff-temples', id)
  const deity = DEITIES[index % DEITIES.length] as string
  const [city, district, state, lat, lng] = PLACES[Math.floor(index / DEITIES.length) % PLACES.length] as (typeof PLACES)[number]
  const name = `${deity} Temple ${city}`
  const pending = index % 5 === 2
  const deactivated = !pending && index % 6 === 5
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    id,
    name,
    slug,
    is_active: !pending && !deactivated,
    approval_status: pending ? 'pending' : 'approved',
    counter_name: '',
    email: `office@${slug}.example.org`,
    phone: `+91 94470 ${String(30000 + id).padStart(5, '0')}`,
    contact_no_1: null,
    contact_no_2: null,
    whatsapp_no: null,
    opening_time: '05:00:00',
    closing_time: '20:00:00',
    offline_consolidation_time: null,
    enable_dakshina: false,
    dakshina_in_consolidation: false,
    star_lang: state === 'Tamil Nadu' ? 'tamil' : state === 'Karnataka' ? 'kannada' : 'malayalam',
    description: `${deity} temple in ${city}.`,
    address: {
      address_line_1: `Temple Road ${rng.int(1, 40)}`,
      address_line_2: '',
      city,
      district,
      state,
      pincode: String(rng.int(670001, 695999)),
    },
    location: { latitude: Number((lat + rng.float() / 50).toFixed(4)), longitude: Number((lng + rng.float() / 50).toFixed(4)) },
    images: { cover: null, display: null, logo: null },
    reset_ref_on_year_change: true,
    ref_no_padding: 4,
    order_ref_no_tpl: 'ORD/[year]/[month]/[no]',
    offering_receipt_ref_no_tpl: 'OFR/[year]/[month]/[no]',
    donation_receipt_ref_no_tpl: 'DON/[year]/[month]/[no]',
    voucher_ref_no_tpl: 'VOU/[finyearstart]-[finyearend]/[no]',
    invoice_ref_no_tpl: 'INV/[finyearstart]-[finyearend]/[no]',
    tds: 0,
    commission_percent: null,
    commission_min: null,
    commission_max: null,
    // Newer ids were created later (ids grow with created_at, so "newest first" is "-id").
    created_at: seedTimestamp(EXTRA_TEMPLE_COUNT + 5 - index, rng.int(0, 600)),
  }
}

export function seedExtraTemples(): TempleRow[] {
  return Array.from({ length: EXTRA_TEMPLE_COUNT }, (_, index) => extraTemple(index))
}

/**
 * Bank accounts of twelve approved extra temples, all waiting for staff (inactive); every
 * other one has no merchant id yet, so approving it needs one.
 */
export function seedPendingBankAccounts(temples: readonly TempleRow[], firstId: number): BankAccountRow[] {
  const candidates = temples.filter((t) => t.id >= FIRST_ID && t.approval_status === 'approved').slice(0, 12)
  return candidates.map((temple, index) => {
    const rng = rngFor('staff-bank', temple.id)
    return {
      id: firstId + index,
      temple_id: temple.id,
      acc_name: `${temple.name} Devaswom`,
      acc_number: String(rng.int(100000000, 999999999)) + String(rng.int(100, 999)),
      ifsc: `${rng.pick(['SBIN', 'FDRL', 'CNRB', 'IOBA'])}0${String(rng.int(100000, 999999))}`,
      branch_name: temple.address.city,
      cancelled_cheque: null,
      merchant_id: index % 2 === 0 ? null : `MID-${String(temple.id).padStart(4, '0')}`,
      is_active: false,
      updated_at: seedTimestamp(20 - index, rng.int(0, 600)),
    }
  })
}

/** Module records of the documented temples: one per module every 30 days over the last year. */
export function seedModuleRecords(temples: readonly TempleRow[]): ModuleRecordRow[] {
  const rows: ModuleRecordRow[] = []
  for (const temple of temples.filter((t) => t.id < FIRST_ID)) {
    for (let daysAgo = 0; daysAgo < 360; daysAgo += 30) {
      for (const module of RESET_MODULES) {
        rows.push({ id: rows.length + 1, temple_id: temple.id, module, created_at: seedTimestamp(daysAgo, 60) })
      }
    }
  }
  return rows
}
