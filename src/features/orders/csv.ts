/**
 * CSV made in the browser. A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return would be read by a spreadsheet as a formula (CSV injection): it gets a leading `'`, so it
 * shows as the text it is. Numbers are written as numbers.
 */
import type { FinancialReport } from './types'

export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

export const REPORT_CSV_HEADER = ['#', 'Offering', 'Category', 'Count', 'App', 'Counter', 'POS', 'Website', 'Amount', 'Dakshina'] as const

/** Exactly the rows and the totals row the report table shows, amounts as plain decimals. */
export function reportCsvRows(report: FinancialReport): CsvCell[][] {
  const t = report.totals
  return [
    [...REPORT_CSV_HEADER],
    ...report.items.map((row) => [
      row.id,
      row.offeringName,
      row.categoryName,
      row.count,
      row.appCount,
      row.counterCount,
      row.posCount,
      row.websiteCount,
      row.amount,
      row.dakshina,
    ]),
    ['', 'Total', '', t.count, t.appCount, t.counterCount, t.posCount, t.websiteCount, t.amount, t.dakshina],
  ]
}

/** Saves text as a file through a temporary object url (the browser's download). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
