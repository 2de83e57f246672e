/**
 * A stand-in for `tldts` in the browser demo build (vite.config.ts aliases it there only).
 *
 * msw's cookie store (tough-cookie) asks tldts for a host's registrable domain; the real package
 * carries the whole public-suffix list (about half of the mocked backend's code). The mocked API
 * sets no cookies on other sites, so "the last two labels" is all the demo needs.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null
  const labels = hostname.split('.')
  return labels.length <= 2 ? hostname : labels.slice(-2).join('.')
}

export function getPublicSuffix(hostname: string): string | null {
  return hostname.split('.').at(-1) ?? null
}
