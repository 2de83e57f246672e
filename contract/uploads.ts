/**
 * What an uploaded file is, by its first bytes (its "magic number"), whatever its name or declared
 * type says: the app's file picker and the mocked backend refuse a file whose content is not one
 * of the accepted types (docs/decisions/195-uploads-checked-by-content.md).
 */

/** The types the sniffer recognises. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf'

/** How many leading bytes `sniffFileType` needs (fewer is fine: a short file matches nothing it lacks). */
export const SNIFF_BYTES = 16

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

/** Byte patterns at given offsets; null in a pattern matches any byte. */
const SIGNATURES: readonly { type: SniffedType; at: number; bytes: readonly (number | null)[] }[] = [
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', at: 0, bytes: ascii('GIF87a') },
  { type: 'image/gif', at: 0, bytes: ascii('GIF89a') },
  // RIFF, four bytes of size, WEBP.
  { type: 'image/webp', at: 0, bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { type: 'application/pdf', at: 0, bytes: ascii('%PDF-') },
]

/** The type the leading bytes of a file show, or null when they match none of the known ones. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find(({ at, bytes }) =>
    bytes.every((byte, i) => at + i < head.length && (byte === null || head[at + i] === byte)),
  )
  return match?.type ?? null
}

/** Whether the content of a file is one of `types` (MIME types such as 'image/png'). */
export async function contentIsOneOf(file: Blob, types: readonly string[]): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const type = sniffFileType(head)
  return type !== null && types.includes(type)
}
