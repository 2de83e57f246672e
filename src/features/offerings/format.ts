import { formatTime } from '@/shared/lib/dates'
import type { BlockPeriod, Offering, OfferingTime, OfferingType } from './types'

/** 'All', 'Counter, POS' (offline only) or 'App, Web' (online only). */
export function mediumLabel(offering: Pick<Offering, 'availableOnline' | 'availableOffline'>): string {
  if (offering.availableOnline && offering.availableOffline) return 'All'
  if (offering.availableOffline) return 'Counter, POS'
  if (offering.availableOnline) return 'App, Web'
  return '-'
}

/** 'N/a' with time slots, 'No limit' when empty, else the number. */
export function perDayLimitLabel(offering: Pick<Offering, 'perDayLimit' | 'offeringTimes'>): string {
  if (offering.offeringTimes.length > 0) return 'N/a'
  return offering.perDayLimit === null ? 'No limit' : String(offering.perDayLimit)
}

const PERIOD_NAMES: Record<Exclude<BlockPeriod, 'not_applicable'>, string> = {
  year: 'Year',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  hour: 'Hour',
}

/** '{n} Year/Month/Week/Day/Hour', plural above 1; 'Not applicable' otherwise. */
export function blockPeriodLabel(offering: Pick<Offering, 'blockPeriod' | 'blockUnit'>): string {
  if (offering.blockPeriod === 'not_applicable') return 'Not applicable'
  const n = offering.blockUnit ?? 1
  return `${n} ${PERIOD_NAMES[offering.blockPeriod]}${n > 1 ? 's' : ''}`
}

/** 'hh:mm AM - hh:mm AM' (or just the from time). */
export function timeRangeLabel(time: Pick<OfferingTime, 'fromTime' | 'toTime'>): string {
  return time.toTime ? `${formatTime(time.fromTime)} - ${formatTime(time.toTime)}` : formatTime(time.fromTime)
}

export const OFFERING_TYPE_LABELS: Record<OfferingType, string> = {
  custom: 'Custom',
  yearly: 'Yearly',
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
}

export const BLOCK_PERIOD_LABELS: Record<BlockPeriod, string> = {
  not_applicable: 'Not applicable',
  year: 'Year',
  month: 'Month',
  week: 'Week',
  day: 'Day',
  hour: 'Hour',
}
