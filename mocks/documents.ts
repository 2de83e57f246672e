/**
 * Download links of the mocked backend.
 *
 * The real backend answers the generate-*-link calls with the url of a PDF or XLSX file it
 * rendered. The demo cannot serve generated files by url (the mock service worker does not
 * answer page navigations), so a link points to a static page of the demo
 * (`public/__mock__/document.html`) that shows what the file would hold: its title, the rows and
 * totals, and the format. The content travels in the url fragment, so the page needs no server.
 */

export interface MockDocument {
  title: string
  subtitle: string
  /** The format the real file would have. */
  format: 'pdf' | 'xlsx'
  columns: string[]
  rows: (string | number)[][]
  /** A closing row (totals), if any. */
  footer?: (string | number)[]
  note?: string
}

/** Rows beyond this are summarised in the note, to keep the url reasonable. */
export const DOCUMENT_ROW_LIMIT = 300

export function documentUrl(origin: string, doc: MockDocument): string {
  const rows = doc.rows.slice(0, DOCUMENT_ROW_LIMIT)
  const more = doc.rows.length - rows.length
  const body: MockDocument = {
    ...doc,
    rows,
    note: [doc.note, more > 0 ? `…and ${more} more rows in the real file.` : ''].filter(Boolean).join(' '),
  }
  return `${origin}/__mock__/document.html#${encodeURIComponent(JSON.stringify(body))}`
}
