/**
 * An offering's meta (custom dates, monthly days or weekdays, excluded dates): reading it from a
 * body (an offering's `offering_meta`, or the body of offering_meta/add/ and /remove/) and the
 * order of its days.
 */
import type { OfferingMeta, Weekday } from '../../schema'
import { WEEKDAYS } from '../../schema'
import type { BodyReader, JsonObject } from '../../validation'
import { isIsoDate } from '../../validation'

type MetaPatch = Partial<OfferingMeta>

/** Read `{dates, days, excludes}` (each optional); errors nest under `prefix` when given. */
export function readMeta(reader: BodyReader, raw: unknown, key: string): MetaPatch | undefined {
  if (raw === undefined) return {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    reader.addError(key, 'Invalid data. Expected a dictionary.')
    return undefined
  }
  const body = raw as JsonObject
  const out: MetaPatch = {}
  const errors: string[] = []
  for (const field of ['dates', 'excludes'] as const) {
    const list = body[field]
    if (list === undefined) continue
    if (!Array.isArray(list) || !list.every(isIsoDate)) {
      errors.push(`${field}: Date has wrong format. Use one of these formats instead: YYYY-MM-DD.`)
      continue
    }
    out[field] = [...new Set(list as string[])].sort()
  }
  const days = body.days
  if (days !== undefined) {
    const valid =
      Array.isArray(days) &&
      days.every(
        (d) =>
          (typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 31) ||
          (typeof d === 'string' && (WEEKDAYS as readonly string[]).includes(d)),
      )
    if (!valid) errors.push('days: Use days of the month 1 to 31 or weekdays sun to sat.')
    else out.days = [...new Set(days as (number | Weekday)[])]
  }
  if (errors.length) {
    for (const e of errors) reader.addError(key, e)
    return undefined
  }
  return out
}

export function sortDays(days: (number | Weekday)[]): (number | Weekday)[] {
  return [...days].sort((a, b) => {
    const ai = typeof a === 'number' ? a : 100 + WEEKDAYS.indexOf(a)
    const bi = typeof b === 'number' ? b : 100 + WEEKDAYS.indexOf(b)
    return ai - bi
  })
}
