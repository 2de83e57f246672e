/**
 * Seed donations: 2 to 5 per category (temple 1 has enough that the list pages), fixed and open
 * amounts, every donation type, with recurrence meta, limits and block periods.
 */
import type { BlockPeriod, DonationCategoryRow, DonationMeta, DonationRow, DonationType } from '../schema'
import { WEEKDAYS } from '../schema'
import { type Rng, rngFor } from './random'
import { TEMPLE } from './temples'
import { seedDate, seedTimestamp } from './time'

const NAME_SUFFIXES: readonly string[] = ['Seva', 'Sponsorship', 'Contribution', 'Offering', 'Share', 'Fund']
const AMOUNTS: readonly number[] = [51, 101, 251, 501, 1001, 2501, 5001, 10001]

const TYPE_WEIGHTS: readonly (readonly [DonationType, number])[] = [
  ['daily', 50],
  ['weekly', 20],
  ['monthly', 20],
  ['custom', 10],
]

const BLOCK_WEIGHTS: readonly (readonly [BlockPeriod, number])[] = [
  ['not_applicable', 70],
  ['day', 12],
  ['week', 8],
  ['month', 6],
  ['year', 4],
]

function decimal(value: number): string {
  return value.toFixed(2)
}

function buildMeta(rng: Rng, type: DonationType, isDateRequired: boolean): DonationMeta {
  const meta: DonationMeta = { dates: [], days: [], excludes: [] }
  if (!isDateRequired) return meta
  if (type === 'custom') {
    meta.dates = Array.from({ length: rng.int(2, 4) }, (_, i) => seedDate(10 + i * rng.int(6, 18)))
    return meta
  }
  if (type === 'weekly') {
    meta.days = rng.sample(WEEKDAYS, rng.int(1, 3)).sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b))
  }
  if (type === 'monthly') meta.days = rng.sample([1, 5, 10, 15, 20, 28], rng.int(1, 2)).sort((a, b) => a - b)
  if (rng.chance(0.3)) meta.excludes = [seedDate(rng.int(12, 40)), seedDate(rng.int(45, 90))]
  return meta
}

export function seedDonations(categories: readonly DonationCategoryRow[]): DonationRow[] {
  const rows: DonationRow[] = []
  for (const category of categories) {
    const rng = rngFor('donations', category.id)
    const count = category.temple_id === TEMPLE.padmanabhaswamy ? rng.int(3, 5) : rng.int(2, 4)
    // "Deepam Fund Fund" reads badly: a category named '... Fund' gets no 'Fund' suffix.
    const suffixes = rng.sample(
      NAME_SUFFIXES.filter((suffix) => !category.name.endsWith(suffix)),
      count,
    )
    suffixes.forEach((suffix, index) => {
      const fixed = rng.chance(0.65)
      const amount = rng.pick(AMOUNTS)
      const isDateRequired = rng.chance(0.6)
      const type: DonationType = isDateRequired ? rng.weighted(TYPE_WEIGHTS) : 'daily'
      const blockPeriod = rng.weighted(BLOCK_WEIGHTS)
      rows.push({
        id: rows.length + 1,
        temple_id: category.temple_id,
        category_id: category.id,
        name: `${category.name} ${suffix}`,
        amount: fixed ? decimal(amount) : null,
        min_amount: fixed ? null : decimal(amount),
        max_amount: fixed ? null : rng.chance(0.7) ? decimal(amount * 10) : null,
        is_amount_fixed: fixed,
        is_date_required: isDateRequired,
        donation_type: type,
        block_period: blockPeriod,
        block_unit: blockPeriod === 'not_applicable' ? null : rng.int(1, 3),
        per_day_limit: rng.chance(0.4) ? rng.pick([10, 25, 50, 100]) : null,
        repeat_unit: type === 'custom' || !isDateRequired ? null : rng.chance(0.3) ? rng.int(1, 4) : null,
        description: rng.chance(0.5) ? `Supports the temple's ${category.name.toLowerCase()}.` : '',
        donation_meta: buildMeta(rng, type, isDateRequired),
        created_at: seedTimestamp(150 - index * 3, category.id),
      })
    })
  }
  return rows
}
