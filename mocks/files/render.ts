/**
 * Renders a described file (renderer.ts's `FileSpec`) with the PDF and XLSX writers. Loaded on
 * demand: by the demo's page when the mock's worker asks it for a file (mocks/browser.ts, a chunk
 * of its own that no first load fetches; `answer`), and by mocks/node.ts in the tests (`render`).
 */
import { priestListPdf } from './priest-list'
import { receiptsPdf } from './receipts'
import { reportPdf, reportXlsx } from './report'
import type { FileSpec } from './renderer'

export function render(spec: FileSpec): Uint8Array<ArrayBuffer> {
  switch (spec.kind) {
    case 'receipts':
      return receiptsPdf(spec.temple, spec.receipts, spec.title)
    case 'priest-list':
      return priestListPdf(spec.temple, spec.bookings, spec.subtitle)
    case 'report-pdf':
      return reportPdf(spec.report)
    case 'report-xlsx':
      return reportXlsx(spec.report)
  }
}

/** The page's answer to the mock's worker (mocks/sw-render.ts): the bytes, transferred, or the error. */
export function answer(port: MessagePort, spec: FileSpec): void {
  try {
    const bytes = render(spec)
    const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer
    port.postMessage({ bytes: buffer }, [buffer])
  } catch (error) {
    console.warn('[mocks] Could not render a file for the mock', error)
    port.postMessage({ error: String(error) })
  }
}
