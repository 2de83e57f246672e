import { expect, vi } from 'vitest'

export interface SavedFile {
  /** The name the link saves it under (its `download` attribute). */
  name: string
  blob: Blob
}

/**
 * Records the files the app saves through a temporary link (and keeps happy-dom from following
 * links); `window.open` and `location.assign` are spied on too, to check the page is never left.
 */
export function recordDownloads() {
  const files: SavedFile[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:http://localhost/${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) files.push({ name: this.download, blob })
  })
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
  return { files, clicks, open, assign }
}

/** A saved file is a real one: its name, type and first bytes (%PDF- or PK). */
export async function expectFile(file: SavedFile | undefined, name: RegExp, extension: 'pdf' | 'xlsx') {
  expect(file?.name).toMatch(name)
  expect(file!.name.endsWith(`.${extension}`)).toBe(true)
  expect(file!.blob.type).toBe(
    extension === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  )
  const head = new TextDecoder().decode(new Uint8Array(await file!.blob.arrayBuffer()).slice(0, extension === 'pdf' ? 5 : 2))
  expect(head).toBe(extension === 'pdf' ? '%PDF-' : 'PK')
}

/** A file url of the mocked backend (mocks/files/store.ts). */
export const MOCK_FILE_URL = /^http:\/\/localhost\/api\/__mock__\/files\/[0-9a-f-]{36}\/[\w.-]+\.(pdf|xlsx)$/
