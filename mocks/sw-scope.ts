/**
 * Imported first by sw.ts. msw's cookie store refuses to load in a browser-like scope without
 * `localStorage`, and a service worker has none. The mock sets no cookies, so an empty stand-in
 * that keeps nothing is enough.
 */
const scope = globalThis as { localStorage?: unknown }
scope.localStorage ??= {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  clear: () => undefined,
}
