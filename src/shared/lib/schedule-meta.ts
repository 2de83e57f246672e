import type { Weekday } from './dates'

/**
 * When an offering or a donation can be booked: custom yyyy-MM-dd dates, monthly days (1-31) or
 * weekdays (sun-sat), and yyyy-MM-dd dates excluded from a repeating schedule.
 */
export interface ScheduleMeta {
  dates: string[]
  days: (number | Weekday)[]
  excludes: string[]
}

/** Empty lists dropped (an all-empty meta becomes `{}`). */
export function compactMeta(meta: ScheduleMeta): Partial<ScheduleMeta> {
  const out: Partial<ScheduleMeta> = {}
  if (meta.dates.length) out.dates = meta.dates
  if (meta.days.length) out.days = meta.days
  if (meta.excludes.length) out.excludes = meta.excludes
  return out
}

export const hasMeta = (meta: Partial<ScheduleMeta>): boolean => Object.keys(meta).length > 0

export interface MetaChanges {
  add: Partial<ScheduleMeta>
  remove: Partial<ScheduleMeta>
}

/** What to add to and remove from the stored meta (`before`) so it becomes `after` (empty lists dropped). */
export function diffMeta(before: ScheduleMeta, after: ScheduleMeta): MetaChanges {
  const minus = <T>(a: readonly T[], b: readonly T[]) => a.filter((item) => !b.includes(item))
  return {
    add: compactMeta({
      dates: minus(after.dates, before.dates),
      days: minus(after.days, before.days),
      excludes: minus(after.excludes, before.excludes),
    }),
    remove: compactMeta({
      dates: minus(before.dates, after.dates),
      days: minus(before.days, after.days),
      excludes: minus(before.excludes, after.excludes),
    }),
  }
}
