/**
 * Record versions (docs/backend.md, "Record versions"): the last `ETag` the API sent for each
 * record, so that a change can name the version it is based on (`If-Match`).
 */
import { resolveUrl } from './url'

/** The last `ETag` the API sent for each record, by its path (a GET or a write of it). */
const versions = new Map<string, string>()

function pathOf(url: string): string {
  return new URL(url, 'http://app.invalid').pathname
}

/**
 * The version of a record as last read (its detail URL or path, as `url` fields or API paths
 * give it); null when the server sends no `ETag` (then no `If-Match` is sent either).
 */
export function recordVersion(url: string): string | null {
  return versions.get(pathOf(resolveUrl(url))) ?? null
}

export function remember(url: string, response: Response) {
  const tag = response.headers.get('ETag')
  if (tag && response.ok) versions.set(pathOf(url), tag)
}
