import { describe, expect, it } from 'vitest'
import { amountInWords } from '../../mocks/files/words'
import { formatReference, receiptReferences } from '../../mocks/files/reference'
import { seededDonationOrders, seededOfferingOrders } from '../../mocks/seed/orders'
import { MOCK_FILE_URL } from '../download-links'
import { api, login } from './api'
import { download, readPdf, readXlsx } from './read-files'

const ORDERS = '/order/t-admin/offering-order/'
const DONATIONS = '/order/t-admin/donation-order/'

const rupees = (n: number) => `₹ ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(n)}`

describe('amounts in words (Indian numbering)', () => {
  it('spells rupees with thousand, lakh and crore, and paise', () => {
    expect(amountInWords(1250)).toBe('Rupees One Thousand Two Hundred Fifty Only')
    expect(amountInWords(0)).toBe('Rupees Zero Only')
    expect(amountInWords(101)).toBe('Rupees One Hundred One Only')
    expect(amountInWords(12_34_567)).toBe('Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only')
    expect(amountInWords(3_00_00_015)).toBe('Rupees Three Crore Fifteen Only')
    expect(amountInWords(250.5)).toBe('Rupees Two Hundred Fifty and Fifty Paise Only')
  })
})

describe('receipt reference numbers', () => {
  it("fill the temple's template and number receipts in order, again from 1 each year when asked", () => {
    expect(formatReference('OFR/[year]/[month]/[no]', 5, '2025-01-15', 12)).toBe('OFR/2025/01/00012')
    expect(formatReference('VOU/[finyearstart]-[finyearend]/[no]', 0, '2025-03-31', 7)).toBe('VOU/2024-2025/7')
    const temple = {
      offering_receipt_ref_no_tpl: 'R/[year]/[no]',
      donation_receipt_ref_no_tpl: 'D/[no]',
      ref_no_padding: 3,
      reset_ref_on_year_change: true,
    } as Parameters<typeof receiptReferences>[0]
    const orders = [
      { id: 30, booking_date: '2025-01-02' },
      { id: 10, booking_date: '2024-12-30' },
      { id: 20, booking_date: '2024-12-31' },
    ]
    expect(Object.fromEntries(receiptReferences(temple, 'offering', orders))).toEqual({
      10: 'R/2024/001',
      20: 'R/2024/002',
      30: 'R/2025/001',
    })
    const noReset = { ...temple, reset_ref_on_year_change: false }
    expect(receiptReferences(noReset, 'donation', orders).get(30)).toBe('D/003')
  })
})

interface Order {
  id: number
  booking_date: string
  offering_date: string
  amount: string
  dakshina: string
  total: string
  devotees: { name: string; birth_star: string; gothram: string }[]
  offering_detail: { name: string }
}

describe('real files of the mocked backend', () => {
  it("an offering receipt is a PDF with the temple, the template's reference, the devotees and the amount in ₹ and in words", async () => {
    const { access } = await login('admin@example.com')
    const orders = (await (await api(`${ORDERS}?status=paid&page_size=50`, { token: access, temple: 1 })).json()) as Order[]
    const order = orders.find((o) => Number(o.dakshina) > 0 && o.devotees.length > 1) ?? orders[0]!
    const { url, response, bytes } = await download(
      await api(`${ORDERS}${order.id}/generate-download-link/?lang=en`, { token: access, temple: 1 }),
    )
    expect(url).toMatch(MOCK_FILE_URL)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-OFR-\d{4}-\d{2}-\d{5}\.pdf"$/)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { pages, text } = await readPdf(bytes)
    expect(pages).toHaveLength(1)
    expect(text).toContain('Sree Padmanabhaswamy Temple')
    expect(text).toContain('West Nada, East Fort, Fort P.O.')
    const [year, month] = order.booking_date.split('-')
    const all = seededOfferingOrders(1).filter((o) => o.booking_date.startsWith(`${year}-`))
    const no = all.filter((o) => o.id <= order.id).length
    expect(text).toContain(`Receipt No: OFR/${year}/${month}/${String(no).padStart(5, '0')}`)
    for (const devotee of order.devotees) {
      expect(text).toContain(devotee.name)
      expect(text).toContain(devotee.birth_star)
    }
    expect(text).toContain(order.offering_detail.name)
    expect(text).toContain(rupees(Number(order.total)))
    expect(text).toContain(`Amount in words: ${amountInWords(Number(order.total))}`)
  })

  it('a donation receipt is a PDF with its reference, donor, donation and amount', async () => {
    const { access } = await login('admin@example.com')
    const [receipt] = (await (await api(`${DONATIONS}?status=paid`, { token: access, temple: 1 })).json()) as {
      id: number
      booked_by: string
      amount: string
      donation_detail: { name: string }
    }[]
    const { response, bytes } = await download(
      await api(`${DONATIONS}${receipt!.id}/generate_download_link/?file_type=pdf`, { token: access, temple: 1 }),
    )
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-DON-\d{4}-\d{2}-\d{5}\.pdf"$/)
    const { text } = await readPdf(bytes)
    expect(text).toContain('DONATION RECEIPT')
    expect(text).toMatch(/Receipt No: DON\/\d{4}\/\d{2}\/\d{5}/)
    expect(text).toContain(receipt!.booked_by)
    expect(text).toContain(receipt!.donation_detail.name)
    expect(text).toContain(rupees(Number(receipt!.amount)))
    expect(text).toContain(amountInWords(Number(receipt!.amount)))
  })

  it("the filtered receipts are one PDF, a page a receipt, in the list's order", async () => {
    const { access } = await login('admin@example.com')
    const paid = seededDonationOrders(1).filter((o) => o.status === 'paid')
    const day = paid.find((o, i) => paid[i + 2]?.booking_date === o.booking_date)!.booking_date
    const expected = seededDonationOrders(1)
      .filter((o) => o.status === 'paid' && o.booking_date === day)
      .sort((a, b) => b.amount - a.amount || b.id - a.id)
    const path = `${DONATIONS}generate_download_link/?status=paid&booking_date_after=${day}&booking_date_before=${day}&order_by=-amount&file_type=pdf`
    const { pages } = await readPdf((await download(await api(path, { token: access, temple: 1 }))).bytes)
    expect(expected.length).toBeGreaterThan(1)
    expect(pages).toHaveLength(expected.length)
    expected.forEach((o, i) => {
      expect(pages[i]).toContain(o.booked_by)
      expect(pages[i]).toContain(rupees(o.amount))
    })
  })

  it('the priest list is a PDF grouped by day and offering, each devotee under their offering', async () => {
    const { access } = await login('admin@example.com')
    const day = seededOfferingOrders(1).at(-300)!.offering_date
    const orders = seededOfferingOrders(1).filter((o) => o.status === 'paid' && o.offering_date === day)
    const offerings = [...new Set(orders.map((o) => o.offering_name))].sort((a, b) => a.localeCompare(b))
    expect(offerings.length).toBeGreaterThan(1)
    const path = `${ORDERS}generate-priest-download-link/?status=paid&date_after=${day}&date_before=${day}&lang=en`
    const { response, bytes } = await download(await api(path, { token: access, temple: 1 }))
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const { text } = await readPdf(bytes)
    expect(text).toContain('PRIEST LIST')
    const lines = text.split('\n')
    expect(lines.filter((l) => l.endsWith(day.split('-').reverse().join('-')))).toHaveLength(1)
    // One heading per offering, in name order, naming its devotee count.
    const headings = offerings.map((name) => lines.findIndex((l) => l.startsWith(`${name}`) && / devotees?$/.test(l)))
    expect(headings.every((h) => h >= 0)).toBe(true)
    expect([...headings].sort((a, b) => a - b)).toEqual(headings)
    offerings.forEach((name, i) => {
      const devotees = orders.filter((o) => o.offering_name === name).flatMap((o) => o.devotees)
      expect(lines[headings[i]!]).toMatch(new RegExp(`: ${devotees.length} devotees?$`))
      const section = lines.slice(headings[i]!, headings[i + 1] ?? lines.length)
      for (const devotee of devotees) expect(section).toContain(devotee.name)
    })
  })

  it("the report's XLSX has numeric cells whose totals equal the report endpoint's, and the PDF the same totals", async () => {
    const { access } = await login('admin@example.com')
    const query = 'status=paid&booking_date_after=2025-01-01&booking_date_before=2025-12-31'
    const report = (await (await api(`${ORDERS}financial/?${query}`, { token: access, temple: 1 })).json()) as {
      items: { offering_name: string; count: number; amount: string; dakshina: string }[]
      total_amount: string
      total_count: number
      total_dakshina: string
    }
    expect(report.items.length).toBeGreaterThan(3)
    const xlsx = await download(
      await api(`${ORDERS}generate-financial-download-link/?${query}&file_type=xlsx`, { token: access, temple: 1 }),
    )
    expect(xlsx.response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.response.headers.get('content-disposition')).toBe('attachment; filename="offering-report-2025-01-01-to-2025-12-31.xlsx"')
    expect(new TextDecoder().decode(xlsx.bytes.slice(0, 2))).toBe('PK')
    const { rows } = await readXlsx(xlsx.bytes)
    const head = rows.findIndex((row) => row[1] === 'Offering')
    expect(rows[head]).toEqual(['#', 'Offering', 'Category', 'Count', 'App', 'Counter', 'POS', 'Website', 'Amount (₹)', 'Dakshina (₹)'])
    const items = rows.slice(head + 1, head + 1 + report.items.length)
    expect(items.map((row) => row[1])).toEqual(report.items.map((item) => item.offering_name))
    items.forEach((row, i) => {
      expect(row[3]).toBe(report.items[i]!.count)
      expect(row[8]).toBe(Number(report.items[i]!.amount))
      expect(row[9]).toBe(Number(report.items[i]!.dakshina))
    })
    const total = rows[head + 1 + report.items.length]!
    expect(total[1]).toBe('Total')
    expect(total[3]).toBe(report.total_count)
    expect(total[8]).toBe(Number(report.total_amount))
    expect(total[9]).toBe(Number(report.total_dakshina))
    const sum = items.reduce((n, row) => n + (row[8] as number), 0)
    expect(sum).toBeCloseTo(Number(report.total_amount), 2)

    const pdf = await download(await api(`${ORDERS}generate-financial-download-link/?${query}&file_type=pdf`, { token: access, temple: 1 }))
    expect(pdf.response.headers.get('content-disposition')).toBe('attachment; filename="offering-report-2025-01-01-to-2025-12-31.pdf"')
    const { text } = await readPdf(pdf.bytes)
    expect(text).toContain('OFFERING FINANCIAL REPORT')
    const amount = (n: string) => rupees(Number(n)).slice(2)
    const lines = text.split('\n')
    const totalAt = lines.lastIndexOf('Total')
    expect(lines.slice(totalAt + 1)).toEqual(
      expect.arrayContaining([String(report.total_count), amount(report.total_amount), amount(report.total_dakshina)]),
    )
  })

  it('a file link is one of the newest files: an unknown one answers 404', async () => {
    const response = await fetch('http://localhost/api/__mock__/files/00000000-0000-4000-8000-000000000000/x.pdf')
    expect(response.status).toBe(404)
  })
})
