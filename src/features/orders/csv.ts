/**
 * CSV made in the browser. A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return would be read by a spreadsheet as a formula (CSV injection): it gets a leading `'`, so it
 * shows as the text it is. Numbers are written as numbers.
 */
import { msg, t } from '@/shared/i18n'
import { saveBlob } from './downloads'
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

/** The header row (message keys; '#' stays as it is), in the language of the moment of the export. */
export const REPORT_CSV_HEADER = [
  '#',
  msg('orders.fields.offering'),
  msg('orders.fields.category'),
  msg('orders.report.count'),
  msg('orders.channel.app'),
  msg('orders.channel.counter'),
  msg('orders.channel.pos'),
  msg('orders.channel.website'),
  msg('orders.fields.amount'),
  msg('orders.fields.dakshina'),
] as const

/** Exactly the rows and the totals row the report table shows, amounts as plain decimals. */
export function reportCsvRows(report: FinancialReport): CsvCell[][] {
  const totals = report.totals
  return [
    REPORT_CSV_HEADER.map((label) => (label === '#' ? label : t(label))),
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
    [
      '',
      t('orders.fields.total'),
      '',
      totals.count,
      totals.appCount,
      totals.counterCount,
      totals.posCount,
      totals.websiteCount,
      totals.amount,
      totals.dakshina,
    ],
  ]
}

/** Saves text as a file through a temporary object url (the browser's download). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type })
  saveBlob(blob, fileName)
}
