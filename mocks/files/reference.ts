/**
 * Receipt reference numbers from the temple's templates (the profile's "reference settings"):
 * `[year]` and `[month]` of the booking date, `[finyearstart]`-`[finyearend]` of its Indian
 * financial year (April to March), and `[no]`, the receipt's running number padded with zeros to
 * `ref_no_padding` digits. The running number counts the temple's receipts of one kind in order;
 * with `reset_ref_on_year_change` it starts again at 1 each year (the financial year when the
 * template names it, else the calendar year). docs/decisions/191-real-files-in-the-demo.md.
 */
import type { TempleRow } from '../schema'

const PLACEHOLDER = /\[(year|month|finyearstart|finyearend|no)\]/g

function financialYearStart(date: string): number {
  const year = Number(date.slice(0, 4))
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1
}

/** One reference: the template filled for a booking date (yyyy-MM-dd) and running number. */
export function formatReference(template: string, padding: number, date: string, no: number): string {
  const finStart = financialYearStart(date)
  const values: Record<string, string> = {
    year: date.slice(0, 4),
    month: date.slice(5, 7),
    finyearstart: String(finStart),
    finyearend: String(finStart + 1),
    no: String(no).padStart(Math.min(Math.max(Math.trunc(padding), 0), 20), '0'),
  }
  return template.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '')
}

export type ReceiptKind = 'offering' | 'donation'

/**
 * The reference of every receipt of one kind of a temple, by order id. `orders` is every receipt
 * of that kind of the temple (any order; they are numbered by id).
 */
export function receiptReferences(
  temple: TempleRow,
  kind: ReceiptKind,
  orders: readonly { id: number; booking_date: string }[],
): Map<number, string> {
  const template = kind === 'offering' ? temple.offering_receipt_ref_no_tpl : temple.donation_receipt_ref_no_tpl
  const byFinancialYear = template.includes('[finyearstart]')
  const counters = new Map<string, number>()
  const references = new Map<number, string>()
  for (const order of [...orders].sort((a, b) => a.id - b.id)) {
    const period = !temple.reset_ref_on_year_change
      ? 'all'
      : byFinancialYear
        ? String(financialYearStart(order.booking_date))
        : order.booking_date.slice(0, 4)
    const no = (counters.get(period) ?? 0) + 1
    counters.set(period, no)
    references.set(order.id, formatReference(template, temple.ref_no_padding, order.booking_date, no))
  }
  return references
}
