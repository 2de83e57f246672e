/**
 * Cross-field rules of the offering editor, as pure functions: which inputs are shown, how one
 * value changes others, and the checks that read more than one field. The zod schemas
 * (schemas.ts) and the editor's sections both use them.
 */
import { moneyUnits } from '@/shared/forms/money'
import { MESSAGES } from './messages'
import type { AddonFieldType } from '../types'

/** Fee-split percentages: 0 to 100 with at most 2 decimals (a DecimalField(5, 2)). */
export const PERCENT_LIMITS = { maxDigits: 5, decimalPlaces: 2 } as const

interface SlotTimes {
  fromTime: string
  toTime: string
}

/** The four time-slot rules, in the order they are checked. Null when the slot is fine. */
export function timeSlotError(slot: SlotTimes, others: readonly SlotTimes[]): { field: 'fromTime' | 'toTime'; message: string } | null {
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

/** A slot the four rules accept: a start, and an end after it or none. */
function isValidSlot(slot: SlotTimes): boolean {
  const from = slot.fromTime.slice(0, 5)
  const to = slot.toTime.slice(0, 5)
  return from !== '' && (to === '' || to > from)
}

/**
 * Whether two slots overlap: their ranges share time (06:00–07:00 and 06:30–07:30; touching at
 * 07:00 is fine), or a slot without an end starts inside the other's range. Invalid slots and exact
 * duplicates are errors of their own (timeSlotError), never overlaps.
 */
function slotsOverlap(a: SlotTimes, b: SlotTimes): boolean {
  if (!isValidSlot(a) || !isValidSlot(b)) return false
  const [aFrom, aTo, bFrom, bTo] = [a.fromTime, a.toTime, b.fromTime, b.toTime].map((time) => time.slice(0, 5)) as [
    string,
    string,
    string,
    string,
  ]
  if (aFrom === bFrom && aTo === bTo) return false
  if (aTo !== '' && bTo !== '') return aFrom < bTo && bFrom < aTo
  if (aTo === '' && bTo === '') return false
  const [moment, range] = aTo === '' ? [aFrom, { from: bFrom, to: bTo }] : [bFrom, { from: aFrom, to: aTo }]
  return range.from <= moment && moment < range.to
}

/**
 * The pairs of slots (0-based indexes, first < second) that overlap. Slots apply to every day of
 * the offering, so any two may clash. A warning, not an error: the backend takes them
 * (docs/decisions/196-offering-schedule-warnings.md).
 */
export function overlappingSlots(slots: readonly SlotTimes[]): [number, number][] {
  const pairs: [number, number][] = []
  slots.forEach((slot, first) => {
    for (let second = first + 1; second < slots.length; second += 1) {
      const other = slots[second]
      if (other && slotsOverlap(slot, other)) pairs.push([first, second])
    }
  })
  return pairs
}

/**
 * A custom offering's dates (yyyy-MM-dd) before `today` that the form added: dates it was stored
 * with are history, not a mistake. A warning, not an error (decision 196).
 */
export function newPastDates(dates: readonly string[], today: string, stored: readonly (string | undefined)[] = []): string[] {
  return dates.filter((date) => date < today && !stored.includes(date))
}

/**
 * Which conditional inputs the form shows (per-day limit without time slots, block unit with a
 * block period, repeat unit unless custom). A hidden input is neither checked nor sent.
 */
export function shownFields(values: { times: readonly unknown[]; blockPeriod: string; offeringType: string }) {
  return {
    perDayLimit: values.times.length === 0,
    blockUnit: values.blockPeriod !== 'not_applicable',
    repeatUnit: values.offeringType !== 'custom',
  }
}

/** The channel-dependent switches: what each may be, given the two channels. */
export function channelRules(values: { availableOnline: boolean; availableOffline: boolean }) {
  const counterOnly = values.availableOffline && !values.availableOnline
  return {
    /** The counter may change the price only when it sells the offering. */
    canChangePrice: values.availableOffline,
    /** Closing-time blocking applies to counter-only offerings. */
    useClosingTime: counterOnly,
  }
}

interface Channels {
  availableOnline: boolean
  availableOffline: boolean
  canChangePrice: boolean
  useClosingTime: boolean
}

/** Online on clears canChangePrice; offline off clears it too; useClosingTime is kept only while counter-only. */
export function channelsAfterToggle<T extends Channels>(values: T, channel: 'availableOnline' | 'availableOffline', on: boolean): T {
  const next = { ...values, [channel]: on }
  if ((channel === 'availableOnline' && on) || (channel === 'availableOffline' && !on)) next.canChangePrice = false
  if (!channelRules(next).useClosingTime) next.useClosingTime = false
  return next
}

/** At least one channel must be on. */
export function channelsValid(values: { availableOnline: boolean; availableOffline: boolean }): boolean {
  return values.availableOnline || values.availableOffline
}

interface AddonKind {
  fieldType: AddonFieldType
  addToPrice: boolean
  allowMultiplier: boolean
  multiplierLabel: string
}

/** Changing the type away from float clears addToPrice and allowMultiplier (and the label). */
export function addonAfterTypeChange<T extends AddonKind>(addon: T, fieldType: AddonFieldType): T {
  if (fieldType === 'float') return { ...addon, fieldType }
  return { ...addon, fieldType, addToPrice: false, allowMultiplier: false, multiplierLabel: '' }
}

/** What an add-on of this type shows: length bounds for text, value bounds for numbers; price options for decimals. */
export function addonShows(fieldType: AddonFieldType) {
  return { lengths: fieldType === 'str', values: fieldType !== 'str', priceOptions: fieldType === 'float', rounded: fieldType === 'int' }
}

/** Sum in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
export function splitSumIs100(rows: readonly { percent: string }[]): boolean {
  return rows.reduce((sum, row) => sum + Math.round(Number(row.percent || 0) * 100), 0) === 10000
}

/** The split's total for display ("Total 60%"), 2 decimals at most. */
export function splitTotal(rows: readonly { percent: string }[]): number {
  return Number(rows.reduce((sum, row) => sum + (Number(row.percent) || 0), 0).toFixed(2))
}

/** price × percent / 100, 2 decimals ('' when either is not a number). */
export function splitValue(price: string, percent: string): string {
  // In paise and hundredths of a percent, so 150 × 33.33% is 50.00 (not 49.99 from float error).
  const paise = moneyUnits(price)
  const hundredths = moneyUnits(percent, PERCENT_LIMITS)
  if (paise === null || hundredths === null) return ''
  return (Math.round((paise * hundredths) / 10000) / 100).toFixed(2)
}
