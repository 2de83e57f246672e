import { z } from 'zod'
import { moneyField, moneyProblem, moneyUnits } from '@/shared/forms/money'
import { WEEKDAYS, type Weekday } from '@/shared/lib/dates'
import {
  ADDON_FIELD_TYPES,
  BLOCK_CALC_CHOOSERS,
  BLOCK_PERIODS,
  OFFERING_TYPES,
  type Offering,
  type OfferingAddon,
  type OfferingMeta,
  type OfferingTime,
} from './types'

export * from './types'

export const MESSAGES = {
  name: 'Name is required',
  offeringType: 'Invalid Offering Type',
  category: 'Category is required',
  priceRequired: 'Price is required',
  pricePositive: 'Price must be a positive number',
  positive: 'Must be a positive whole number',
  blockPeriod: 'Invalid block period',
  channels: 'Either "Available App/Web" or "Available Counter/POS" must be enabled',
  minDakshina: 'Minimum Dakshina must be 0 or more',
  fromRequired: 'From time is required',
  timesDiffer: 'From and to time must be different',
  toLater: 'To time must be later than from time',
  duplicateTime: 'This time range is already added',
  maxLimit: 'Max limit must be a positive whole number',
  splitName: 'Name is required',
  splitPercent: 'Percent must be between 0 and 100',
  splitSum: 'Sum of percentages should be 100',
  fieldName: 'Field name is required',
  fieldType: 'Field type is required',
  minLength: 'Minimum Length must be greater than or equal to 1',
  maxLength: 'Maximum Length must be greater than or equal to the minimum length',
  multiplierLabel: 'Multiplier label is required',
  minValue: 'Minimum value must be greater than or equal to 0',
  maxValue: 'Maximum value must be greater than or equal to the minimum value',
  number: 'Enter a number',
} as const

const POSITIVE_INT = /^\d+$/

function isPositiveInt(value: string): boolean {
  return POSITIVE_INT.test(value.trim()) && Number(value) > 0
}

function isNumber(value: string): boolean {
  return value.trim() !== '' && Number.isFinite(Number(value))
}

/** Fee-split percentages: 0 to 100 with at most 2 decimals (a DecimalField(5, 2)). */
const PERCENT_LIMITS = { maxDigits: 5, decimalPlaces: 2 } as const

/** An optional positive whole number typed into an input ('' = empty). */
const optionalPositiveInt = z.string().refine((v) => v.trim() === '' || isPositiveInt(v), MESSAGES.positive)

export const timeSlotSchema = z.object({
  id: z.number().optional(),
  url: z.string().optional(),
  /** HH:mm from the time input. */
  fromTime: z.string(),
  toTime: z.string(),
  maxLimit: z.string(),
  blockCalcChooser: z.enum(BLOCK_CALC_CHOOSERS),
})
export type TimeSlotValues = z.infer<typeof timeSlotSchema>

export const feeSplitRowSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.splitName),
  percent: z.string().superRefine((v, ctx) => {
    const message = moneyProblem(v, { required: MESSAGES.splitPercent, limits: PERCENT_LIMITS }) ?? (Number(v) >= 0 && Number(v) <= 100 ? null : MESSAGES.splitPercent)
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
})
export type FeeSplitRowValues = z.infer<typeof feeSplitRowSchema>

export const addonSchema = z
  .object({
    id: z.number().optional(),
    fieldName: z.string().trim().min(1, MESSAGES.fieldName),
    fieldType: z.enum(ADDON_FIELD_TYPES, { error: MESSAGES.fieldType }),
    description: z.string(),
    minLength: z.string(),
    maxLength: z.string(),
    minValue: z.string(),
    maxValue: z.string(),
    required: z.boolean(),
    addToPrice: z.boolean(),
    allowMultiplier: z.boolean(),
    multiplierLabel: z.string(),
  })
  .superRefine((addon, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (addon.fieldType === 'str') {
      if (addon.minLength.trim() !== '' && (!isNumber(addon.minLength) || Number(addon.minLength) < 1)) issue('minLength', MESSAGES.minLength)
      if (addon.maxLength.trim() !== '' && !isNumber(addon.maxLength)) issue('maxLength', MESSAGES.number)
      else if (isNumber(addon.minLength) && isNumber(addon.maxLength) && Number(addon.maxLength) < Number(addon.minLength)) {
        issue('maxLength', MESSAGES.maxLength)
      }
    } else {
      // Value bounds are amounts (added to the price): the shared money rule.
      const minProblem = moneyProblem(addon.minValue, addon.addToPrice ? { min: { kind: 'nonNegative', message: MESSAGES.minValue } } : {})
      const maxProblem = moneyProblem(addon.maxValue)
      if (minProblem) issue('minValue', minProblem)
      if (maxProblem) issue('maxValue', maxProblem)
      else {
        const min = minProblem ? null : moneyUnits(addon.minValue)
        const max = moneyUnits(addon.maxValue)
        if (min !== null && max !== null && max < min) issue('maxValue', MESSAGES.maxValue)
      }
    }
    if (addon.allowMultiplier && addon.multiplierLabel.trim() === '') issue('multiplierLabel', MESSAGES.multiplierLabel)
  })
export type AddonValues = z.infer<typeof addonSchema>

/** The four time-slot rules, in the order they are checked. Null when the slot is fine. */
export function timeSlotError(slot: Pick<TimeSlotValues, 'fromTime' | 'toTime'>, others: readonly Pick<TimeSlotValues, 'fromTime' | 'toTime'>[]): { field: 'fromTime' | 'toTime'; message: string } | null {
  const from = slot.fromTime.slice(0, 5)
  const to = slot.toTime.slice(0, 5)
  if (from === '') return { field: 'fromTime', message: MESSAGES.fromRequired }
  if (to !== '' && to === from) return { field: 'toTime', message: MESSAGES.timesDiffer }
  if (to !== '' && to < from) return { field: 'toTime', message: MESSAGES.toLater }
  if (others.some((o) => o.fromTime.slice(0, 5) === from && o.toTime.slice(0, 5) === to)) {
    return { field: 'fromTime', message: MESSAGES.duplicateTime }
  }
  return null
}

/** Which conditional inputs the form shows for these values (per-day limit, block unit, repeat unit). */
export function shownFields(values: Pick<OfferingValues, 'times' | 'blockPeriod' | 'offeringType'>) {
  return {
    perDayLimit: values.times.length === 0,
    blockUnit: values.blockPeriod !== 'not_applicable',
    repeatUnit: values.offeringType !== 'custom',
  }
}

/**
 * The form-level rules run with the field rules (not only once every field is valid), so the
 * first submit shows every message; they need the form's shape, which the form always gives.
 */
function isFormShaped(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return Array.isArray(v.times) && Array.isArray(v.feeSplit) && typeof v.blockPeriod === 'string' && typeof v.offeringType === 'string'
}

export const offeringSchema = z
  .object({
    name: z.string().trim().min(1, MESSAGES.name).max(200, 'Use at most 200 characters'),
    price: moneyField({ required: MESSAGES.priceRequired, min: { kind: 'positive', message: MESSAGES.pricePositive } }),
    canChangePrice: z.boolean(),
    category: z.string().min(1, MESSAGES.category),
    assignedDeities: z.array(z.string()),
    offeringType: z.string().refine((v) => (OFFERING_TYPES as readonly string[]).includes(v), MESSAGES.offeringType),
    availableOnline: z.boolean(),
    availableOffline: z.boolean(),
    blockPeriod: z.string().refine((v) => (BLOCK_PERIODS as readonly string[]).includes(v), MESSAGES.blockPeriod),
    // blockUnit, repeatUnit and perDayLimit are checked below, only while their inputs are shown.
    blockUnit: z.string(),
    repeatUnit: z.string(),
    isRecommended: z.boolean(),
    isCourierAvailable: z.boolean(),
    useClosingTime: z.boolean(),
    perDayLimit: z.string(),
    isDakshinaRequired: z.boolean(),
    minDakshinaAmount: moneyField({ min: { kind: 'nonNegative', message: MESSAGES.minDakshina } }),
    description: z.string().max(2000, 'Use at most 2000 characters'),
    dates: z.array(z.string()),
    weekdays: z.array(z.enum(WEEKDAYS)),
    monthDays: z.array(z.number().int().min(1).max(31)),
    excludes: z.array(z.string()),
    times: z.array(timeSlotSchema),
    feeSplit: z.array(feeSplitRowSchema),
    addons: z.array(addonSchema),
  })
  .superRefine((values, ctx) => {
    // A hidden input never blocks the submit (its value is not sent either, see buildOfferingPayload).
    const shown = shownFields(values)
    for (const name of ['perDayLimit', 'blockUnit', 'repeatUnit'] as const) {
      if (shown[name] && !optionalPositiveInt.safeParse(values[name]).success) {
        ctx.addIssue({ code: 'custom', path: [name], message: MESSAGES.positive })
      }
    }
    if (!values.availableOnline && !values.availableOffline) {
      ctx.addIssue({ code: 'custom', path: ['availableOnline'], message: MESSAGES.channels })
    }
    values.times.forEach((slot, index) => {
      const problem = timeSlotError(slot, values.times.slice(0, index))
      if (problem) ctx.addIssue({ code: 'custom', path: ['times', index, problem.field], message: problem.message })
      if (slot.maxLimit.trim() !== '' && !isPositiveInt(slot.maxLimit)) {
        ctx.addIssue({ code: 'custom', path: ['times', index, 'maxLimit'], message: MESSAGES.maxLimit })
      }
    })
    if (values.feeSplit.length > 0 && !splitSumIs100(values.feeSplit)) {
      ctx.addIssue({ code: 'custom', path: ['feeSplit', 'root'], message: MESSAGES.splitSum })
    }
  }, { when: (payload) => isFormShaped(payload.value) })

export type OfferingValues = z.infer<typeof offeringSchema>

/** Sum in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function splitSumIs100(rows: readonly { percent: string }[]): boolean {
  return rows.reduce((sum, row) => sum + Math.round(Number(row.percent || 0) * 100), 0) === 10000
}

/** price × percent / 100, 2 decimals ('' when either is not a number). */
export function splitValue(price: string, percent: string): string {
  // In paise and hundredths of a percent, so 150 × 33.33% is 50.00 (not 49.99 from float error).
  const paise = moneyUnits(price)
  const hundredths = moneyUnits(percent, PERCENT_LIMITS)
  if (paise === null || hundredths === null) return ''
  return (Math.round((paise * hundredths) / 10000) / 100).toFixed(2)
}

// ---------------------------------------------------------------------------------------------
// Defaults
// ---------------------------------------------------------------------------------------------

export function emptyTimeSlot(): TimeSlotValues {
  return { fromTime: '', toTime: '', maxLimit: '', blockCalcChooser: 'from_time' }
}

export function emptyAddon(): AddonValues {
  return {
    fieldName: '',
    fieldType: 'str',
    description: '',
    minLength: '',
    maxLength: '',
    minValue: '',
    maxValue: '',
    required: false,
    addToPrice: false,
    allowMultiplier: false,
    multiplierLabel: '',
  }
}

const text = (value: number | string | null | undefined): string => (value === null || value === undefined ? '' : String(value))

/** Decimal strings like "10.00" shown without trailing zeros in inputs. */
const decimalText = (value: string | null): string => (value === null ? '' : String(Number(value)))

export function timeSlotValues(time: OfferingTime): TimeSlotValues {
  return {
    id: time.id,
    url: time.url,
    fromTime: time.fromTime.slice(0, 5),
    toTime: time.toTime ? time.toTime.slice(0, 5) : '',
    maxLimit: text(time.maxLimit),
    blockCalcChooser: time.blockCalcChooser,
  }
}

export function addonValues(addon: OfferingAddon): AddonValues {
  return {
    id: addon.id,
    fieldName: addon.fieldName,
    fieldType: addon.fieldType,
    description: addon.description,
    minLength: text(addon.minLength),
    maxLength: text(addon.maxLength),
    minValue: decimalText(addon.minValue),
    maxValue: decimalText(addon.maxValue),
    required: addon.required,
    addToPrice: addon.addToPrice,
    allowMultiplier: addon.allowMultiplier,
    multiplierLabel: addon.multiplierLabel,
  }
}

function isWeekday(day: number | Weekday): day is Weekday {
  return typeof day === 'string'
}

export function offeringDefaults(
  offering?: Offering,
  extras: { addons?: OfferingAddon[]; feeSplit?: { name: string; percent: string }[] } = {},
): OfferingValues {
  const meta = offering?.offeringMeta
  return {
    name: offering?.name ?? '',
    price: offering ? decimalText(offering.price) : '',
    canChangePrice: offering?.canChangePrice ?? false,
    category: offering?.category ?? '',
    assignedDeities: offering?.assignedDeities ?? [],
    offeringType: offering?.offeringType ?? 'weekly',
    availableOnline: offering?.availableOnline ?? true,
    availableOffline: offering?.availableOffline ?? true,
    blockPeriod: offering?.blockPeriod ?? 'not_applicable',
    blockUnit: text(offering?.blockUnit),
    repeatUnit: offering ? text(offering.repeatUnit) : '1',
    isRecommended: offering?.isRecommended ?? false,
    isCourierAvailable: offering?.isCourierAvailable ?? false,
    useClosingTime: offering?.useClosingTime ?? false,
    perDayLimit: text(offering?.perDayLimit),
    isDakshinaRequired: offering?.isDakshinaRequired ?? false,
    minDakshinaAmount: offering?.minDakshinaAmount ? decimalText(offering.minDakshinaAmount) : '',
    description: offering?.description ?? '',
    dates: meta?.dates ?? [],
    weekdays: offering?.offeringType === 'weekly' ? (meta?.days.filter(isWeekday) ?? []) : [],
    monthDays: offering?.offeringType === 'monthly' ? (meta?.days.filter((d): d is number => typeof d === 'number') ?? []) : [],
    excludes: meta?.excludes ?? [],
    times: offering?.offeringTimes.map(timeSlotValues) ?? [],
    feeSplit: extras.feeSplit?.map((e) => ({ name: e.name, percent: decimalText(e.percent) })) ?? [],
    addons: extras.addons?.map(addonValues) ?? [],
  }
}

// ---------------------------------------------------------------------------------------------
// Payload building (spec section 5)
// ---------------------------------------------------------------------------------------------

/** The offering's meta from the form: custom → dates; weekly/monthly → days; others → excludes. */
export function metaFromValues(values: Pick<OfferingValues, 'offeringType' | 'dates' | 'weekdays' | 'monthDays' | 'excludes'>): OfferingMeta {
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

/** Empty meta lists are dropped; an all-empty meta is dropped altogether. */
export function compactMeta(meta: OfferingMeta): Partial<OfferingMeta> | undefined {
  const out: Partial<OfferingMeta> = {}
  if (meta.dates.length) out.dates = meta.dates
  if (meta.days.length) out.days = meta.days
  if (meta.excludes.length) out.excludes = meta.excludes
  return Object.keys(out).length ? out : undefined
}

const nullIfEmpty = (value: string): number | null => (value.trim() === '' ? null : Number(value))

/**
 * The offering's fields as the API takes them (camelCase; the client makes snake_case):
 * price as a number; blockUnit only when a block period applies; repeatUnit omitted for custom;
 * empty perDayLimit and minDakshinaAmount as null (perDayLimit also null with time slots);
 * useClosingTime only for counter-only offerings; empty meta dropped.
 */
export function buildOfferingPayload(values: OfferingValues): Record<string, unknown> {
  const counterOnly = values.availableOffline && !values.availableOnline
  const payload: Record<string, unknown> = {
    name: values.name.trim(),
    price: Number(values.price),
    canChangePrice: values.availableOffline && values.canChangePrice,
    category: values.category,
    assignedDeities: values.assignedDeities,
    offeringType: values.offeringType,
    availableOnline: values.availableOnline,
    availableOffline: values.availableOffline,
    blockPeriod: values.blockPeriod,
    isRecommended: values.isRecommended,
    isCourierAvailable: values.isCourierAvailable,
    useClosingTime: counterOnly && values.useClosingTime,
    perDayLimit: values.times.length > 0 ? null : nullIfEmpty(values.perDayLimit),
    isDakshinaRequired: values.isDakshinaRequired,
    minDakshinaAmount: nullIfEmpty(values.minDakshinaAmount),
    description: values.description,
  }
  if (values.blockPeriod !== 'not_applicable') payload.blockUnit = nullIfEmpty(values.blockUnit)
  if (values.offeringType !== 'custom') payload.repeatUnit = nullIfEmpty(values.repeatUnit)
  const meta = compactMeta(metaFromValues(values))
  if (meta) payload.offeringMeta = meta
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

/** What to add to and remove from the stored meta so it becomes the form's meta. */
export function metaDiff(before: OfferingMeta, after: OfferingMeta): { add: Partial<OfferingMeta> | undefined; remove: Partial<OfferingMeta> | undefined } {
  const minus = <T>(a: readonly T[], b: readonly T[]) => a.filter((v) => !b.includes(v))
  return {
    add: compactMeta({ dates: minus(after.dates, before.dates), days: minus(after.days, before.days), excludes: minus(after.excludes, before.excludes) }),
    remove: compactMeta({ dates: minus(before.dates, after.dates), days: minus(before.days, after.days), excludes: minus(before.excludes, after.excludes) }),
  }
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
    maxLimit: nullIfEmpty(slot.maxLimit),
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
        stored.fromTime === body.fromTime && stored.toTime === body.toTime && stored.maxLimit === body.maxLimit && stored.blockCalcChooser === body.blockCalcChooser
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
  const text = addon.fieldType === 'str'
  const float = addon.fieldType === 'float'
  const int = addon.fieldType === 'int'
  const num = (v: string) => (v.trim() === '' ? null : Number(v))
  const min = num(addon.minValue)
  const max = num(addon.maxValue)
  return {
    fieldName: addon.fieldName.trim(),
    fieldType: addon.fieldType,
    dataType: addon.fieldType,
    description: addon.description,
    minLength: text ? num(addon.minLength) : null,
    maxLength: text ? num(addon.maxLength) : null,
    minValue: text || min === null ? null : int ? Math.floor(min) : min,
    maxValue: text || max === null ? null : int ? Math.ceil(max) : max,
    required: addon.required,
    addToPrice: float && addon.addToPrice,
    allowMultiplier: float && addon.allowMultiplier,
    multiplierLabel: float && addon.allowMultiplier ? addon.multiplierLabel.trim() : '',
    offering: offeringUrl,
  }
}

/** Changing the type away from float clears addToPrice and allowMultiplier (and the label). */
export function addonAfterTypeChange(addon: AddonValues, fieldType: AddonValues['fieldType']): AddonValues {
  if (fieldType === 'float') return { ...addon, fieldType }
  return { ...addon, fieldType, addToPrice: false, allowMultiplier: false, multiplierLabel: '' }
}

/** Online on clears canChangePrice; offline off clears it too. */
export function channelsAfterToggle(
  values: Pick<OfferingValues, 'availableOnline' | 'availableOffline' | 'canChangePrice' | 'useClosingTime'>,
  channel: 'availableOnline' | 'availableOffline',
  on: boolean,
) {
  const next = { ...values, [channel]: on }
  if ((channel === 'availableOnline' && on) || (channel === 'availableOffline' && !on)) next.canChangePrice = false
  if (!(next.availableOffline && !next.availableOnline)) next.useClosingTime = false
  return next
}

export function buildSplitEntries(rows: readonly FeeSplitRowValues[]): { name: string; percent: number }[] {
  return rows.map((r) => ({ name: r.name.trim(), percent: Number(r.percent) }))
}
