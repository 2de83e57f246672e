/** Files with real leading bytes for upload tests: the picker and the mock check content, not only type. */

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))

/** The first bytes of each kind of file. */
export const HEADS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...ascii('IHDR')],
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')],
  pdf: ascii('%PDF-1.4\n'),
  html: ascii('<!doctype html><html><body>not an image</body></html>'),
} as const

/** The bytes of a file: `head`, then zeros up to `size` bytes (at least the head). */
export function bytesOf(head: readonly number[], size = head.length): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, head.length))
  bytes.set(head)
  return bytes
}

/** A File whose content starts with `head`. */
export function fileOf(head: readonly number[], name: string, type: string, size?: number): File {
  return new File([bytesOf(head, size)], name, { type })
}
