/**
 * Urls that come from the server (download links, images, websites) are opened or embedded only
 * when they are http(s), and, where a list of origins is given, only on one of those origins.
 */
export function safeHttpUrl(value: unknown, allowedOrigins?: readonly string[]): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value.trim(), globalThis.location?.href)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (allowedOrigins && !allowedOrigins.includes(url.origin)) return null
  return url
}

/** Opens a checked url in a new tab without giving it a handle on this one; false when refused. */
export function openSafeUrl(value: unknown, allowedOrigins?: readonly string[]): boolean {
  const url = safeHttpUrl(value, allowedOrigins)
  if (!url) return false
  window.open(url.href, '_blank', 'noopener,noreferrer')
  return true
}

/**
 * An image source from the server: only an http(s) url (a `data:` or `javascript:` value from
 * the server is refused). Previews of a picked local file are made by the app itself
 * (`URL.createObjectURL`) and do not go through here.
 */
export function safeImageSrc(value: unknown): string | undefined {
  return safeHttpUrl(value)?.href
}
