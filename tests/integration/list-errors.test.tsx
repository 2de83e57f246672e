import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

/** Every list screen: its route, its list endpoint and its table's caption. */
const LISTS = [
  { route: '/dashboard/offerings', api: '/api/temple/t-admin/offering/', caption: 'Offerings' },
  { route: '/dashboard/deities', api: '/api/temple/t-admin/deity/', caption: 'Deities' },
  { route: '/dashboard/offering-categories', api: '/api/temple/t-admin/offering-category/', caption: 'Offering categories' },
  { route: '/dashboard/donation-categories', api: '/api/temple/t-admin/donation-category/', caption: 'Donation categories' },
  { route: '/dashboard/donations', api: '/api/temple/t-admin/donation/', caption: 'Donations' },
  { route: '/dashboard/manage-users', api: '/api/temple/t-admin/admins/', caption: 'Temple users' },
  { route: '/dashboard/offering-orders', api: '/api/order/t-admin/offering-order/', caption: 'Offering receipts' },
  { route: '/dashboard/donation-receipts', api: '/api/order/t-admin/donation-order/', caption: 'Donation receipts' },
] as const

/** Every list screen with no rows: the header stays, the empty state says so. */
const EMPTY = [
  { route: '/dashboard/offerings', api: '/api/temple/t-admin/offering/', heading: 'Offerings', empty: 'No offerings yet' },
  { route: '/dashboard/deities', api: '/api/temple/t-admin/deity/', heading: 'Deities', empty: 'No deities yet' },
  {
    route: '/dashboard/offering-categories',
    api: '/api/temple/t-admin/offering-category/',
    heading: 'Offering categories',
    empty: 'No offering categories yet',
  },
  {
    route: '/dashboard/donation-categories',
    api: '/api/temple/t-admin/donation-category/',
    heading: 'Donation categories',
    empty: 'No donation categories yet',
  },
  { route: '/dashboard/donations', api: '/api/temple/t-admin/donation/', heading: 'Donations', empty: 'No donations yet' },
  {
    route: '/dashboard/offering-orders',
    api: '/api/order/t-admin/offering-order/',
    heading: 'Offering receipts',
    empty: 'No receipts match these filters',
  },
  {
    route: '/dashboard/donation-receipts',
    api: '/api/order/t-admin/donation-order/',
    heading: 'Donation receipts',
    empty: 'No donation receipts match these filters',
  },
] as const

/** Fails the list's first page until `recover()` is called; other pages and endpoints pass. */
function failFirstPage(api: string, status = 500) {
  let failing = true
  server.use(
    http.get(`*${api}`, ({ request }) => {
      const url = new URL(request.url)
      if (!failing || url.pathname !== api || url.searchParams.has('page')) return undefined
      return HttpResponse.json({ detail: 'boom' }, { status })
    }),
  )
  return { recover: () => (failing = false) }
}

describe('a list that fails to load shows the error with Retry, never an endless spinner', () => {
  for (const list of LISTS) {
    it(`${list.caption}: error, Retry, then the rows`, async () => {
      const failure = failFirstPage(list.api)
      await signInAs('admin', { templeId: 1 })
      const { user } = renderApp(list.route)
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(`Could not load ${list.caption.toLowerCase()}`)
      expect(alert).toHaveTextContent('500 Internal Server Error Occured')
      expect(screen.queryByTestId('table-skeleton')).not.toBeInTheDocument()
      failure.recover()
      await user.click(within(alert).getByRole('button', { name: 'Retry' }))
      const table = await screen.findByRole('table', { name: list.caption })
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
      expect(screen.queryByText(`Could not load ${list.caption.toLowerCase()}`)).not.toBeInTheDocument()
    })
  }

  it('a failed next page keeps the loaded rows and offers Retry for the rest', async () => {
    const api = '/api/temple/t-admin/offering/'
    let failing = true
    let secondPages = 0
    server.use(
      http.get(`*${api}`, ({ request }) => {
        const url = new URL(request.url)
        if (url.pathname === api && url.searchParams.get('page') === '2') secondPages += 1
        if (failing && url.pathname === api && url.searchParams.get('page') === '2') return HttpResponse.error()
        return undefined
      }),
    )
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    const table = await screen.findByRole('table', { name: 'Offerings' })
    const footer = await screen.findByText(/Could not load more/)
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    // The failed page waits for Retry: nothing asks for it again on its own.
    const asked = secondPages
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(secondPages).toBe(asked)
    failing = false
    await user.click(within(footer.parentElement!).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount')) - 1).toBeGreaterThan(20))
    expect(screen.queryByText(/Could not load more/)).not.toBeInTheDocument()
  })
})

describe('a list with no rows shows its header and the empty state, no table', () => {
  it.each(EMPTY)('$heading', async (list) => {
    server.use(http.get(`*${list.api}`, ({ request }) => (new URL(request.url).pathname === list.api ? HttpResponse.json([]) : undefined)))
    await signInAs('admin', { templeId: 1 })
    renderApp(list.route)
    expect(await screen.findByRole('heading', { level: 1, name: list.heading })).toBeInTheDocument()
    expect(await screen.findByText(list.empty)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})
