/**
 * What the generated orders book: each temple's offerings (with category, deities, add-on fields,
 * fee split and how often they are booked) and donations, taken once from the seed database, and
 * how many orders a temple takes a day.
 */
import type { Db, DonationRow, OfferingRow, StarLanguage } from '../../schema'
import { buildSeedDb } from '../index'
import { rngFor } from '../random'
import { TEMPLE } from '../temples'

export interface CatalogueOffering {
  row: OfferingRow
  categoryName: string
  deities: { id: number; name: string }[]
  addons: { field_name: string; field_type: string; add_to_price: boolean }[]
  feeSplit: { name: string; percent: string }[]
  weight: number
}

export interface TempleCatalogue {
  starLang: StarLanguage
  offerings: CatalogueOffering[]
  donations: { row: DonationRow; categoryName: string }[]
}

let catalogue: Map<number, TempleCatalogue> | null = null

function buildCatalogue(seed: Db): Map<number, TempleCatalogue> {
  const result = new Map<number, TempleCatalogue>()
  const categoryNames = new Map(seed.offeringCategories.map((c) => [c.id, c.name]))
  const donationCategoryNames = new Map(seed.donationCategories.map((c) => [c.id, c.name]))
  for (const temple of seed.temples) {
    const offerings = seed.offerings
      .filter((o) => o.temple_id === temple.id)
      .map((row): CatalogueOffering => {
        const rng = rngFor('order-weights', row.id)
        return {
          row,
          categoryName: categoryNames.get(row.category_id) ?? '',
          deities: seed.deities.filter((d) => d.offering_ids.includes(row.id)).map((d) => ({ id: d.id, name: d.name })),
          addons: seed.offeringAddons
            .filter((a) => a.offering_id === row.id)
            .map((a) => ({ field_name: a.field_name, field_type: a.field_type, add_to_price: a.add_to_price })),
          feeSplit: seed.feeSplitConfigs.find((c) => c.content_object === `offering:${row.id}`)?.entries ?? [],
          // A few offerings are booked far more often than the rest, like a temple's popular poojas.
          weight: rng.chance(0.2) ? rng.int(8, 15) : rng.int(1, 4),
        }
      })
    const donations = seed.donations
      .filter((d) => d.temple_id === temple.id)
      .map((row) => ({ row, categoryName: donationCategoryNames.get(row.category_id) ?? '' }))
    result.set(temple.id, { starLang: temple.star_lang, offerings, donations })
  }
  return result
}

export function templeCatalogue(templeId: number): TempleCatalogue | undefined {
  catalogue ??= buildCatalogue(buildSeedDb())
  return catalogue.get(templeId)
}

/** Orders per day: temple 1 has real volume; the pending temple none. */
export const DAILY_VOLUME: Record<number, { offerings: [number, number]; donations: [number, number] }> = {
  [TEMPLE.padmanabhaswamy]: { offerings: [7, 16], donations: [1, 5] },
  [TEMPLE.guruvayur]: { offerings: [2, 6], donations: [0, 3] },
  [TEMPLE.meenakshi]: { offerings: [2, 5], donations: [0, 2] },
  [TEMPLE.vadakkunnathan]: { offerings: [0, 0], donations: [0, 0] },
  [TEMPLE.chottanikkara]: { offerings: [0, 2], donations: [0, 1] },
}
