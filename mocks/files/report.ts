/**
 * The offering financial report as PDF (A4 landscape) and as an XLSX workbook: the rows and totals
 * of the financial endpoint for the same filters, so the files add up to what the screen shows.
 * In the workbook every count and amount is a number.
 */
import { PdfWriter, formatRupees } from './pdf'
import type { PrintedTemple } from './renderer'
import { type Cell, xlsxWorkbook } from './xlsx'

export interface ReportItem {
  offering_name: string
  category_name: string
  count: number
  app_count: number
  counter_count: number
  pos_count: number
  website_count: number
  amount: number
  dakshina: number
}

export interface ReportTotals {
  total_count: number
  total_app_count: number
  total_counter_count: number
  total_pos_count: number
  total_website_count: number
  total_amount: number
  total_dakshina: number
}

export interface ReportFile {
  temple: PrintedTemple
  /** What the report covers (dates, status, filters). */
  subtitle: string
  items: readonly ReportItem[]
  totals: ReportTotals
}

export const REPORT_COLUMNS = [
  '#',
  'Offering',
  'Category',
  'Count',
  'App',
  'Counter',
  'POS',
  'Website',
  'Amount (₹)',
  'Dakshina (₹)',
] as const

const TITLE = 'Offering financial report'

function countsOf(item: ReportItem): number[] {
  return [item.count, item.app_count, item.counter_count, item.pos_count, item.website_count]
}

function totalCounts(t: ReportTotals): number[] {
  return [t.total_count, t.total_app_count, t.total_counter_count, t.total_pos_count, t.total_website_count]
}

export function reportPdf(report: ReportFile): Uint8Array<ArrayBuffer> {
  const pdf = new PdfWriter({ format: 'a4', orientation: 'landscape', title: TITLE, subject: `${report.temple.name}: ${TITLE}` })
  pdf.templeHeader(report.temple)
  pdf.font(13, 'bold').line(TITLE.toUpperCase(), { align: 'center' })
  pdf.font(9, 'normal', '#555555').line(report.subtitle, { align: 'center' }).gap(2)
  const w = pdf.right - pdf.margin
  const widths = [0.04, 0.22, 0.16, 0.07, 0.06, 0.07, 0.06, 0.07, 0.13, 0.12]
  const columns = REPORT_COLUMNS.map((label, i) => ({
    label,
    width: w * (widths[i] ?? 0.1),
    align: i === 1 || i === 2 ? ('left' as const) : ('right' as const),
  }))
  const money = (n: number) => formatRupees(n).slice(2)
  const rows = report.items.map((item, index) => [
    String(index + 1),
    item.offering_name,
    item.category_name,
    ...countsOf(item).map(String),
    money(item.amount),
    money(item.dakshina),
  ])
  const t = report.totals
  rows.push(['', 'Total', '', ...totalCounts(t).map(String), money(t.total_amount), money(t.total_dakshina)])
  pdf.table(columns, rows, { boldLast: true })
  return pdf.footer(`${report.temple.name}: ${TITLE}`).bytes()
}

export function reportXlsx(report: ReportFile): Uint8Array<ArrayBuffer> {
  const bold = (value: string): Cell => ({ value, bold: true })
  const money = (value: number, isBold = false): Cell => ({ value, money: true, bold: isBold })
  const t = report.totals
  return xlsxWorkbook({
    name: 'Report',
    widths: [5, 32, 22, 8, 8, 9, 8, 9, 14, 14],
    rows: [
      [bold(report.temple.name)],
      [bold(TITLE)],
      [report.subtitle],
      [],
      REPORT_COLUMNS.map(bold),
      ...report.items.map((item, index) => [
        index + 1,
        item.offering_name,
        item.category_name,
        ...countsOf(item),
        money(item.amount),
        money(item.dakshina),
      ]),
      [
        null,
        bold('Total'),
        null,
        ...totalCounts(t).map((n): Cell => ({ value: n, bold: true })),
        money(t.total_amount, true),
        money(t.total_dakshina, true),
      ],
    ],
  })
}
