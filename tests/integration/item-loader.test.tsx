import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'

// Every page that loads one item by the id in its URL goes through one loader (routes/-load-item).
const ITEM_PAGES = [
  '/dashboard/deities/edit',
  '/dashboard/offering-categories/edit',
  '/dashboard/donation-categories/edit',
  '/dashboard/donations/edit',
  '/dashboard/offering-orders',
  '/dashboard/donation-receipts',
  '/dashboard/manage-users',
]

describe('the item loader of edit and detail pages', () => {
  it.each(ITEM_PAGES)('%s/{id} shows /404 for an id the API does not know', async (page) => {
    await signInAs('admin', { templeId: 1 })
    const { router } = renderApp(`${page}/987654`)
    await waitForPath(router, '/404')
  })

  it.each(['abc', '0', '-3', '1.5'])('shows /404 for the id %s without asking the API', async (id) => {
    await signInAs('admin', { templeId: 1 })
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/deity/')) asked.push(request.url)
    })
    const { router } = renderApp(`/dashboard/deities/edit/${id}`)
    await waitForPath(router, '/404')
    server.events.removeAllListeners()
    expect(asked.filter((url) => !url.includes('page_size'))).toEqual([])
  })

  it('shows the error page, not /404, when loading the item fails otherwise', async () => {
    await signInAs('admin', { templeId: 1 })
    server.use(http.get('http://localhost/api/temple/t-admin/deity/:id/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })))
    const { router } = renderApp('/dashboard/deities/edit/1')
    expect(await screen.findByText('Ah! Something went wrong.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/deities/edit/1')
  })
})
