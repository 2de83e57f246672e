/**
 * Absolute urls of API objects, built on the origin of the current request so the same
 * handlers serve http://localhost in tests and the dev-server origin in the browser.
 */
import { API_PREFIX } from './config'
import { uploadFile } from './media'
import type { MediaRef } from './schema'

export interface Urls {
  /** `${origin}/api` */
  readonly apiRoot: string
  /** An absolute url for a path relative to the API root (leading slash optional). */
  api(path: string): string
  user(id: number): string
  temple(id: number): string
  /** A temple membership, keyed by the member's user id (one membership per user and temple). */
  membership(userId: number): string
  offeringCategory(id: number): string
  offering(id: number): string
  deity(id: number): string
  donationCategory(id: number): string
  donation(id: number): string
  offeringTime(id: number): string
  offeringAddon(id: number): string
  feeSplitName(id: number): string
  feeSplitConfig(id: number): string
  /** The url of a fee-split content object ('offering:{id}' or 'temple:{id}'). */
  contentObject(ref: string): string
  /** An absolute url for a stored media ref; an upload (data:) is served over http; absolute urls are kept. */
  media(ref: MediaRef): string | null
}

export function createUrls(origin: string): Urls {
  const apiRoot = `${origin}${API_PREFIX}`
  const api = (path: string): string => `${apiRoot}${path.startsWith('/') ? path : `/${path}`}`
  return {
    apiRoot,
    api,
    user: (id) => api(`/user/${id}/`),
    temple: (id) => api(`/temple/t-admin/${id}/`),
    membership: (id) => api(`/temple/t-admin/admins/${id}/`),
    offeringCategory: (id) => api(`/temple/t-admin/offering-category/${id}/`),
    offering: (id) => api(`/temple/t-admin/offering/${id}/`),
    deity: (id) => api(`/temple/t-admin/deity/${id}/`),
    donationCategory: (id) => api(`/temple/t-admin/donation-category/${id}/`),
    donation: (id) => api(`/temple/t-admin/donation/${id}/`),
    offeringTime: (id) => api(`/temple/t-admin/offering-time/${id}/`),
    offeringAddon: (id) => api(`/temple/t-admin/offering-addon-field/${id}/`),
    feeSplitName: (id) => api(`/report-app/fee-split-name/${id}/`),
    feeSplitConfig: (id) => api(`/report-app/fee-split-config/${id}/`),
    contentObject: (ref) => {
      const [kind, id] = ref.split(':')
      return kind === 'temple' ? api(`/temple/t-admin/${id}/`) : api(`/temple/t-admin/offering/${id}/`)
    },
    media: (ref) => {
      if (ref === null || ref === '') return null
      if (ref.startsWith('data:')) return api(`__mock__/media/${uploadFile(ref)}`)
      return /^(https?:|blob:)/.test(ref) ? ref : api(ref)
    },
  }
}

/** The urls helper for a request. */
export function urlsFor(request: Request): Urls {
  return createUrls(new URL(request.url).origin)
}

/**
 * The content-object ref ('offering:{id}' / 'temple:{id}') of an offering or temple url (absolute
 * or a path), or null.
 */
export function contentObjectRef(url: string): string | null {
  const path = pathOf(url)
  if (path === null) return null
  const offering = /\/temple\/t-admin\/offering\/(\d+)\/?$/.exec(path)
  if (offering) return `offering:${offering[1]}`
  const temple = /\/temple\/t-admin\/(\d+)\/?$/.exec(path)
  if (temple) return `temple:${temple[1]}`
  return null
}

/** The id in a url (absolute or a path) of `/temple/t-admin/{segment}/{id}/`, e.g. segment 'deity', or null. */
export function idFromUrl(value: unknown, segment: string): number | null {
  const path = pathOf(value)
  const match = path === null ? null : new RegExp(`/temple/t-admin/${segment}/(\\d+)/?$`).exec(path)
  return match ? Number(match[1]) : null
}

/** The path of a url, absolute or a path itself; null when it is not a url. */
function pathOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    return new URL(value, 'http://x').pathname
  } catch {
    return null
  }
}
