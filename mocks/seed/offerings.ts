/**
 * Seed offerings: 0 to 8 per category, named after the category's catalogue entry, with prices,
 * recurrence, availability and limits spread the way a real temple lists them.
 */
import type {
  BlockPeriod,
  FeeSplitConfigRow,
  FeeSplitNameRow,
  OfferingAddonRow,
  OfferingMeta,
  OfferingRow,
  OfferingTimeRow,
  OfferingType,
  TempleRow,
  Weekday,
} from '../schema'
import { WEEKDAYS } from '../schema'
import { PRICE_BANDS } from './offering-catalogue'
import type { SeededCategory } from './offering-categories'
import { type Rng, rngFor } from './random'
import { daysBeforeReference, seedDate, seedTimestamp } from './time'

const OFFERING_TYPE_WEIGHTS: readonly (readonly [OfferingType, number])[] = [
  ['daily', 50],
  ['weekly', 20],
  ['monthly', 15],
  ['custom', 10],
  ['yearly', 5],
]

const BLOCK_PERIOD_WEIGHTS: readonly (readonly [BlockPeriod, number])[] = [
  ['not_applicable', 75],
  ['day', 10],
  ['week', 6],
  ['month', 5],
  ['hour', 4],
]

const DESCRIPTIONS: readonly ((name: string) => string)[] = [
  (name) => `${name} is performed during the morning pooja. Devotees may collect the prasadam from the counter.`,
  (name) => `${name} performed in the devotee's name and birth star.`,
  (name) => `${name} is conducted by the Melshanthi. Please report at the counter 15 minutes before the pooja.`,
  () => '',
  () => '',
]

function formatAmount(rupees: number): string {
  return rupees.toFixed(2)
}

function sortedWeekdays(days: readonly Weekday[]): Weekday[] {
  return [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b))
}

function buildMeta(rng: Rng, type: OfferingType): OfferingMeta {
  const meta: OfferingMeta = { dates: [], days: [], excludes: [] }
  switch (type) {
    case 'custom':
      meta.dates = Array.from({ length: rng.int(2, 4) }, (_, i) => seedDate(7 + i * rng.int(5, 20)))
      return meta
    case 'weekly':
      meta.days = sortedWeekdays(rng.sample(WEEKDAYS, rng.int(1, 3)))
      break
    case 'monthly':
      meta.days = rng.sample([1, 5, 10, 14, 15, 21, 28], rng.int(1, 2)).sort((a, b) => a - b)
      break
    default:
      break
  }
  if (rng.chance(0.25)) {
    meta.excludes = [seedDate(rng.int(10, 40)), seedDate(rng.int(45, 90))]
  }
  return meta
}

function buildOffering(
  rng: Rng,
  id: number,
  name: string,
  category: SeededCategory,
  temple: TempleRow,
  createdDaysAgo: number,
): OfferingRow {
  const offeringType = rng.weighted(OFFERING_TYPE_WEIGHTS)
  const channels = rng.weighted<'both' | 'offline' | 'online'>([
    ['both', 60],
    ['offline', 25],
    ['online', 15],
  ])
  const availableOffline = channels !== 'online'
  const availableOnline = channels !== 'offline'
  const blockPeriod = rng.weighted(BLOCK_PERIOD_WEIGHTS)
  const dakshinaRequired = temple.enable_dakshina && rng.chance(0.2)
  const describe = rng.pick(DESCRIPTIONS)
  return {
    id,
    temple_id: temple.id,
    category_id: category.row.id,
    name,
    price: formatAmount(rng.pick(PRICE_BANDS[category.source.band])),
    // Only counter-only offerings may let the counter change the price.
    can_change_price: channels === 'offline' && rng.chance(0.3),
    offering_type: offeringType,
    available_online: availableOnline,
    available_offline: availableOffline,
    block_period: blockPeriod,
    block_unit: blockPeriod === 'not_applicable' ? null : rng.int(1, 3),
    repeat_unit: offeringType === 'custom' ? null : 1,
    is_recommended: rng.chance(0.15),
    is_courier_available: Boolean(category.source.courier) && availableOnline && rng.chance(0.5),
    use_closing_time: rng.chance(0.1),
    per_day_limit: rng.chance(0.6) ? null : rng.pick([5, 10, 25, 50, 100]),
    is_dakshina_required: dakshinaRequired,
    min_dakshina_amount: dakshinaRequired ? formatAmount(rng.pick([11, 21, 51, 101])) : null,
    description: describe(name),
    offering_meta: buildMeta(rng, offeringType),
    created_at: seedTimestamp(createdDaysAgo, rng.int(0, 600)),
  }
}

export function seedOfferings(categories: readonly SeededCategory[], temples: readonly TempleRow[]): OfferingRow[] {
  const templeById = new Map(temples.map((t) => [t.id, t]))
  const offerings: OfferingRow[] = []
  for (const category of categories) {
    const temple = templeById.get(category.row.temple_id)
    if (!temple) continue
    const rng = rngFor('offerings', category.row.id)
    const max = Math.min(8, category.source.offerings.length)
    const count = rng.chance(0.1) ? 0 : rng.int(1, max)
    const categoryAge = daysBeforeReference(category.row.created_at)
    for (const name of rng.sample(category.source.offerings, count)) {
      const createdDaysAgo = Math.max(0, categoryAge - rng.int(0, 5))
      offerings.push(buildOffering(rng, offerings.length + 1, name, category, temple, createdDaysAgo))
    }
  }
  return offerings
}

// ---------------------------------------------------------------------------------------------
// Time slots, add-on fields and fee splits
// ---------------------------------------------------------------------------------------------

const SLOT_SETS: readonly (readonly [string, string | null, number | null][])[] = [
  [
    ['05:30:00', '07:00:00', 25],
    ['17:30:00', '19:00:00', 25],
  ],
  [['06:00:00', '08:30:00', 50]],
  [
    ['04:30:00', '06:00:00', 10],
    ['06:00:00', '09:00:00', 20],
    ['18:00:00', '20:00:00', null],
  ],
  [['11:00:00', null, 100]],
]

/** About a quarter of the offerings have time slots; those have no per-day limit. */
export function seedOfferingTimes(offerings: OfferingRow[]): OfferingTimeRow[] {
  const times: OfferingTimeRow[] = []
  for (const offering of offerings) {
    const rng = rngFor('offering-times', offering.id)
    if (!rng.chance(0.25)) continue
    offering.per_day_limit = null
    for (const [from, to, max] of rng.pick(SLOT_SETS)) {
      times.push({
        id: times.length + 1,
        offering_id: offering.id,
        from_time: from,
        to_time: to,
        max_limit: max,
        block_calc_chooser: rng.chance(0.7) ? 'from_time' : 'to_time',
      })
    }
  }
  return times
}

type AddonTemplate = Omit<OfferingAddonRow, 'id' | 'offering_id'>

const ADDON_TEMPLATES: readonly AddonTemplate[] = [
  {
    field_name: 'Gothram',
    field_type: 'str',
    description: "The devotee's gothram, if known.",
    min_length: 1,
    max_length: 50,
    min_value: null,
    max_value: null,
    required: false,
    add_to_price: false,
    allow_multiplier: false,
    multiplier_label: '',
  },
  {
    field_name: 'Number of persons',
    field_type: 'int',
    description: 'How many devotees the offering is made for.',
    min_length: null,
    max_length: null,
    min_value: '1.00',
    max_value: '10.00',
    required: true,
    add_to_price: false,
    allow_multiplier: false,
    multiplier_label: '',
  },
  {
    field_name: 'Ghee (kg)',
    field_type: 'float',
    description: 'Extra ghee for the offering, charged per kg.',
    min_length: null,
    max_length: null,
    min_value: '0.50',
    max_value: '5.00',
    required: false,
    add_to_price: true,
    allow_multiplier: true,
    multiplier_label: 'Price per kg',
  },
]

export function seedOfferingAddons(offerings: readonly OfferingRow[]): OfferingAddonRow[] {
  const addons: OfferingAddonRow[] = []
  for (const offering of offerings) {
    const rng = rngFor('offering-addons', offering.id)
    if (!rng.chance(0.15)) continue
    for (const template of rng.sample(ADDON_TEMPLATES, rng.int(1, 2))) {
      addons.push({ ...template, id: addons.length + 1, offering_id: offering.id })
    }
  }
  return addons
}

export const TEMPLE_FEE_SPLIT_NAMES: readonly string[] = ['Temple', 'Priest', 'Devaswom Board', 'Kazhakam']

const SPLIT_SHARES: readonly (readonly [string, string][])[] = [
  [
    ['Temple', '60.00'],
    ['Priest', '40.00'],
  ],
  [
    ['Temple', '70.00'],
    ['Priest', '20.00'],
    ['Kazhakam', '10.00'],
  ],
  [
    ['Devaswom Board', '50.00'],
    ['Temple', '50.00'],
  ],
]

/** Temple-wide fee-split names for every temple, and a split on about a fifth of the offerings. */
export function seedFeeSplits(
  offerings: readonly OfferingRow[],
  temples: readonly TempleRow[],
): { names: FeeSplitNameRow[]; configs: FeeSplitConfigRow[] } {
  const names: FeeSplitNameRow[] = []
  const configs: FeeSplitConfigRow[] = []
  for (const temple of temples) {
    for (const name of TEMPLE_FEE_SPLIT_NAMES) {
      names.push({ id: names.length + 1, temple_id: temple.id, name, content_object: `temple:${temple.id}` })
    }
  }
  for (const offering of offerings) {
    const rng = rngFor('fee-splits', offering.id)
    if (!rng.chance(0.2)) continue
    configs.push({
      id: configs.length + 1,
      temple_id: offering.temple_id,
      content_object: `offering:${offering.id}`,
      entries: rng.pick(SPLIT_SHARES).map(([name, percent]) => ({ name, percent })),
    })
  }
  return { names, configs }
}
