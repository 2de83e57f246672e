/**
 * Receipt PDFs laid out like a temple's printed receipt: the temple's logo, name and address, the
 * receipt's reference number (the temple's template), the booking, the devotees with their birth
 * stars, the amounts in ₹ and the total in words. One receipt a page (A5); a list's receipts are
 * one file of as many pages.
 */
import { PdfWriter, formatDate, formatRupees } from './pdf'
import type { PrintedTemple } from './renderer'
import { amountInWords } from './words'

export interface ReceiptDevotee {
  name: string
  birth_star: string
  gothram: string
}

export interface Receipt {
  kind: 'offering' | 'donation'
  reference: string
  status: string
  bookedBy: string
  phone: string
  bookingDate: string
  bookedTime: string
  /** The offering's or the donation's date. */
  date: string
  /** The offering's or the donation's name. */
  item: string
  category: string
  deity: string | null
  devotees: readonly ReceiptDevotee[]
  /** Amount lines (offering, dakshina…); the total is their sum. */
  amounts: readonly AmountLine[]
}

export interface AmountLine {
  label: string
  amount: number
  /** Printed after the label: "(2 × ₹ 150.00)". */
  each?: { count: number; price: number }
}

function particulars(line: AmountLine): string {
  return line.each ? `${line.label} (${line.each.count} × ${formatRupees(line.each.price)})` : line.label
}

const LABEL_WIDTH = 32

function field(pdf: PdfWriter, label: string, value: string) {
  pdf.font(9, 'normal', '#555555').line(label, { stay: true })
  pdf.font(9).paragraph(value, pdf.right - pdf.margin - LABEL_WIDTH, pdf.margin + LABEL_WIDTH)
}

function drawReceipt(pdf: PdfWriter, temple: PrintedTemple, receipt: Receipt) {
  pdf.templeHeader(temple)
  pdf.font(12, 'bold').line(receipt.kind === 'offering' ? 'OFFERING RECEIPT' : 'DONATION RECEIPT', { align: 'center' })
  pdf.gap(2)
  pdf.font(9, 'bold').line(`Receipt No: ${receipt.reference}`, { stay: true })
  pdf.font(9).line(`Date: ${formatDate(receipt.bookingDate)} ${receipt.bookedTime.slice(0, 5)}`, { align: 'right' })
  pdf.gap(2)
  field(pdf, receipt.kind === 'offering' ? 'Booked by' : 'Donor', receipt.bookedBy)
  if (receipt.phone) field(pdf, 'Phone', receipt.phone)
  field(pdf, receipt.kind === 'offering' ? 'Offering' : 'Donation', `${receipt.item} (${receipt.category})`)
  if (receipt.deity) field(pdf, 'Deity', receipt.deity)
  field(pdf, receipt.kind === 'offering' ? 'Offering date' : 'For date', formatDate(receipt.date))
  field(pdf, 'Status', receipt.status)
  pdf.gap(2)
  if (receipt.devotees.length) {
    const w = pdf.right - pdf.margin
    pdf.table(
      [
        { label: 'Devotee', width: w * 0.45 },
        { label: 'Birth star', width: w * 0.3 },
        { label: 'Gothram', width: w * 0.25 },
      ],
      receipt.devotees.map((d) => [d.name, d.birth_star, d.gothram]),
      { size: 9 },
    )
  }
  const total = receipt.amounts.reduce((sum, line) => sum + line.amount, 0)
  const lines = receipt.amounts.length > 1 ? [...receipt.amounts, { label: 'Total', amount: total }] : receipt.amounts
  const w = pdf.right - pdf.margin
  pdf.table(
    [
      { label: 'Particulars', width: w * 0.6 },
      { label: 'Amount', width: w * 0.4, align: 'right' },
    ],
    lines.map((line) => [particulars(line), formatRupees(line.amount)]),
    { size: 9, boldLast: receipt.amounts.length > 1 },
  )
  pdf.font(9, 'bold').paragraph(`Amount in words: ${amountInWords(total)}`)
  pdf.gap(6)
  pdf.font(8, 'normal', '#555555').line(`${temple.counterName || 'Counter'}: authorised signatory`, { align: 'right' })
}

/** Receipts in one file at most; a list's file beyond that ends with a page saying how many were left out. */
export const RECEIPTS_PER_FILE = 100

/** One PDF of receipts, one a page. */
export function receiptsPdf(temple: PrintedTemple, receipts: readonly Receipt[], title: string): Uint8Array<ArrayBuffer> {
  const pdf = new PdfWriter({ format: 'a5', title, subject: `${temple.name}: ${title}` })
  receipts.slice(0, RECEIPTS_PER_FILE).forEach((receipt, index) => {
    if (index > 0) pdf.newPage()
    drawReceipt(pdf, temple, receipt)
  })
  const leftOut = receipts.length - RECEIPTS_PER_FILE
  if (leftOut > 0) {
    pdf.newPage().templeHeader(temple)
    pdf.font(10).paragraph(`${leftOut} more receipts match the filters. Narrow the filters (dates, status) to download them.`)
  }
  if (receipts.length === 0) pdf.templeHeader(temple).font(10).line('No receipts match the filters.')
  return pdf.footer('This is a computer-generated receipt.').bytes()
}
