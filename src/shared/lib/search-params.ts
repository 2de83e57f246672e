/** A search parameter that must be a positive id (`?temple=2`, `?deity=3`): the number, or undefined for anything else. */
export function positiveIdParam(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
