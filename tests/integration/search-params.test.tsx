import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { localDate } from '../../mocks/seed/orders/days'
import { renderApp, reportShown, screen, signInAs, waitForPath } from '../render'

afterEach(() => server.events.removeAllListeners())

/** The query strings of the app's requests to `path` (first pages: a next page's link is the server's). */
function recordQueries(path: string) {
  const queries: Record<string, string>[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === path && !url.searchParams.has('page')) queries.push(Object.fromEntries(url.searchParams))
  })
  return queries
}

/** The router settled on `pathname` with no search left in its state or its URL. */
async function expectCleanUrl(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitForPath(router, pathname)
  await waitFor(() => expect(router.state.location.href).toBe(pathname))
  expect(router.state.location.search).toEqual({})
  expect(router.history.location.search).toBe('')
}

describe('a URL with unknown search values falls back to the defaults and drops them', () => {
  it('report: ?duration=bogus&status=bogus renders today and paid, and the server sees neither', async () => {
    const queries = recordQueries('/api/order/t-admin/offering-order/financial/')
    await signInAs('admin')
    const { router } = renderApp('/dashboard/reports?duration=bogus&status=bogus')
    await screen.findByRole('heading', { name: 'Reports' })
    await reportShown()
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')
    const today = localDate(new Date())
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) expect(query).toEqual({ status: 'paid', booking_date_after: today, booking_date_before: today })
    await expectCleanUrl(router, '/dashboard/reports')
  })

  it('offering receipts: bad status, dates, ids, sort and order go to the defaults', async () => {
    const queries = recordQueries('/api/order/t-admin/offering-order/')
    await signInAs('admin')
    const { router } = renderApp(
      '/dashboard/offering-orders?status=bogus&dateAfter=2026-02-30&dateBefore=x&deity=abc&category=-1&offering=1.5&orderBy=name&asc=maybe',
    )
    await screen.findByRole('heading', { name: 'Offering receipts' })
    await waitFor(() => expect(queries.length).toBeGreaterThan(0))
    const today = localDate(new Date())
    for (const query of queries)
      expect(query).toEqual({ page_size: '25', order_by: '-id', asc: 'false', status: 'paid', date_after: today })
    await expectCleanUrl(router, '/dashboard/offering-orders')
  })

  it('donation receipts: bad status, dates, sort and order go to the defaults', async () => {
    const queries = recordQueries('/api/order/t-admin/donation-order/')
    await signInAs('admin')
    const { router } = renderApp('/dashboard/donation-receipts?status=bogus&bookingDateAfter=yesterday&orderBy=offering_date&asc=1')
    await screen.findByRole('heading', { name: 'Donation receipts' })
    await waitFor(() => expect(queries.length).toBeGreaterThan(0))
    for (const query of queries) expect(query).toEqual({ page_size: '25', order_by: '-id', asc: 'false', status: 'paid' })
    await expectCleanUrl(router, '/dashboard/donation-receipts')
  })

  it('offerings: a deity or category that is not a positive id is not sent to the server', async () => {
    const queries = recordQueries('/api/temple/t-admin/offering/')
    await signInAs('admin')
    const { router } = renderApp('/dashboard/offerings?deity=abc&category=0')
    await screen.findByRole('heading', { name: 'Offerings' })
    await waitFor(() => expect(queries.length).toBeGreaterThan(0))
    for (const query of queries) {
      expect(query.deity).toBeUndefined()
      expect(query.category).toBeUndefined()
    }
    await expectCleanUrl(router, '/dashboard/offerings')
  })

  it('staff dashboard: ?temple=abc opens no dialog and leaves the URL', async () => {
    await signInAs('staff')
    const { router } = renderApp('/staff/dashboard?temple=abc')
    await expectCleanUrl(router, '/staff/dashboard')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('reset password: an empty uid and an overlong token count as no link', async () => {
    const { router } = renderApp(`/reset-password?uid=&token=${'x'.repeat(300)}`)
    await expectCleanUrl(router, '/reset-password')
  })
})
