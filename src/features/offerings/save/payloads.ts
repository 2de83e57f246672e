/** Form values → API bodies (spec section 5). camelCase here; the client sends snake_case. */
import { numberOrNull } from '@/shared/forms/money'
import { WEEKDAYS, type Weekday } from '@/shared/lib/dates'
import { compactMeta, hasMeta } from '@/shared/lib/schedule-meta'
import { addonValues } from '../form/defaults'
import { addonShows, channelRules } from '../form/rules'
import type { AddonValues, FeeSplitRowValues, OfferingValues, TimeSlotValues } from '../schemas'
import type { FeeSplitConfig, OfferingAddon, OfferingMeta, OfferingTime } from '../types'

/** The offering's meta from the form: custom → dates; weekly/monthly → days; others → excludes. */
export function metaFromValues(
  values: Pick<OfferingValues, 'offeringType' | 'dates' | 'weekdays' | 'monthDays' | 'excludes'>,
): OfferingMeta {
  const custom = values.offeringType === 'custom'
  const days: (number | Weekday)[] =
    values.offeringType === 'weekly'
      ? WEEKDAYS.filter((d) => values.weekdays.includes(d))
      : values.offeringType === 'monthly'
        ? [...values.monthDays].sort((a, b) => a - b)
        : []
  return {
    dates: custom ? [...values.dates].sort() : [],
    days,
    excludes: custom ? [] : [...values.excludes].sort(),
  }
}

/**
 * The offering's fields as the API takes them: price as a number; blockUnit only when a block
 * period applies; repeatUnit omitted for custom; empty perDayLimit and minDakshinaAmount as null
 * (perDayLimit also null with time slots); canChangePrice only with the counter, useClosingTime
 * only for counter-only offerings; empty meta dropped.
 */
export function buildOfferingPayload(values: OfferingValues): Record<string, unknown> {
  const allowed = channelRules(values)
  const payload: Record<string, unknown> = {
    name: values.name.trim(),
    price: Number(values.price),
    canChangePrice: allowed.canChangePrice && values.canChangePrice,
    category: values.category,
    assignedDeities: values.assignedDeities,
    offeringType: values.offeringType,
    availableOnline: values.availableOnline,
    availableOffline: values.availableOffline,
    blockPeriod: values.blockPeriod,
    isRecommended: values.isRecommended,
    isCourierAvailable: values.isCourierAvailable,
    useClosingTime: allowed.useClosingTime && values.useClosingTime,
    perDayLimit: values.times.length > 0 ? null : numberOrNull(values.perDayLimit),
    isDakshinaRequired: values.isDakshinaRequired,
    minDakshinaAmount: numberOrNull(values.minDakshinaAmount),
    description: values.description,
  }
  if (values.blockPeriod !== 'not_applicable') payload.blockUnit = numberOrNull(values.blockUnit)
  if (values.offeringType !== 'custom') payload.repeatUnit = numberOrNull(values.repeatUnit)
  const meta = compactMeta(metaFromValues(values))
  if (hasMeta(meta)) payload.offeringMeta = meta
  return payload
}

/**
 * An edit's PATCH body: only the fields whose payload value changed, plus assignedDeities always.
 * Meta is not in it: meta changes travel through offering_meta/add/ and /remove/.
 */
export function buildOfferingChanges(initial: OfferingValues, values: OfferingValues): Record<string, unknown> {
  const before = buildOfferingPayload(initial)
  const after = buildOfferingPayload(values)
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (key === 'offeringMeta') continue
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = value
  }
  // blockUnit is sent only while a block period applies (spec): when the period becomes
  // 'not applicable' it is dropped, not nulled (docs/decisions/010-block-unit-on-edit.md).
  changes.assignedDeities = after.assignedDeities
  return changes
}

export interface TimeBody {
  fromTime: string
  toTime: string | null
  maxLimit: number | null
  blockCalcChooser: TimeSlotValues['blockCalcChooser']
}

export function buildTimePayload(slot: TimeSlotValues): TimeBody {
  const seconds = (t: string) => (t.length === 5 ? `${t}:00` : t)
  return {
    fromTime: seconds(slot.fromTime),
    toTime: slot.toTime === '' ? null : seconds(slot.toTime),
    maxLimit: numberOrNull(slot.maxLimit),
    blockCalcChooser: slot.blockCalcChooser,
  }
}

/** Slots to create, update (changed) and delete (removed) to go from the stored times to the form's. */
export function timesDiff(before: readonly OfferingTime[], after: readonly TimeSlotValues[]) {
  const kept = new Set(after.flatMap((s) => (s.url ? [s.url] : [])))
  return {
    create: after.filter((s) => !s.url).map(buildTimePayload),
    update: after.flatMap((s) => {
      const stored = before.find((t) => t.url === s.url)
      if (!s.url || !stored) return []
      const body = buildTimePayload(s)
      const same =
        stored.fromTime === body.fromTime &&
        stored.toTime === body.toTime &&
        stored.maxLimit === body.maxLimit &&
        stored.blockCalcChooser === body.blockCalcChooser
      return same ? [] : [{ url: s.url, body }]
    }),
    remove: before.filter((t) => !kept.has(t.url)).map((t) => t.url),
  }
}

export interface AddonPayload {
  fieldName: string
  fieldType: AddonValues['fieldType']
  dataType: AddonValues['fieldType']
  description: string
  minLength: number | null
  maxLength: number | null
  minValue: number | null
  maxValue: number | null
  required: boolean
  addToPrice: boolean
  allowMultiplier: boolean
  multiplierLabel: string
  offering: string
}

/**
 * An add-on field for the API: text fields send length bounds, numbers value bounds; integer
 * bounds are rounded (minimum down, maximum up); addToPrice/allowMultiplier only for float.
 */
export function buildAddonPayload(addon: AddonValues, offeringUrl: string): AddonPayload {
  const shows = addonShows(addon.fieldType)
  const min = numberOrNull(addon.minValue)
  const max = numberOrNull(addon.maxValue)
  return {
    fieldName: addon.fieldName.trim(),
    fieldType: addon.fieldType,
    dataType: addon.fieldType,
    description: addon.description,
    minLength: shows.lengths ? numberOrNull(addon.minLength) : null,
    maxLength: shows.lengths ? numberOrNull(addon.maxLength) : null,
    minValue: !shows.values || min === null ? null : shows.rounded ? Math.floor(min) : min,
    maxValue: !shows.values || max === null ? null : shows.rounded ? Math.ceil(max) : max,
    required: addon.required,
    addToPrice: shows.priceOptions && addon.addToPrice,
    allowMultiplier: shows.priceOptions && addon.allowMultiplier,
    multiplierLabel: shows.priceOptions && addon.allowMultiplier ? addon.multiplierLabel.trim() : '',
    offering: offeringUrl,
  }
}

/** Whether a form add-on would send the same body as the stored one (no PUT needed). */
export function sameAddon(addon: AddonValues, stored: OfferingAddon | undefined, offeringUrl: string): boolean {
  return (
    stored !== undefined &&
    JSON.stringify(buildAddonPayload(addonValues(stored), offeringUrl)) === JSON.stringify(buildAddonPayload(addon, offeringUrl))
  )
}

export function buildSplitEntries(rows: readonly FeeSplitRowValues[]): { name: string; percent: number }[] {
  return rows.map((r) => ({ name: r.name.trim(), percent: Number(r.percent) }))
}

/** Whether the form's split rows are what is stored (then nothing is sent). */
export function sameSplit(rows: readonly FeeSplitRowValues[], existing: FeeSplitConfig | null): boolean {
  const stored = existing?.entries.map((e) => ({ name: e.name, percent: Number(e.percent) })) ?? []
  return JSON.stringify(buildSplitEntries(rows)) === JSON.stringify(stored)
}
