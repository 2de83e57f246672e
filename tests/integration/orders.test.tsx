import { fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import type { PermissionCode } from '../../mocks/permissions'
import { seededDonationOrders, seededOfferingOrders } from '../../mocks/seed/orders'
import { localDate } from '../../mocks/seed/orders/days'
import { UNSAFE_LINK_MESSAGE } from '@/features/orders/downloads'
import { formatMoney } from '@/shared/lib/money'
import { toaster } from '@/shared/ui/toaster'
import { expectFile, recordDownloads } from '../download-links'
import { renderApp, reportShown, screen, signInAs, waitForPath } from '../render'

const ORDERS = '/dashboard/offering-orders'
const API_ORDERS = '/api/order/t-admin/offering-order/'

/** Records the app's calls to the order endpoints: method, path and query, and JSON body. */
function recordCalls() {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/order/')) return
    const text = request.method === 'GET' ? '' : await request.clone().text()
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
  })
  return calls
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

function grantManager(permissions: PermissionCode[]) {
  const db = getMockDb()
  const user = db.users.find((u) => u.email === 'manager@example.com')!
  db.memberships.find((m) => m.user_id === user.id && m.temple_id === 1)!.permissions = permissions
}

const today = () => localDate(new Date())

/** Paid temple-1 orders from today on, newest id first: what the list shows by default. */
function defaultRows() {
  return seededOfferingOrders(1)
    .filter((o) => o.status === 'paid' && o.offering_date >= today())
    .sort((a, b) => b.id - a.id)
}

describe('offering receipts list', () => {
  it('asks for paid orders from today, 25 a page by -id, and shows the columns in dd/MM/yyyy and hh:mm AM/PM', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    renderApp(ORDERS)
    await screen.findByRole('heading', { name: 'Offering receipts' })
    const first = defaultRows()[0]!
    const link = await screen.findByRole('link', { name: `#${first.id}` })
    const list = calls.find((c) => c.path === API_ORDERS)!
    expect(Object.fromEntries(list.query)).toEqual({ page_size: '25', order_by: '-id', asc: 'false', status: 'paid', date_after: today() })
    const row = link.closest('tr')!
    const [y, m, d] = first.booking_date.split('-')
    expect(within(row).getAllByText(`${d}/${m}/${y}`).length).toBeGreaterThan(0)
    const hours = Number(first.booked_time.slice(0, 2))
    const time = `${String(hours % 12 || 12).padStart(2, '0')}:${first.booked_time.slice(3, 5)} ${hours >= 12 ? 'PM' : 'AM'}`
    expect(within(row).getByText(time)).toBeInTheDocument()
    expect(within(row).getByText('Paid')).toBeInTheDocument()
    expect(within(row).getByText(first.booked_by)).toBeInTheDocument()
    expect(within(row).getByText(formatMoney(first.dakshina))).toBeInTheDocument()
    expect(within(row).getByText(String(first.devotees.length))).toBeInTheDocument()
  })

  it('keeps filters in the URL: applying one navigates, and a shared URL reloads with it', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    const { router, user } = renderApp(`${ORDERS}?status=refunded&dateAfter=any&bookingDateAfter=2026-01-01`)
    await screen.findByRole('heading', { name: 'Offering receipts' })
    await waitFor(() => expect(calls.some((c) => c.path === API_ORDERS)).toBe(true))
    expect(Object.fromEntries(calls.find((c) => c.path === API_ORDERS)!.query)).toEqual({
      page_size: '25',
      order_by: '-id',
      asc: 'false',
      status: 'refunded',
      booking_date_after: '2026-01-01',
    })
    await waitFor(() => expect(screen.getAllByTestId('order-status').length).toBeGreaterThan(0))
    expect(new Set(screen.getAllByTestId('order-status').map((b) => b.textContent))).toEqual(new Set(['Refunded']))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'trashed')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'amount')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        status: 'trashed',
        dateAfter: 'any',
        bookingDateAfter: '2026-01-01',
        orderBy: 'amount',
        asc: true,
      }),
    )
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('trashed'))
    expect(calls.at(-1)!.query.get('order_by')).toBe('amount')
    await user.click(await screen.findByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('marks two selected rows completed with one PATCH of their ids; the rows update in place', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    const { user } = renderApp(ORDERS)
    const [a, b] = defaultRows()
    await screen.findByRole('link', { name: `#${a!.id}` })
    const button = screen.getByRole('button', { name: /Mark completed/ })
    expect(button).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: `Select receipt ${a!.id}` }))
    await user.click(screen.getByRole('checkbox', { name: `Select receipt ${b!.id}` }))
    const listCalls = calls.filter((c) => c.path === API_ORDERS).length
    await user.click(screen.getByRole('button', { name: 'Mark completed (2)' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark 2 receipts completed?' })
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([])
    // A fast double click on the confirmation sends one PATCH.
    const yes = within(confirm).getByRole('button', { name: 'Mark completed' })
    fireEvent.click(yes)
    fireEvent.click(yes)
    expect(await screen.findByText('2 receipts marked completed')).toBeInTheDocument()
    const patches = calls.filter((c) => c.method === 'PATCH')
    expect(patches).toEqual([expect.objectContaining({ path: `${API_ORDERS}update/`, body: { ids: [a!.id, b!.id] } })])
    // The rows follow in the list's deferred render.
    for (const order of [a!, b!]) {
      await waitFor(() => {
        const row = screen.getByRole('link', { name: `#${order.id}` }).closest('tr')!
        expect(within(row).getByText('Complete')).toBeInTheDocument()
        expect(within(row).getByRole('checkbox')).toBeDisabled()
      })
    }
    // No reload of the list: the rows changed from the PATCH answer.
    expect(calls.filter((c) => c.path === API_ORDERS).length).toBe(listCalls)
    expect(getMockDb().orderStatusChanges.map((r) => r.order_id)).toEqual([a!.id, b!.id])
  })

  it('asks before marking in bulk, and Cancel sends nothing', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    const { user } = renderApp(ORDERS)
    const [a, b, c] = defaultRows()
    await screen.findByRole('link', { name: `#${a!.id}` })
    for (const order of [a!, b!, c!]) await user.click(screen.getByRole('checkbox', { name: `Select receipt ${order.id}` }))
    await user.click(screen.getByRole('button', { name: 'Mark completed (3)' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark 3 receipts completed?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
    expect(screen.getByRole('button', { name: 'Mark completed (3)' })).toBeEnabled()
  })

  it('without change_offeringorder there is nothing to select or mark', async () => {
    grantManager(['view_offeringorder'])
    await signInAs('manager')
    renderApp(ORDERS)
    await screen.findByRole('link', { name: `#${defaultRows()[0]!.id}` })
    expect(screen.queryByRole('button', { name: /Mark completed/ })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('opens download links only when they are http(s) on an allowed origin', async () => {
    const { files, clicks, open } = recordDownloads()
    let answer = ''
    server.use(
      http.get('*/api/order/t-admin/offering-order/generate-priest-download-link/', () => HttpResponse.json({ download_url: answer })),
    )
    await signInAs('admin')
    const { user } = renderApp(ORDERS)
    await screen.findByRole('link', { name: `#${defaultRows()[0]!.id}` })
    // Each refused link says so. One at a time: a notice hides after 6 s, so on a loaded machine
    // three notices were not always on screen together.
    for (const link of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example.com/list.pdf',
    ]) {
      answer = link
      await user.click(screen.getByRole('button', { name: 'Priest list' }))
      expect(await screen.findByText(UNSAFE_LINK_MESSAGE)).toBeInTheDocument()
      toaster.remove()
      await waitFor(() => expect(screen.queryByText(UNSAFE_LINK_MESSAGE)).not.toBeInTheDocument())
    }
    expect(clicks).not.toHaveBeenCalled()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ml')
    const calls = recordCalls()
    await user.click(screen.getByRole('button', { name: 'Download receipts' }))
    await waitFor(() => expect(files).toHaveLength(1))
    await expectFile(files[0], /^offering-receipts-\d{4}-\d{2}-\d{2}\.pdf$/, 'pdf')
    expect(open).not.toHaveBeenCalled()
    expect(calls[0]!.query.get('lang')).toBe('ml')
    expect(calls[0]!.query.get('status')).toBe('paid')
  })

  it('shows one order: devotees with birth stars, add-on answers, amounts and the fee split', async () => {
    const order = seededOfferingOrders(1).find((o) => o.addons.length > 0 && o.fee_split.length > 0 && o.dakshina > 0)!
    await signInAs('admin')
    renderApp(`${ORDERS}/${order.id}`)
    expect(await screen.findByRole('heading', { name: new RegExp(`Receipt #${order.id}`) })).toBeInTheDocument()
    const devotees = screen.getByRole('table', { name: 'Devotees' })
    expect(within(devotees).getByText(order.devotees[0]!.name)).toBeInTheDocument()
    expect(within(devotees).getAllByText(new RegExp(`\\d+\\. ${order.devotees[0]!.birth_star}$`)).length).toBeGreaterThan(0)
    expect(within(screen.getByRole('table', { name: 'Additional details' })).getByText(order.addons[0]!.field_name)).toBeInTheDocument()
    const amounts = screen.getByRole('table', { name: 'Amounts' })
    expect(within(amounts).getByText(formatMoney(order.amount + order.dakshina))).toBeInTheDocument()
    expect(within(screen.getByRole('table', { name: 'Fee split' })).getByText(order.fee_split[0]!.name)).toBeInTheDocument()
  })
})

describe('donation receipts', () => {
  it('follows the next link appending rows, and a new filter starts fresh from the first page', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    const { user } = renderApp('/dashboard/donation-receipts')
    await screen.findByRole('heading', { name: 'Donation receipts' })
    const paid = seededDonationOrders(1)
      .filter((o) => o.status === 'paid')
      .sort((a, b) => b.id - a.id)
    await screen.findByRole('link', { name: `#${paid[0]!.id}` })
    const first = calls.filter((c) => c.path === '/api/order/t-admin/donation-order/')[0]!
    expect(Object.fromEntries(first.query)).toEqual({ page_size: '25', order_by: '-id', asc: 'false', status: 'paid' })
    // Load the next page (the table also loads it by itself when its end is near).
    const more = screen.queryByRole('button', { name: 'Load more' })
    if (more && !calls.some((c) => c.query.get('page') === '2')) await user.click(more)
    // 50 rows now (the table renders those near the viewport), the first page's still first.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Donation receipts' })).toHaveAttribute('aria-rowcount', '51'))
    expect(screen.getByRole('link', { name: `#${paid[0]!.id}` })).toBeInTheDocument()
    expect(calls.find((c) => c.query.get('page') === '2')!.query.get('status')).toBe('paid')

    const count = calls.length
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    const refunded = seededDonationOrders(1)
      .filter((o) => o.status === 'refunded')
      .sort((a, b) => b.id - a.id)
    await screen.findByRole('link', { name: `#${refunded[0]!.id}` })
    const fresh = calls.slice(count)[0]!
    expect(fresh.query.get('page')).toBeNull()
    expect(fresh.query.get('status')).toBe('refunded')
    expect(screen.queryByRole('link', { name: `#${paid[0]!.id}` })).toBeNull()
  })

  it('opens one receipt by id and its PDF through generate_download_link', async () => {
    const { files } = recordDownloads()
    const receipt = seededDonationOrders(1).at(-1)!
    const calls = recordCalls()
    await signInAs('admin')
    const { user } = renderApp(`/dashboard/donation-receipts/${receipt.id}`)
    expect(await screen.findByRole('heading', { name: `Donation receipt #${receipt.id}` })).toBeInTheDocument()
    expect(screen.getByText(formatMoney(receipt.amount))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(files).toHaveLength(1))
    await expectFile(files[0], /^receipt-DON-\d{4}-\d{2}-\d{5}\.pdf$/, 'pdf')
    const link = calls.find((c) => c.path.endsWith('/generate_download_link/'))!
    expect(link.path).toBe(`/api/order/t-admin/donation-order/${receipt.id}/generate_download_link/`)
    expect(link.query.get('file_type')).toBe('pdf')
  })
})

describe('financial report', () => {
  it('loads today with status paid, switches to last month keeping the status, shows rows from 1 and the totals row', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    const { user, router } = renderApp('/dashboard/reports')
    await screen.findByRole('heading', { name: 'Reports' })
    await reportShown()
    const financial = () => calls.filter((c) => c.path === `${API_ORDERS}financial/`)
    expect(Object.fromEntries(financial()[0]!.query)).toEqual({ status: 'paid', booking_date_after: today(), booking_date_before: today() })

    await user.click(screen.getByRole('button', { name: 'Last month' }))
    const now = new Date()
    const start = localDate(new Date(now.getFullYear(), now.getMonth() - 1, 1))
    const end = localDate(new Date(now.getFullYear(), now.getMonth(), 0))
    await waitFor(() => expect(financial().at(-1)!.query.get('booking_date_after')).toBe(start))
    expect(financial().at(-1)!.query.get('booking_date_before')).toBe(end)
    expect(financial().at(-1)!.query.get('status')).toBe('paid')
    expect(router.state.location.search).toEqual({ duration: 'lastMonth' })

    const expected = seededOfferingOrders(1).filter((o) => o.status === 'paid' && o.booking_date >= start && o.booking_date <= end)
    const totals = await screen.findByTestId('report-totals')
    await waitFor(() => expect(within(totals).getByText(String(expected.length))).toBeInTheDocument())
    const total = expected.reduce((sum, o) => sum + o.amount, 0)
    expect(within(totals).getByText(formatMoney(total))).toBeInTheDocument()
    const rows = screen.getAllByTestId('report-row')
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(rows.map((_, i) => String(i + 1)))
  })

  it('changing filters keeps only status and duration; Reset goes back to today and paid', async () => {
    const calls = recordCalls()
    await signInAs('admin')
    const { user, router } = renderApp('/dashboard/reports?duration=thisMonth&deity=1&fromTime=06:00')
    await screen.findByTestId('report-totals')
    const last = () => calls.filter((c) => c.path === `${API_ORDERS}financial/`).at(-1)!.query
    expect(last().get('from_time')).toBe('06:00')
    expect(last().get('deity')).toBe('1')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'complete')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deity' }), '')
    fireEvent.change(screen.getByLabelText('Booked to'), { target: { value: '12:30' } })
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ duration: 'thisMonth', status: 'complete', fromTime: '06:00', toTime: '12:30' }),
    )
    await waitFor(() => expect(last().get('to_time')).toBe('12:30'))
    expect(last().get('deity')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    await waitFor(() =>
      expect(Object.fromEntries(last())).toEqual({ status: 'paid', booking_date_after: today(), booking_date_before: today() }),
    )
  })

  it('downloads the PDF and the XLSX without leaving the page (issue 29)', async () => {
    const { files, open, assign } = recordDownloads()
    const calls = recordCalls()
    await signInAs('admin')
    const { user, router } = renderApp('/dashboard/reports?duration=lastMonth')
    await screen.findByTestId('report-totals')
    for (const format of ['pdf', 'xlsx'] as const) {
      await user.click(screen.getByRole('button', { name: format.toUpperCase() }))
      await waitFor(() => expect(files).toHaveLength(format === 'pdf' ? 1 : 2))
      await expectFile(files.at(-1), /^offering-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.(pdf|xlsx)$/, format)
    }
    const links = calls.filter((c) => c.path.endsWith('/generate-financial-download-link/'))
    expect(links.map((c) => c.query.get('file_type'))).toEqual(['pdf', 'xlsx'])
    expect(assign).not.toHaveBeenCalled()
    expect(open).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/dashboard/reports')
    expect(screen.getByTestId('report-totals')).toBeInTheDocument()
  })

  it('exports a CSV of exactly the rows and totals on screen, and refuses an unsafe PDF/XLSX link', async () => {
    let blob: Blob | null = null
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob
      return 'blob:http://localhost/report'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await signInAs('admin')
    const { user } = renderApp('/dashboard/reports?duration=lastMonth')
    const totals = await screen.findByTestId('report-totals')
    await user.click(screen.getByRole('button', { name: 'CSV' }))
    await waitFor(() => expect(blob).not.toBeNull())
    const text = (await blob!.text()).replace(/^\uFEFF/, '')
    const lines = text.trimEnd().split('\r\n')
    const rows = screen.getAllByTestId('report-row')
    expect(lines).toHaveLength(rows.length + 2)
    expect(lines[0]).toBe('#,Offering,Category,Count,App,Counter,POS,Website,Amount,Dakshina')
    const firstCells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(lines[1]!.startsWith(`1,${firstCells[1]},`)).toBe(true)
    const totalCells = lines.at(-1)!.split(',')
    expect(totalCells[1]).toBe('Total')
    expect(formatMoney(totalCells[8]!)).toBe(within(totals).getAllByRole('cell')[8]!.textContent)
    const sum = lines.slice(1, -1).reduce((acc, line) => acc + Number(line.split(',').at(-2)), 0)
    expect(sum).toBeCloseTo(Number(totalCells[8]), 2)

    server.use(
      http.get('*/api/order/t-admin/offering-order/generate-financial-download-link/', () =>
        HttpResponse.json({ download_url: 'javascript:alert(1)' }),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'XLSX' }))
    expect(await screen.findByText(UNSAFE_LINK_MESSAGE)).toBeInTheDocument()
  })
})

describe('navigation', () => {
  it('shows the three entries, disabled without their view permission; /dashboard lands on the first allowed', async () => {
    grantManager(['view_offering_report'])
    await signInAs('manager')
    const { router } = renderApp('/dashboard')
    await waitForPath(router, '/dashboard/reports')
    await reportShown()
    expect(screen.getByTestId('nav-/dashboard/offering-orders')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByTestId('nav-/dashboard/donation-receipts')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByTestId('nav-/dashboard/reports')).toHaveAttribute('href', '/dashboard/reports')
    await router.navigate({ to: '/dashboard/offering-orders' })
    await waitForPath(router, '/403')
  })
})
