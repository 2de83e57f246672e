/** One result of the header search: where it leads and how it is shown. */
export interface SearchHit {
  key: string
  group: string
  label: string
  detail?: string
  href: string
}

/** The trailing id of a DRF url such as `…/offering-category/12/`, or undefined. */
export function idFromUrl(url: string | undefined | null): number | undefined {
  const match = url?.match(/\/(\d+)\/?$/)
  return match ? Number(match[1]) : undefined
}
