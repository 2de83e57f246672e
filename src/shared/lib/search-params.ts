/**
 * Search params. Every route's `validateSearch` returns each of its keys, `undefined` when the
 * URL's value is missing or not valid: the router merges the validated search over the raw one, so
 * an omitted key would keep the raw value (`?duration=bogus` reached the page and the server),
 * while an explicit `undefined` replaces it, and the router drops it from the URL when it writes
 * the canonical location on load (decision 168).
 */

/** A search parameter that must be a positive id (`?temple=2`, `?deity=3`): the number, or undefined for anything else. */
export function positiveIdParam(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}
