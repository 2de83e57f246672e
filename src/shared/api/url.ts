/** Where a request goes and what it carries: the API's address, its origin, the headers. */
import { env } from '../lib/env'

/** An absolute URL (hyperlinked `url` fields, `next` links) is used as given; a path is joined to the base. */
export function resolveUrl(input: string): string {
  if (/^https?:\/\//i.test(input)) return input
  return `${env.apiUrl}${input.startsWith('/') ? '' : '/'}${input}`
}

/**
 * Whether a resolved URL is on the API's origin. The token and the temple id go only there: an
 * absolute URL a response names on another host (a storage or CDN link, a misconfigured proxy's
 * own address) is fetched without them, and its 401 starts no refresh.
 */
export function isApiOrigin(url: string): boolean {
  try {
    return new URL(url).origin === new URL(env.apiUrl).origin
  } catch {
    return false
  }
}

export function headersFor(access: string | null, templeId: number | null | undefined, ifMatch?: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (access) headers.Authorization = `JWT ${access}`
  if (templeId !== undefined && templeId !== null) headers['X-Temple-ID'] = String(templeId)
  if (ifMatch) headers['If-Match'] = ifMatch
  return headers
}
