/**
 * The PDF files of the mocked backend (receipts, priest list, report), drawn with jsPDF, which
 * needs no DOM: it runs in the demo's page (on demand, renderer.ts) and in Node tests.
 *
 * Text is set in DejaVu Sans (a subset: Latin, Latin-1, Latin Extended-A, punctuation and the
 * rupee sign ₹, which the standard PDF fonts lack), embedded as a subset of the glyphs used, with
 * a ToUnicode map so the text can be searched and copied. Licence: fonts/LICENSE.txt;
 * docs/decisions/191-real-files-in-the-demo.md.
 */
import { jsPDF } from 'jspdf'
import boldFont from './fonts/DejaVuSans-Bold-subset.ttf?inline'
import regularFont from './fonts/DejaVuSans-subset.ttf?inline'
import type { PrintedTemple } from './renderer'

const FAMILY = 'DejaVuSans'
const MUTED = '#555555'
const RULE = '#bbbbbb'
const HEAD_FILL = '#efe7da'
/** Millimetres per point. */
const PT = 25.4 / 72

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** ₹ 1,23,456.00 (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹ ${rupees.format(amount)}`
}

/** dd-MM-yyyy of a yyyy-MM-dd date. */
export function formatDate(date: string): string {
  return date.split('-').reverse().join('-')
}

function base64Of(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1)
}

export interface Column {
  label: string
  /** Width in millimetres. */
  width: number
  align?: 'left' | 'right'
}

export interface PdfOptions {
  format: 'a4' | 'a5'
  orientation?: 'portrait' | 'landscape'
  title: string
  subject: string
}

/** The temple's lines on top of a document: logo, name, address and contacts. */
function templeLines(temple: PrintedTemple): string[] {
  const a = temple.address
  return [
    [a.address_line_1, a.address_line_2].filter(Boolean).join(', '),
    [a.city, a.district, a.state].filter(Boolean).join(', ') + (a.pincode ? ` - ${a.pincode}` : ''),
    [temple.phone && `Phone ${temple.phone}`, temple.email].filter(Boolean).join('  ·  '),
  ].filter((line) => line.trim() !== '')
}

/** A jsPDF document with the house fonts, margins, a running cursor and page breaks. */
export class PdfWriter {
  readonly doc: jsPDF
  readonly margin: number
  y: number

  constructor(options: PdfOptions) {
    this.doc = new jsPDF({ unit: 'mm', format: options.format, orientation: options.orientation ?? 'portrait', compress: true })
    this.doc.addFileToVFS('DejaVuSans.ttf', base64Of(regularFont))
    this.doc.addFileToVFS('DejaVuSans-Bold.ttf', base64Of(boldFont))
    this.doc.addFont('DejaVuSans.ttf', FAMILY, 'normal')
    this.doc.addFont('DejaVuSans-Bold.ttf', FAMILY, 'bold')
    this.doc.setProperties({ title: options.title, subject: options.subject, creator: 'Temple back-office (demo)' })
    this.margin = options.format === 'a5' ? 10 : 14
    this.y = this.margin
    this.font(10)
  }

  get width(): number {
    return this.doc.internal.pageSize.getWidth()
  }

  get height(): number {
    return this.doc.internal.pageSize.getHeight()
  }

  get right(): number {
    return this.width - this.margin
  }

  font(size: number, style: 'normal' | 'bold' = 'normal', color = '#000000'): this {
    this.doc.setFont(FAMILY, style)
    this.doc.setFontSize(size)
    this.doc.setTextColor(color)
    return this
  }

  /** Height in mm of one line of the current font size. */
  lineHeight(): number {
    return this.doc.getFontSize() * PT * 1.3
  }

  /** Text on the current line, and the cursor moves down one line (unless `stay`). */
  line(text: string, options: { x?: number; align?: 'left' | 'center' | 'right'; stay?: boolean } = {}): this {
    const align = options.align ?? 'left'
    const x = options.x ?? (align === 'center' ? this.width / 2 : align === 'right' ? this.right : this.margin)
    this.doc.text(text, x, this.y, { align, baseline: 'top' })
    if (!options.stay) this.y += this.lineHeight()
    return this
  }

  /** Text wrapped to a width, from the cursor down. */
  paragraph(text: string, width = this.right - this.margin, x = this.margin): this {
    for (const part of this.doc.splitTextToSize(text, width) as string[]) this.line(part, { x })
    return this
  }

  gap(mm: number): this {
    this.y += mm
    return this
  }

  rule(color = RULE): this {
    this.doc.setDrawColor(color)
    this.doc.setLineWidth(0.3)
    this.doc.line(this.margin, this.y, this.right, this.y)
    return this.gap(2)
  }

  /** A new page when less than `mm` is left above the bottom margin; true when it broke. */
  ensure(mm: number): boolean {
    if (this.y + mm <= this.height - this.margin) return false
    this.newPage()
    return true
  }

  newPage(): this {
    this.doc.addPage()
    this.y = this.margin
    return this
  }

  /** The temple's logo, name, address and contacts, then a rule. */
  templeHeader(temple: PrintedTemple): this {
    const size = this.doc.internal.pageSize.getWidth() < 160 ? 16 : 20
    this.logo(temple, this.margin, this.y, size)
    const x = this.margin + size + 4
    const top = this.y
    this.font(size > 16 ? 15 : 13, 'bold').paragraph(temple.name, this.right - x, x)
    this.font(8, 'normal', MUTED)
    for (const text of templeLines(temple)) this.paragraph(text, this.right - x, x)
    this.y = Math.max(this.y, top + size) + 2
    this.font(10)
    return this.rule()
  }

  /** An uploaded PNG or JPEG logo, else the placeholder's look: the palette and the initials. */
  private logo(temple: PrintedTemple, x: number, y: number, size: number) {
    const ref = temple.logo ?? ''
    const upload = ref.startsWith('data:image/png') || ref.startsWith('data:image/jpeg') ? ref : null
    if (upload) {
      try {
        this.doc.addImage(upload, upload.startsWith('data:image/png') ? 'PNG' : 'JPEG', x, y, size, size)
        return
      } catch {
        // An image jsPDF cannot read: the placeholder instead.
      }
    }
    const [dark, light] = temple.palette
    const r = size / 2
    this.doc.setFillColor(dark)
    this.doc.circle(x + r, y + r, r, 'F')
    this.doc.setDrawColor(light)
    this.doc.setLineWidth(0.8)
    this.doc.circle(x + r, y + r, r - 1.5, 'S')
    this.font(size * 0.9, 'bold', '#ffffff')
    this.doc.text(temple.initials, x + r, y + r, { align: 'center', baseline: 'middle' })
    this.font(10)
  }

  /** A table from the cursor: a shaded head row (repeated on each new page) and the rows. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], options: { boldLast?: boolean; size?: number } = {}): this {
    const size = options.size ?? 8.5
    const rowHeight = size * PT * 1.9
    const head = () => {
      this.doc.setFillColor(HEAD_FILL)
      this.doc.rect(this.margin, this.y, this.right - this.margin, rowHeight, 'F')
      this.font(size, 'bold')
      this.cells(
        columns,
        columns.map((c) => c.label),
        rowHeight,
      )
    }
    head()
    rows.forEach((row, index) => {
      if (this.ensure(rowHeight)) head()
      const bold = options.boldLast === true && index === rows.length - 1
      if (bold) {
        this.doc.setDrawColor(RULE)
        this.doc.line(this.margin, this.y, this.right, this.y)
      }
      this.font(size, bold ? 'bold' : 'normal')
      this.cells(columns, row, rowHeight)
    })
    this.font(10)
    return this.gap(2)
  }

  private cells(columns: readonly Column[], values: readonly string[], rowHeight: number) {
    let x = this.margin
    columns.forEach((column, i) => {
      const pad = 1.5
      const text = this.fit(values[i] ?? '', column.width - 2 * pad)
      const right = column.align === 'right'
      this.doc.text(text, right ? x + column.width - pad : x + pad, this.y + rowHeight / 2, {
        align: right ? 'right' : 'left',
        baseline: 'middle',
      })
      x += column.width
    })
    this.y += rowHeight
  }

  /** The text, cut with an ellipsis to fit a width in the current font. */
  private fit(text: string, width: number): string {
    if (this.doc.getTextWidth(text) <= width) return text
    let cut = text
    while (cut.length > 1 && this.doc.getTextWidth(`${cut}…`) > width) cut = cut.slice(0, -1)
    return `${cut.trimEnd()}…`
  }

  /** Page numbers at the bottom of every page, with a line of text on the left. */
  footer(text: string): this {
    const pages = this.doc.getNumberOfPages()
    for (let page = 1; page <= pages; page += 1) {
      this.doc.setPage(page)
      this.font(7, 'normal', MUTED)
      const y = this.height - this.margin / 2
      this.doc.text(text, this.margin, y, { baseline: 'bottom' })
      this.doc.text(`Page ${page} of ${pages}`, this.right, y, { align: 'right', baseline: 'bottom' })
    }
    return this
  }

  bytes(): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.doc.output('arraybuffer'))
  }
}
