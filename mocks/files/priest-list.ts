/**
 * The priest list: what the priests perform, grouped by day and, within a day, by offering (with
 * the offering's time slots), each group listing its devotees with birth star and gothram, the
 * deity and the receipt's reference (A4).
 */
import type { ReceiptDevotee } from './receipts'
import { PdfWriter, formatDate } from './pdf'
import type { PrintedTemple } from './renderer'

export interface PriestBooking {
  offeringDate: string
  offering: string
  /** The offering's time slots as text ("06:00-07:00, 18:00"), or ''. */
  slots: string
  deity: string | null
  reference: string
  devotees: readonly ReceiptDevotee[]
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function dayLabel(date: string): string {
  return `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? ''} ${formatDate(date)}`
}

/** Bookings grouped by day, then offering (both in order), keeping the bookings' order inside. */
export function priestGroups(
  bookings: readonly PriestBooking[],
): { date: string; offerings: { offering: string; slots: string; bookings: PriestBooking[] }[] }[] {
  const sorted = [...bookings].sort((a, b) => a.offeringDate.localeCompare(b.offeringDate) || a.offering.localeCompare(b.offering))
  const days: ReturnType<typeof priestGroups> = []
  for (const booking of sorted) {
    let day = days.at(-1)
    if (day?.date !== booking.offeringDate) {
      day = { date: booking.offeringDate, offerings: [] }
      days.push(day)
    }
    let group = day.offerings.at(-1)
    if (group?.offering !== booking.offering) {
      group = { offering: booking.offering, slots: booking.slots, bookings: [] }
      day.offerings.push(group)
    }
    group.bookings.push(booking)
  }
  return days
}

export function priestListPdf(temple: PrintedTemple, bookings: readonly PriestBooking[], subtitle: string): Uint8Array<ArrayBuffer> {
  const pdf = new PdfWriter({ format: 'a4', title: 'Priest list', subject: `${temple.name}: priest list` })
  pdf.templeHeader(temple)
  pdf.font(13, 'bold').line('PRIEST LIST', { align: 'center' })
  pdf.font(9, 'normal', '#555555').line(subtitle, { align: 'center' }).gap(2)
  const w = pdf.right - pdf.margin
  const columns = [
    { label: '#', width: w * 0.05, align: 'right' as const },
    { label: 'Devotee', width: w * 0.25 },
    { label: 'Birth star', width: w * 0.15 },
    { label: 'Gothram', width: w * 0.14 },
    { label: 'Deity', width: w * 0.2 },
    { label: 'Receipt', width: w * 0.21 },
  ]
  const days = priestGroups(bookings)
  if (days.length === 0) pdf.font(10).line('No bookings match the filters.')
  for (const day of days) {
    pdf.ensure(30)
    pdf.font(11, 'bold').line(dayLabel(day.date)).gap(1)
    for (const group of day.offerings) {
      pdf.ensure(20)
      const devotees = group.bookings.flatMap((b) => b.devotees.map((d) => ({ booking: b, devotee: d })))
      const heading = `${group.offering}${group.slots ? ` (${group.slots})` : ''}: ${devotees.length} ${devotees.length === 1 ? 'devotee' : 'devotees'}`
      pdf.font(10, 'bold', '#7b2d26').line(heading)
      pdf.table(
        columns,
        devotees.map(({ booking, devotee }, index) => [
          String(index + 1),
          devotee.name,
          devotee.birth_star,
          devotee.gothram,
          booking.deity ?? '',
          booking.reference,
        ]),
      )
    }
  }
  return pdf.footer(`${temple.name}: priest list`).bytes()
}
