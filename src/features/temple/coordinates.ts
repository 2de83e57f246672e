/**
 * Reads a latitude and longitude from what an administrator pastes: a map link (Google Maps,
 * OpenStreetMap, Apple Maps and others that put the numbers in the address) or the numbers as
 * text, in decimal degrees or in degrees, minutes and seconds with N/S/E/W. Nothing is fetched:
 * a short link (maps.app.goo.gl/…) holds no numbers, so it is refused with its own reason.
 */

export type CoordinateProblem =
  /** Nothing to read. */
  | 'empty'
  /** Text with no pair of coordinates in it (yet: it may still be being typed). */
  | 'not-found'
  /** A link that holds no coordinates in its address. */
  | 'link-without-coordinates'
  /** A short link: its coordinates are behind a redirect this page cannot follow. */
  | 'short-link'
  | 'latitude-range'
  | 'longitude-range'

export type CoordinateReading = { ok: true; latitude: number; longitude: number } | { ok: false; problem: CoordinateProblem }

/** Hosts whose links are redirects to the real map address. */
const SHORT_LINK_HOSTS = ['maps.app.goo.gl', 'goo.gl', 'g.co', 'maps.apple', 'osm.org', 'bit.ly', 'tinyurl.com']

/** Query parameters that hold "lat,lng" (Google `q`/`query`/`ll`/`destination`, Apple `ll`/`coordinate`, Bing `cp`, HERE `map`, Waze `ll`). */
const PAIR_PARAMETERS = ['q', 'query', 'll', 'sll', 'coordinate', 'coordinates', 'center', 'destination', 'daddr', 'cp', 'map']

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?`
/** A decimal pair as a link writes it: "9.93,76.26", "loc:9.93,76.26", "9.93~76.26" (Bing), "9.93 76.26". */
const LINK_PAIR = new RegExp(String.raw`^(?:loc:)?\s*(${NUMBER})\s*[,~ ]\s*(${NUMBER})(?![\d.])`)
/** One coordinate as text: a hemisphere letter before or after, decimal degrees or degrees° minutes' seconds". */
const COMPONENT = String.raw`([NSEW])?\s*(${NUMBER})\s*(?:°\s*(?:(\d+(?:\.\d+)?)\s*'\s*(?:(\d+(?:\.\d+)?)\s*"\s*)?)?)?\s*([NSEW])?`
const TEXT_PAIR = new RegExp(String.raw`^${COMPONENT}\s*(?:[,;]\s*|\s+)${COMPONENT}$`, 'i')

type Pair = [number, number]

function reading([latitude, longitude]: Pair): CoordinateReading {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) return { ok: false, problem: 'latitude-range' }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) return { ok: false, problem: 'longitude-range' }
  // Six decimals (about 10 cm), as a pick on the map is rounded; `+ 0` turns -0 into 0.
  const round = (value: number) => Math.round(value * 1e6) / 1e6 + 0
  return { ok: true, latitude: round(latitude), longitude: round(longitude) }
}

function linkPair(value: string | null | undefined): Pair | null {
  const match = value ? LINK_PAIR.exec(value.trim()) : null
  return match ? [Number(match[1]), Number(match[2])] : null
}

/** Degrees, minutes and seconds to decimal degrees; null when minutes or seconds are 60 or more. */
function degrees(whole: string, minutes: string | undefined, seconds: string | undefined): number | null {
  const m = Number(minutes ?? 0)
  const s = Number(seconds ?? 0)
  if (m >= 60 || s >= 60) return null
  const magnitude = Math.abs(Number(whole)) + m / 60 + s / 3600
  return whole.trim().startsWith('-') ? -magnitude : magnitude
}

/** "9.9312, 76.2673", "9.9312° N, 76.2673° E", `9°55'52.3"N 76°16'02.3"E`, "N 9.93 E 76.26" (letters may come in either order). */
function textPair(text: string): Pair | null {
  const normal = text
    .trim()
    .replace(/^geo:/i, '')
    .replace(/[º˚]/g, '°')
    .replace(/[′’‘]/g, "'")
    .replace(/[″“”]|''/g, '"')
  const match = TEXT_PAIR.exec(normal)
  if (!match) return null
  const components = [match.slice(1, 6), match.slice(6, 11)].map(([before, whole = '', minutes, seconds, after]) => {
    const letter = (before ?? after ?? '').toUpperCase()
    const value = degrees(whole, minutes, seconds)
    const axis = letter === 'N' || letter === 'S' ? 'latitude' : letter === 'E' || letter === 'W' ? 'longitude' : null
    return { axis, value: value === null ? null : letter === 'S' || letter === 'W' ? -Math.abs(value) : value }
  })
  const [first, second] = components as [(typeof components)[number], (typeof components)[number]]
  if (first.value === null || second.value === null) return null
  if (first.axis && first.axis === second.axis) return null
  return first.axis === 'longitude' || second.axis === 'latitude' ? [second.value, first.value] : [first.value, second.value]
}

/** A link's address (one found in the text, with or without its scheme), or null. */
function findLink(text: string): URL | null {
  const found =
    /(?:https?:\/\/|www\.)\S+/i.exec(text)?.[0] ?? (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*$/i.test(text.trim()) ? text.trim() : null)
  if (!found) return null
  try {
    return new URL(/^https?:\/\//i.test(found) ? found : `https://${found}`)
  } catch {
    return null
  }
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    return value
  }
}

/** The coordinates a map link's address holds, most precise first. */
function pairInLink(url: URL): Pair | null {
  const href = decode(url.href)
  // Google's place data: the pin itself (`!3d<lat>!4d<lng>`), where `@` is only the view's centre.
  const pin = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`).exec(href)
  if (pin) return [Number(pin[1]), Number(pin[2])]
  // OpenStreetMap's marker.
  const mlat = url.searchParams.get('mlat')
  const mlon = url.searchParams.get('mlon')
  if (mlat && mlon && new RegExp(`^${NUMBER}$`).test(mlat) && new RegExp(`^${NUMBER}$`).test(mlon)) return [Number(mlat), Number(mlon)]
  for (const name of PAIR_PARAMETERS) {
    const pair = linkPair(url.searchParams.get(name))
    if (pair) return pair
  }
  // Google: /maps/place/9.93,76.26/… and /maps/search/9.93,+76.26 (also in degrees, minutes and seconds).
  const segment = /\/maps\/(?:place|search|dir)\/([^/@]+)/.exec(url.pathname)?.[1]
  const inSegment = segment ? textPair(decode(segment)) : null
  if (inSegment) return inSegment
  // Google: the view's centre, /maps/@9.93,76.26,15z.
  const view = new RegExp(`@(${NUMBER}),(${NUMBER})`).exec(decode(url.pathname))
  if (view) return [Number(view[1]), Number(view[2])]
  // OpenStreetMap's view: #map=15/9.93/76.26.
  const osm = new RegExp(`map=\\d+(?:\\.\\d+)?/(${NUMBER})/(${NUMBER})`).exec(url.hash)
  if (osm) return [Number(osm[1]), Number(osm[2])]
  return null
}

/** Reads the coordinates from a pasted map link or typed text (see the module's comment). */
export function readCoordinates(input: string): CoordinateReading {
  const text = input.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  const url = /^geo:/i.test(text) ? null : findLink(text)
  if (url) {
    const pair = pairInLink(url)
    if (pair) return reading(pair)
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    return { ok: false, problem: SHORT_LINK_HOSTS.includes(host) ? 'short-link' : 'link-without-coordinates' }
  }
  const pair = textPair(text)
  return pair ? reading(pair) : { ok: false, problem: 'not-found' }
}
