/**
 * Seed offering categories. Temple 1 has enough categories for three pages of 20; the other
 * temples have 5 to 12. Ids grow with created_at, so "newest first" is "-id".
 */
import type { OfferingCategoryRow, TempleRow } from '../schema'
import { KERALA_CATALOGUE, TAMIL_CATALOGUE, type CatalogueCategory } from './offering-catalogue'
import { rngFor } from './random'
import { TEMPLE, TEMPLE_REGION } from './temples'
import { daysBeforeReference, seedTimestamp } from './time'

/** Number of categories of temple 1 (three list pages at the default page size). */
export const TEMPLE_1_CATEGORY_COUNT = 48

export interface SeededCategory {
  row: OfferingCategoryRow
  /** The catalogue entry the category came from: its offerings feed the offering seed. */
  source: CatalogueCategory
}

export function seedOfferingCategories(temples: readonly TempleRow[]): SeededCategory[] {
  const seeded: SeededCategory[] = []
  for (const temple of temples) {
    const rng = rngFor('offering-categories', temple.id)
    const catalogue = TEMPLE_REGION[temple.id] === 'tamil' ? TAMIL_CATALOGUE : KERALA_CATALOGUE
    const count = temple.id === TEMPLE.padmanabhaswamy ? TEMPLE_1_CATEGORY_COUNT : rng.int(5, Math.min(12, catalogue.length))
    const picked = rng.sample(catalogue, count)
    const ageDays = Math.max(1, daysBeforeReference(temple.created_at))
    picked.forEach((source, index) => {
      // Spread creation over the temple's lifetime, oldest first.
      const daysAgo = Math.floor((ageDays * (count - index)) / (count + 1))
      seeded.push({
        row: {
          id: seeded.length + 1,
          temple_id: temple.id,
          name: source.name,
          created_at: seedTimestamp(daysAgo, 60 - index),
        },
        source,
      })
    })
  }
  return seeded
}
