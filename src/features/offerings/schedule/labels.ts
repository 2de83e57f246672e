import { blockPeriodLabel as periodLabel } from '@/shared/lib/block-period'
import { formatTime } from '@/shared/lib/dates'
import { msg, t as translate } from '@/shared/i18n'
import type { Offering, OfferingTime, OfferingType } from '../types'

/** 'All', 'Counter, POS' (offline only) or 'App, Web' (online only), in the language `t` speaks (a component passes its `useT()`). */
export function mediumLabel(offering: Pick<Offering, 'availableOnline' | 'availableOffline'>, t = translate): string {
  if (offering.availableOnline && offering.availableOffline) return t('offerings.medium.all')
  if (offering.availableOffline) return t('offerings.medium.counter')
  if (offering.availableOnline) return t('offerings.medium.online')
  return '-'
}

/** 'N/a' with time slots, 'No limit' when empty, else the number. */
export function perDayLimitLabel(offering: Pick<Offering, 'perDayLimit' | 'offeringTimes'>, t = translate): string {
  if (offering.offeringTimes.length > 0) return t('offerings.limit.notApplicable')
  return offering.perDayLimit === null ? t('offerings.limit.none') : String(offering.perDayLimit)
}

/** '{n} Year/Month/Week/Day/Hour', plural above 1; 'Not applicable' otherwise. */
export function blockPeriodLabel(offering: Pick<Offering, 'blockPeriod' | 'blockUnit'>): string {
  return periodLabel(offering.blockPeriod, offering.blockUnit)
}

/** 'hh:mm AM - hh:mm AM' (or just the from time). */
export function timeRangeLabel(time: Pick<OfferingTime, 'fromTime' | 'toTime'>): string {
  return time.toTime ? `${formatTime(time.fromTime)} - ${formatTime(time.toTime)}` : formatTime(time.fromTime)
}

/** Catalog keys of the offering types' names. */
export const OFFERING_TYPE_LABELS = {
  custom: msg('offerings.type.custom'),
  yearly: msg('offerings.type.yearly'),
  monthly: msg('offerings.type.monthly'),
  weekly: msg('offerings.type.weekly'),
  daily: msg('offerings.type.daily'),
} as const satisfies Record<OfferingType, string>
