/**
 * Files the mocked backend generated, kept in memory until they are downloaded: the
 * generate-*-link endpoints render a file, keep it here under a random token and answer its url,
 * `GET /api/__mock__/files/{token}/{name}` (handlers/files.ts), which needs no token (a download
 * link is opened by the browser, not by the API client), like a real backend's signed link. The
 * newest files are kept; a link older than that answers 404 like an expired one.
 */

export interface GeneratedFile {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
}

export const PDF_TYPE = 'application/pdf'
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** How many generated files are kept. */
const KEPT = 20
const files = new Map<string, GeneratedFile>()

/** Keep a file; answers its path relative to the API root. */
export function keepFile(file: GeneratedFile): string {
  const token = crypto.randomUUID()
  files.set(token, file)
  for (const old of files.keys()) {
    if (files.size <= KEPT) break
    files.delete(old)
  }
  return `/__mock__/files/${token}/${encodeURIComponent(file.name)}`
}

export function keptFile(token: string): GeneratedFile | undefined {
  return files.get(token)
}

/** A file name from a reference or title: letters, digits, dot, hyphen and underscore. */
export function fileName(base: string, extension: 'pdf' | 'xlsx'): string {
  const safe = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  return `${safe || 'file'}.${extension}`
}
