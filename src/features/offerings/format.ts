import { blockPeriodLabel as periodLabel } from '@/shared/lib/block-period'
import { formatTime } from '@/shared/lib/dates'
import type { Offering, OfferingTime, OfferingType } from './types'

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

/** '{n} Year/Month/Week/Day/Hour', plural above 1; 'Not applicable' otherwise. */
export function blockPeriodLabel(offering: Pick<Offering, 'blockPeriod' | 'blockUnit'>): string {
  return periodLabel(offering.blockPeriod, offering.blockUnit)
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
