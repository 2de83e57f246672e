import { delay, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

afterEach(() => server.events.removeAllListeners())

describe('the offerings list loads without a request waterfall', () => {
  it('the user, the temples, the permissions and the first page start before any of them answers', async () => {
    await signInAs('admin', { templeId: 1 })
    const started: string[] = []
    let firstAnswer = Infinity
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url)
      if (Number.isFinite(firstAnswer)) return
      started.push(pathname)
    })
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/user/v2/auth/')) return
      firstAnswer = Math.min(firstAnswer, Date.now())
    })
    // Every session call takes a while, like the demo's latency.
    server.use(
      http.get('*/api/user/', async () => {
        await delay(300)
        return undefined
      }),
    )
    renderApp('/dashboard/offerings')
    await waitFor(() => expect(screen.getByRole('table', { name: 'Offerings' })).toBeInTheDocument())
    expect(started).toEqual(
      expect.arrayContaining(['/api/user/', '/api/temple/t-admin/', '/api/temple/t-admin/admins/me/', '/api/temple/t-admin/offering/']),
    )
  })
})
