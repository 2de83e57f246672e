/** Deterministic timestamps and dates for the seed, relative to SEED_REFERENCE_DATE. */
import { SEED_REFERENCE_DATE } from '../config'

const REFERENCE_MS = Date.parse(SEED_REFERENCE_DATE)
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** ISO timestamp `days` (and `minutes`) before the reference date. */
export function seedTimestamp(daysAgo: number, minutesAgo = 0): string {
  return new Date(REFERENCE_MS - daysAgo * DAY_MS - minutesAgo * MINUTE_MS).toISOString()
}

/** yyyy-MM-dd date `days` after the reference date (negative for before). */
export function seedDate(daysFromReference: number): string {
  return new Date(REFERENCE_MS + daysFromReference * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days between an ISO timestamp and the reference date (positive when before it). */
export function daysBeforeReference(iso: string): number {
  return Math.round((REFERENCE_MS - Date.parse(iso)) / DAY_MS)
}
