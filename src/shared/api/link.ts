export interface PageLinks {
  next: string | null
  prev: string | null
}

/** Reads an RFC 8288 `Link` header: `<https://…?page=2>; rel="next", <…>; rel="prev"`. */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = { next: null, prev: null }
  if (!header) return links
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*((?:;\s*[^;]+)*)/.exec(part.trim())
    if (!match) continue
    const [, url = '', params = ''] = match
    const rel = /rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1]
    if (!rel) continue
    for (const name of rel.trim().split(/\s+/)) {
      if (name === 'next' || name === 'prev') links[name] = url
    }
  }
  return links
}
