/**
 * Reading the mocked backend's generated files back with real readers: PDF text with pdf.js
 * (Mozilla's reader, its legacy build for Node) and XLSX cells with ExcelJS.
 */
import ExcelJS from 'exceljs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export interface PdfText {
  /** The text of each page, one line a text run. */
  pages: string[]
  /** Every page's text, pages joined. */
  text: string
}

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s !== '')
        .join('\n'),
    )
  }
  await pdf.destroy()
  return { pages, text: pages.join('\n') }
}

/** The first sheet's rows as arrays of cell values (numbers stay numbers), 1-based rows as read. */
export async function readXlsx(bytes: Uint8Array): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.slice().buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('The workbook has no sheet')
  const rows: unknown[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as unknown[]
    rows[number - 1] = values.slice(1)
  })
  return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) }
}

/** Asks a generate-*-link endpoint for its link and downloads the file as the browser would (no API headers). */
export async function download(link: Response): Promise<{ url: string; response: Response; bytes: Uint8Array }> {
  if (link.status !== 200) throw new Error(`link: ${link.status} ${await link.text()}`)
  const { download_url: url } = (await link.json()) as { download_url: string }
  const response = await fetch(url)
  return { url, response, bytes: new Uint8Array(await response.arrayBuffer()) }
}
