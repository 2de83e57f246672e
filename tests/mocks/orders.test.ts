import { describe, expect, it } from 'vitest'
import { buildSeedDb } from '../../mocks/seed'
import { ORDER_HISTORY_DAYS, seededDonationOrders, seededOfferingOrders } from '../../mocks/seed/orders'
import { localDate } from '../../mocks/seed/orders/days'
import { BIRTH_STARS } from '../../mocks/seed/orders/records'
import { getMockDb } from '../../mocks/node'
import { MOCK_FILE_URL } from '../download-links'
import { api, login, parseLink } from './api'
import { download, readPdf } from './read-files'

const ORDERS = '/order/t-admin/offering-order/'
const DONATIONS = '/order/t-admin/donation-order/'

interface Order {
  id: number
  status: string
  channel: string
  offering_date: string
  booking_date: string
  booked_time: string
  amount: string
  dakshina: string
  devotee_count: number
  devotees: { name: string; birth_star: string; gothram: string }[]
  offering_detail: { id: number; name: string }
}

interface Financial {
  items: {
    offering_name: string
    amount: string
    count: number
    app_count: number
    counter_count: number
    pos_count: number
    website_count: number
    dakshina: string
  }[]
  total_amount: string
  total_count: number
  total_app_count: number
  total_counter_count: number
  total_pos_count: number
  total_website_count: number
  total_dakshina: string
  series: { period: string; amount: string; count: number }[]
}

function daysAgo(n: number): string {
  const d = new Date()
  d.setDate(d.getDate() - n)
  return localDate(d)
}

describe('seeded orders', () => {
  it('are deterministic, reach back 18 months, and match the seed catalogue and prices', () => {
    const a = seededOfferingOrders(1)
    expect(seededOfferingOrders(1)).toEqual(a)
    expect(a.length).toBeGreaterThan(4000)
    expect(seededDonationOrders(1).length).toBeGreaterThan(1000)
    expect(a[0]!.booking_date).toBe(daysAgo(ORDER_HISTORY_DAYS - 1))
    expect(new Set(a.map((o) => o.id)).size).toBe(a.length)
    const seed = buildSeedDb()
    for (const order of a.slice(0, 300)) {
      const offering = seed.offerings.find((o) => o.id === order.offering_id)!
      expect(offering.temple_id).toBe(1)
      expect(order.price).toBe(Number(offering.price))
      expect(order.amount).toBe(order.price * order.devotees.length + order.addon_amount)
      if (order.deity_id !== null) expect(seed.deities.find((d) => d.id === order.deity_id)!.offering_ids).toContain(offering.id)
      for (const d of order.devotees) expect(BIRTH_STARS).toContain(d.birth_star)
    }
    for (const status of ['created', 'attempted', 'paid', 'complete', 'refunded', 'trashed'])
      expect(a.some((o) => o.status === status)).toBe(true)
    for (const channel of ['app', 'website', 'counter', 'pos']) expect(a.some((o) => o.channel === channel)).toBe(true)
    expect(seededOfferingOrders(2).length).toBeGreaterThan(500)
    expect(seededOfferingOrders(4)).toEqual([])
  })

  it('are not stored in the database: only status changes are', () => {
    const db = getMockDb()
    expect(db.orderStatusChanges).toEqual([])
    // Thousands of orders stored would be megabytes; the seed without them is about 325 kB.
    expect(JSON.stringify(db).length).toBeLessThan(400_000)
  })
})

describe('offering orders API', () => {
  it('lists 25 a page by Link, filtered by status and dates, newest id first', async () => {
    const { access } = await login('admin@example.com')
    const from = daysAgo(60)
    const res = await api(`${ORDERS}?status=paid&date_after=${from}&page_size=25&order_by=-id`, { token: access, temple: 1 })
    expect(res.status).toBe(200)
    const page: Order[] = await res.json()
    expect(page).toHaveLength(25)
    expect(page.every((o) => o.status === 'paid' && o.offering_date >= from)).toBe(true)
    expect(page.map((o) => o.id)).toEqual([...page.map((o) => o.id)].sort((x, y) => y - x))
    const next = parseLink(res.headers.get('Link')).next!
    const second: Order[] = await (await api(next, { token: access, temple: 1 })).json()
    expect(second[0]!.id).toBeLessThan(page[24]!.id)
    const bad = await api(`${ORDERS}?status=lost&date_after=2024-13-45`, { token: access, temple: 1 })
    expect(bad.status).toBe(400)
    expect(Object.keys(await bad.json())).toEqual(['status', 'date_after'])
  })

  it('marks paid orders completed with one PATCH of ids; needs change_offeringorder', async () => {
    const { access } = await login('admin@example.com')
    const page: Order[] = await (await api(`${ORDERS}?status=paid`, { token: access, temple: 1 })).json()
    const ids = [page[0]!.id, page[1]!.id]
    const res = await api(`${ORDERS}update/`, { method: 'PATCH', token: access, temple: 1, body: { ids } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as Order[]).map((o) => o.status)).toEqual(['complete', 'complete'])
    const detail: Order = await (await api(`${ORDERS}${ids[0]}/`, { token: access, temple: 1 })).json()
    expect(detail.status).toBe('complete')
    expect(getMockDb().orderStatusChanges).toHaveLength(2)
    const refunded = seededOfferingOrders(1).find((o) => o.status === 'refunded')!
    const refused = await api(`${ORDERS}update/`, { method: 'PATCH', token: access, temple: 1, body: { ids: [refunded.id] } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ ids: [`Only paid orders can be marked completed: #${refunded.id}.`] })

    const manager = await login('manager@example.com')
    expect((await api(ORDERS, { token: manager.access, temple: 1 })).status).toBe(403)
    expect((await api(`${ORDERS}update/`, { method: 'PATCH', token: manager.access, temple: 1, body: { ids } })).status).toBe(403)
    expect((await api(`${ORDERS}financial/`, { token: manager.access, temple: 1 })).status).toBe(403)
    expect((await api(DONATIONS, { token: manager.access, temple: 1 })).status).toBe(403)
  })

  it('aggregates the financial report: totals are the sums of the items', async () => {
    const { access } = await login('admin@example.com')
    const res = await api(`${ORDERS}financial/?status=paid&booking_date_after=${daysAgo(40)}&booking_date_before=${daysAgo(10)}`, {
      token: access,
      temple: 1,
    })
    const report: Financial = await res.json()
    expect(report.items.length).toBeGreaterThan(3)
    const sum = (pick: (i: Financial['items'][number]) => number) => report.items.reduce((t, i) => t + pick(i), 0)
    expect(Number(report.total_amount)).toBeCloseTo(
      sum((i) => Number(i.amount)),
      2,
    )
    expect(Number(report.total_dakshina)).toBeCloseTo(
      sum((i) => Number(i.dakshina)),
      2,
    )
    expect(report.total_count).toBe(sum((i) => i.count))
    expect(report.total_count).toBe(
      report.total_app_count + report.total_counter_count + report.total_pos_count + report.total_website_count,
    )
    expect(report.series.reduce((t, p) => t + p.count, 0)).toBe(report.total_count)
    const expected = seededOfferingOrders(1).filter(
      (o) => o.status === 'paid' && o.booking_date >= daysAgo(40) && o.booking_date <= daysAgo(10),
    )
    expect(report.total_count).toBe(expected.length)
  })

  it('download links are http urls of generated files', async () => {
    const { access } = await login('admin@example.com')
    for (const path of [
      `${ORDERS}generate-download-link/?status=paid&booking_date_after=${daysAgo(2)}`,
      `${ORDERS}generate-priest-download-link/?status=paid&booking_date_after=${daysAgo(2)}`,
      `${ORDERS}generate-financial-download-link/?file_type=xlsx&status=paid`,
    ]) {
      const body = (await (await api(path, { token: access, temple: 1 })).json()) as { download_url: string }
      expect(body.download_url).toMatch(MOCK_FILE_URL)
      expect((await fetch(body.download_url)).headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    }
    const bad = await api(`${ORDERS}generate-financial-download-link/?file_type=doc`, { token: access, temple: 1 })
    expect(bad.status).toBe(400)
    const receipts: { id: number }[] = await (await api(`${DONATIONS}?status=paid`, { token: access, temple: 1 })).json()
    const pdf = await api(`${DONATIONS}${receipts[0]!.id}/generate_download_link/?file_type=pdf`, { token: access, temple: 1 })
    expect(((await pdf.json()) as { download_url: string }).download_url).toMatch(MOCK_FILE_URL)
  })

  it("the donation receipts' filtered list has one PDF link, with the list's filters and order", async () => {
    const { access } = await login('admin@example.com')
    const from = daysAgo(30)
    const path = `${DONATIONS}generate_download_link/?status=paid&booking_date_after=${from}&order_by=-amount&asc=false&file_type=pdf`
    const { url, bytes } = await download(await api(path, { token: access, temple: 1 }))
    expect(url).toMatch(MOCK_FILE_URL)
    const { pages } = await readPdf(bytes)
    const expected = seededDonationOrders(1)
      .filter((o) => o.status === 'paid' && o.booking_date >= from)
      .sort((a, b) => b.amount - a.amount || b.id - a.id)
    expect(pages).toHaveLength(expected.length)
    expect(pages.every((page) => /Status\s+Paid/.test(page))).toBe(true)
    const bad = await api(`${DONATIONS}generate_download_link/?file_type=xlsx`, { token: access, temple: 1 })
    expect(bad.status).toBe(400)
    const { access: newbie } = await login('newbie@example.com')
    expect((await api(`${DONATIONS}generate_download_link/`, { token: newbie, temple: 1 })).status).toBeGreaterThanOrEqual(403)
  })
})
