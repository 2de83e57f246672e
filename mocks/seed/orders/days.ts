/**
 * The calendar of the generated orders: local calendar days (like the browser's "today") and the
 * day numbers since 2024-01-01 that seed each day's generator.
 */

export const EPOCH_MS = Date.UTC(2024, 0, 1)
export const DAY_MS = 86_400_000

/** yyyy-MM-dd of a local date. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function localTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** Days since 2024-01-01 of a yyyy-MM-dd date. */
export function dayNumber(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH_MS) / DAY_MS)
}

export function dateOfDay(day: number): string {
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10)
}
