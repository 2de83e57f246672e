/**
 * Seed deities: 4 to 7 per temple, the first (and only the first) being the main prathishta.
 * Every offering is assigned to at least one deity of its temple.
 */
import { mediaRef } from '../media'
import type { DeityRow, OfferingRow, TempleRow } from '../schema'
import { rngFor } from './random'
import { TEMPLE } from './temples'
import { daysBeforeReference, seedTimestamp } from './time'

/** Candidate deities per temple, main deity first. */
const DEITY_NAMES: Record<number, readonly string[]> = {
  [TEMPLE.padmanabhaswamy]: [
    'Sree Padmanabhaswamy',
    'Sree Narasimha Moorthy',
    'Sree Krishna Swamy',
    'Sree Ganapathy',
    'Sree Dharma Sastha',
    'Sree Hanuman',
    'Kshetrapalakan',
  ],
  [TEMPLE.guruvayur]: ['Sree Guruvayurappan', 'Sree Ganapathy', 'Sree Ayyappan', 'Edathariyathu Kavu Bhagavathy', 'Sree Hanuman'],
  [TEMPLE.meenakshi]: [
    'Sree Meenakshi Amman',
    'Sree Sundareswarar',
    'Mukkuruni Vinayagar',
    'Sree Murugan',
    'Sree Nataraja',
    'Durgai Amman',
  ],
  [TEMPLE.vadakkunnathan]: [
    'Sree Vadakkunnathan',
    'Sree Parvathy',
    'Sree Ganapathy',
    'Sree Sankaranarayanan',
    'Sree Rama',
    'Sree Dharma Sastha',
  ],
  [TEMPLE.chottanikkara]: ['Sree Rajarajeswari', 'Keezhkavu Bhagavathy', 'Sree Shiva', 'Sree Ganapathy', 'Sree Dharma Sastha'],
}

const FALLBACK_DEITIES: readonly string[] = ['Sree Mahadeva', 'Sree Ganapathy', 'Sree Dharma Sastha', 'Sree Bhagavathy']

export function seedDeities(temples: readonly TempleRow[], offerings: readonly OfferingRow[]): DeityRow[] {
  const deities: DeityRow[] = []
  for (const temple of temples) {
    const rng = rngFor('deities', temple.id)
    const names = DEITY_NAMES[temple.id] ?? FALLBACK_DEITIES
    const [mainName, ...others] = names
    if (mainName === undefined) continue
    const count = rng.int(4, Math.min(7, names.length))
    const picked = [mainName, ...rng.sample(others, count - 1)]
    const ageDays = daysBeforeReference(temple.created_at)
    const templeDeities = picked.map((name, index): DeityRow => {
      const id = deities.length + index + 1
      return {
        id,
        temple_id: temple.id,
        name,
        is_main: index === 0,
        image: index === 0 || rng.chance(0.4) ? mediaRef('deity', id) : null,
        offering_ids: [],
        created_at: seedTimestamp(Math.max(0, ageDays - index), 30),
      }
    })
    const [main, ...rest] = templeDeities
    for (const offering of offerings) {
      if (offering.temple_id !== temple.id || main === undefined) continue
      const assigned = new Set<DeityRow>()
      if (rng.chance(0.6) || rest.length === 0) assigned.add(main)
      if (rest.length > 0 && (assigned.size === 0 || rng.chance(0.3))) assigned.add(rng.pick(rest))
      for (const deity of assigned) deity.offering_ids.push(offering.id)
    }
    deities.push(...templeDeities)
  }
  return deities
}
