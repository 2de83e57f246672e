/**
 * Placeholder images served by the mock itself, so the demo needs no network.
 *
 * Rows store a media ref relative to the API root (`__mock__/media/temple-1-cover.svg`); the
 * serializers make it absolute and GET /api/__mock__/media/{file} draws an SVG for it.
 */
import { contentIsOneOf } from '../contract/uploads'

export type MediaKind = 'temple' | 'deity'
export type TempleImageVariant = 'cover' | 'display' | 'logo'

const MEDIA_PREFIX = '__mock__/media/'

/** The media ref of a generated placeholder image. */
export function mediaRef(kind: 'temple', id: number, variant: TempleImageVariant): string
export function mediaRef(kind: 'deity', id: number): string
export function mediaRef(kind: MediaKind, id: number, variant?: TempleImageVariant): string {
  return `${MEDIA_PREFIX}${kind}-${id}${variant ? `-${variant}` : ''}.svg`
}

export interface ParsedMediaFile {
  kind: MediaKind
  id: number
  variant: TempleImageVariant | null
}

/** Parse the file name part of a media ref (`temple-1-cover.svg`), or null when it is not one. */
export function parseMediaFile(file: string): ParsedMediaFile | null {
  const match = /^(temple|deity)-(\d+)(?:-(cover|display|logo))?\.svg$/.exec(file)
  if (!match) return null
  const [, kind, id, variant] = match
  if (kind !== 'temple' && kind !== 'deity') return null
  if (kind === 'temple' && variant === undefined) return null
  return {
    kind,
    id: Number(id),
    variant: variant === 'cover' || variant === 'display' || variant === 'logo' ? variant : null,
  }
}

const PALETTES: readonly (readonly [string, string])[] = [
  ['#7b2d26', '#e0a458'],
  ['#1d3557', '#e9c46a'],
  ['#5a189a', '#f4a261'],
  ['#0b6e4f', '#f6d186'],
  ['#9d0208', '#ffba08'],
  ['#283618', '#dda15e'],
]

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The initials a placeholder shows for a name (the temple's logo, also drawn on receipts). */
export function initials(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !['Sree', 'Sri', 'Arulmigu', 'Temple', 'The'].includes(w))
  return (
    words
      .slice(0, 2)
      .map((w) => w[0] ?? '')
      .join('') || label.slice(0, 1)
  ).toUpperCase()
}

/** The dark and light colours of a placeholder, chosen by id. */
export function paletteOf(id: number): readonly [string, string] {
  return PALETTES[id % PALETTES.length] ?? ['#333333', '#cccccc']
}

/** An SVG placeholder: a gradient in a palette chosen by id, with the label or its initials. */
export function renderPlaceholderSvg(media: ParsedMediaFile, label: string): string {
  const [dark, light] = paletteOf(media.id)
  const isCover = media.variant === 'cover'
  const width = isCover ? 1200 : 600
  const height = isCover ? 400 : 600
  const text = isCover ? label : initials(label)
  const fontSize = isCover ? 56 : 200
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.42}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Georgia, serif" font-size="${fontSize}" fill="#ffffff">${escapeXml(text)}</text>
</svg>`
}

// ---- uploads -------------------------------------------------------------------------------

/**
 * Uploaded files are stored as data: urls; the API answers with an http url for them (a real
 * backend serves media over http(s), and the app refuses any other scheme from the server).
 * `uploadFile` names the stored data url (a hash of it plus the type's extension) and
 * `GET /api/__mock__/media/upload-{name}` serves its bytes.
 */
const uploads = new Map<string, string>()

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'application/pdf': 'pdf' }

export function uploadFile(dataUrl: string): string {
  let hash = 5381
  for (let i = 0; i < dataUrl.length; i += 1) hash = ((hash * 33) ^ dataUrl.charCodeAt(i)) >>> 0
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream'
  const name = `upload-${hash.toString(36)}-${dataUrl.length.toString(36)}.${EXTENSIONS[type] ?? 'bin'}`
  uploads.set(name, dataUrl)
  return name
}

/** The bytes and type of an uploaded file served under `name`, or null. */
export function readUpload(name: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const dataUrl = uploads.get(name)
  if (!dataUrl) return null
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl)
  if (!match) return null
  const [, type = 'application/octet-stream', base64, payload = ''] = match
  const binary = base64 ? atob(payload) : decodeURIComponent(payload)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return { type, bytes }
}

/** DRF's ImageField message for a file Pillow cannot open as an image. */
export const INVALID_IMAGE_MESSAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.'
/** The mock's message for a file sent as a PDF whose bytes are not one (DRF has none: decision 195). */
export const INVALID_PDF_MESSAGE = 'Upload a valid PDF. The file you uploaded was either not a PDF or a corrupted PDF.'

/**
 * The field message for an upload whose first bytes are none of `types` (an HTML page named x.png),
 * or null when its content is fine. `declaredType` (the part's type, or its extension's) picks the
 * message: a PDF's, else DRF's ImageField one.
 */
export async function uploadContentProblem(file: Blob, types: readonly string[], declaredType: string): Promise<string | null> {
  if (await contentIsOneOf(file, types)) return null
  return declaredType === 'application/pdf' ? INVALID_PDF_MESSAGE : INVALID_IMAGE_MESSAGE
}
