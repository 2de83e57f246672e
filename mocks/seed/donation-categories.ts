/**
 * Seed donation categories: a handful per temple (temple 1 has more), named like the funds a
 * temple collects for.
 */
import type { DonationCategoryRow, TempleRow } from '../schema'
import { rngFor } from './random'
import { TEMPLE } from './temples'
import { seedTimestamp } from './time'

const CATEGORY_NAMES: readonly string[] = [
  'Annadanam',
  'Temple Renovation',
  'Gau Seva',
  'Festival Fund',
  'Vidya Daanam',
  'Deepam Fund',
  'Pooja Sponsorship',
  'Medical Aid',
  'Vedic School',
  'General Donation',
]

export function seedDonationCategories(temples: readonly TempleRow[]): DonationCategoryRow[] {
  const rows: DonationCategoryRow[] = []
  for (const temple of temples) {
    const rng = rngFor('donation-categories', temple.id)
    const count = temple.id === TEMPLE.padmanabhaswamy ? CATEGORY_NAMES.length : rng.int(3, 6)
    const names = temple.id === TEMPLE.padmanabhaswamy ? CATEGORY_NAMES : rng.sample(CATEGORY_NAMES, count)
    names.forEach((name, index) => {
      rows.push({
        id: rows.length + 1,
        temple_id: temple.id,
        name,
        created_at: seedTimestamp(200 - index * 7, 45),
      })
    })
  }
  return rows
}
