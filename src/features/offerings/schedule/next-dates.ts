import dayjs, { type Dayjs } from 'dayjs'
import { API_DATE, WEEKDAYS, type Weekday } from '@/shared/lib/dates'
import type { OfferingType } from '../types'

export interface ScheduleInput {
  offeringType: OfferingType | string
  /** yyyy-MM-dd (custom). */
  dates: readonly string[]
  weekdays: readonly Weekday[]
  monthDays: readonly number[]
  /** yyyy-MM-dd, not available (non-custom types). */
  excludes: readonly string[]
}

/** How far ahead the preview looks for dates. */
export const PREVIEW_HORIZON_DAYS = 400

/**
 * The next `count` dates (yyyy-MM-dd, from `from` inclusive) on which the offering is available:
 * custom → its dates; weekly → its weekdays; monthly → its days of the month (a day a month lacks,
 * like the 31st, is skipped); daily → every day; yearly → the same day each year as `from`.
 * Excluded dates are left out for every type but custom.
 */
export function nextAvailableDates(input: ScheduleInput, from: string, count = 6): string[] {
  const start = dayjs(from, API_DATE)
  if (input.offeringType === 'custom') {
    return [...new Set(input.dates)]
      .filter((d) => d >= from)
      .sort()
      .slice(0, count)
  }
  const excluded = new Set(input.excludes)
  if (input.offeringType === 'yearly') {
    const out: string[] = []
    for (let year = 0; out.length < count && year < 100; year += 1) {
      const key = start.add(year, 'year').format(API_DATE)
      if (!excluded.has(key)) out.push(key)
    }
    return out
  }
  const matches = (day: Dayjs): boolean => {
    switch (input.offeringType) {
      case 'weekly':
        return input.weekdays.includes(WEEKDAYS[day.day()] as Weekday)
      case 'monthly':
        return input.monthDays.includes(day.date())
      case 'daily':
        return true
      default:
        return false
    }
  }
  const out: string[] = []
  for (let i = 0; i < PREVIEW_HORIZON_DAYS && out.length < count; i += 1) {
    const day = start.add(i, 'day')
    const key = day.format(API_DATE)
    if (matches(day) && !excluded.has(key)) out.push(key)
  }
  return out
}
