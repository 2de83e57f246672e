import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { render, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ALL_ROUTES } from '../../mocks/handlers'
import { HTTP_METHODS } from '../../mocks/router'
import { devControlOf } from '../../mocks/dev-control'
import { expireAllAccessTokens, getMockDb, mockStore, server } from '../../mocks/node'
import { createQueryClient } from '@/app/query-client'
import { appSystem } from '@/app/theme'
import { DevPage, type DevTab } from '@/features/dev-tools/components/dev-page'
import { SessionProvider } from '@/session/context'
import { createSession } from '@/session/session'
import { api } from '@/shared/api/client'
import { renderApp, screen, setupUser, signInAs, waitForPath } from '../render'

afterEach(() => server.events.removeAllListeners())

const OFFERINGS = '/temple/t-admin/offering/'

/**
 * The /dev panel itself. Vitest builds without the mocked mode (`__MOCKED__` is false, so the
 * app's /dev route is the 404 page), so the panel is mounted on a router of its own.
 */
function renderDev(initial: DevTab) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const session = createSession(queryClient)
  function Panel() {
    const [tab, setTab] = useState<DevTab>(initial)
    return <DevPage tab={tab} onTabChange={setTab} />
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Panel }),
    history: createMemoryHistory({ initialEntries: ['/dev'] }),
  })
  const user = setupUser()
  render(
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router as never} />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return { user, queryClient }
}

async function patchFaults(body: unknown) {
  const res = await fetch('http://localhost/api/__mock__/faults', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
}

function countCalls(fragment: string) {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) calls.push(`${request.method} ${request.url}`)
  })
  return calls
}

describe('/dev API tab', () => {
  it("offers the API's OpenAPI document (contract/openapi.json) for download", async () => {
    renderDev('api')
    const link = await screen.findByRole('link', { name: 'Download OpenAPI document' })
    expect(link).toHaveAttribute('href', '/openapi.json')
    expect(link).toHaveAttribute('download', 'openapi.json')
  })

  it('lists every endpoint of the route table, grouped by area', async () => {
    renderDev('api')
    const total = ALL_ROUTES.reduce((n, r) => n + HTTP_METHODS.filter((m) => r.methods[m]).length, 0)
    await waitFor(() => expect(screen.getAllByTestId('endpoint')).toHaveLength(total))
    const offering = screen.getByRole('region', { name: 'Area offering' })
    expect(within(offering).getByRole('button', { name: /GET \/temple\/t-admin\/offering\/ view_offering/ })).toBeInTheDocument()
    expect(screen.getByText(`${total} endpoints`, { exact: false })).toBeInTheDocument()
  })

  it('GET offerings: the example and Try it (as the signed-in user) show the Link header; curl targets the API url', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderDev('api')
    await user.click(await screen.findByRole('button', { name: /GET \/temple\/t-admin\/offering\/ view_offering/ }))
    expect(await screen.findByText(/^Link: <http:\/\/localhost\/api\/temple\/t-admin\/offering\/\?page=2>; rel="next"/)).toBeInTheDocument()
    expect(screen.getByText('Offering category id')).toBeInTheDocument()
    expect(screen.getByText('Sent as the signed-in user with X-Temple-ID 1.')).toBeInTheDocument()

    const curl = screen.getByLabelText('curl command').textContent ?? ''
    expect(curl).toContain(`curl -X GET 'http://localhost/api${OFFERINGS}'`)
    expect(curl).toContain("-H 'X-Temple-ID: 1'")
    expect(curl).toMatch(/-H 'Authorization: JWT [\w-]+\.[\w-]+\.[\w-]+'/)

    // Access tokens of the mocked mode are short-lived: Try it refreshes once, like the app.
    expireAllAccessTokens()
    await user.click(screen.getByRole('button', { name: 'Send GET' }))
    const response = await screen.findByRole('region', { name: 'Response' })
    expect(within(response).getByText('200')).toBeInTheDocument()
    expect(within(response).getByText(/sent again after a token refresh/)).toBeInTheDocument()
    expect(within(response).getByText('link')).toBeInTheDocument()
    expect(within(response).getByText(/rel="next"/)).toBeInTheDocument()
  })
})

describe('/dev Requests, Data and Faults tabs', () => {
  it('the request log marks the replay after a token refresh and filters to it', async () => {
    await signInAs('admin', { templeId: 1 })
    expireAllAccessTokens()
    await api.get('/user/')
    const { user } = renderDev('requests')
    const table = await screen.findByRole('table', { name: 'Requests' })
    await within(table).findByText('replay after refresh')
    expect(within(table).getAllByText('/user/')).toHaveLength(2)
    await user.click(screen.getByText('Replays only'))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
  })

  it('the data browser lists tables with counts and deletes a row', async () => {
    const { user } = renderDev('data')
    const tables = await screen.findByRole('navigation', { name: 'Tables' })
    const count = getMockDb().offeringCategories.length
    await user.click(await within(tables).findByRole('button', { name: new RegExp(`^offeringCategories\\s*${count}$`) }))
    const first = getMockDb().offeringCategories[0]!
    await user.click(await screen.findByRole('button', { name: `Delete row ${first.id}` }))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(getMockDb().offeringCategories.some((c) => c.id === first.id)).toBe(false))
    expect(await within(tables).findByRole('button', { name: new RegExp(`^offeringCategories\\s*${count - 1}$`) })).toBeInTheDocument()
  })

  it('the data browser searches a table and saves an edited row; bad JSON stays in the editor with its message', async () => {
    const { user } = renderDev('data')
    const tables = await screen.findByRole('navigation', { name: 'Tables' })
    await user.click(await within(tables).findByRole('button', { name: /^users\s*\d+$/ }))
    await user.type(screen.getByRole('textbox', { name: 'Search rows' }), 'manager@')
    const manager = getMockDb().users.find((u) => u.email === 'manager@example.com')!
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Edit row/ })).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: `Edit row ${manager.id}` }))
    const editor = screen.getByRole('textbox', { name: `Row ${manager.id} as JSON` })
    await user.clear(editor)
    await user.click(editor)
    await user.paste('{ not json')
    await user.click(screen.getByRole('button', { name: 'Save row' }))
    expect(await screen.findByText(/^Not valid JSON/)).toBeInTheDocument()
    await user.clear(editor)
    await user.click(editor)
    await user.paste(JSON.stringify({ ...manager, first_name: 'Ravindran' }))
    await user.click(screen.getByRole('button', { name: 'Save row' }))
    await waitFor(() => expect(getMockDb().users.find((u) => u.id === manager.id)?.first_name).toBe('Ravindran'))
    expect(await screen.findByText(/"first_name":"Ravindran"/)).toBeInTheDocument()
  })

  it('the faults tab sets an error rate for an area, shows the indicator, and turns it off', async () => {
    const { user } = renderDev('faults')
    await user.click(await screen.findByRole('button', { name: 'Set error rate' }))
    expect(await screen.findByTestId('fault-indicator')).toHaveTextContent('Faults on: offering 100% 5xx')
    expect(devControlOf(mockStore).faults.errors).toEqual([{ area: 'offering', rate: 100, kind: '5xx' }])
    await user.click(screen.getByRole('button', { name: 'Turn every fault off' }))
    await waitFor(() => expect(screen.queryByTestId('fault-indicator')).not.toBeInTheDocument())
    expect(devControlOf(mockStore).faults.errors).toEqual([])
  })
})

describe('fault controls against the app', () => {
  it('expire all access tokens: the refetches that follow share exactly one refresh and succeed', async () => {
    await signInAs('admin', { templeId: 1 })
    const app = renderApp('/dashboard/offerings')
    await screen.findByRole('table', { name: 'Offerings' })
    const refreshes = countCalls('/api/user/v2/auth/refresh/')
    const offerings = countCalls(OFFERINGS)
    await fetch('http://localhost/api/__mock__/expire-access-tokens', { method: 'POST' })
    await app.queryClient.refetchQueries({ type: 'active' })
    expect(refreshes).toHaveLength(1)
    // The list was sent twice: once with the expired token, once replayed.
    expect(offerings.length).toBeGreaterThanOrEqual(2)
    expect(devControlOf(mockStore).log.filter((e) => e.replay).length).toBeGreaterThanOrEqual(1)
    expect(screen.getByRole('table', { name: 'Offerings' })).toBeInTheDocument()
  })

  it('expire refresh token: the next refresh fails and the session ends at /login', async () => {
    await signInAs('admin', { templeId: 1 })
    const app = renderApp('/dashboard/offerings')
    await screen.findByRole('table', { name: 'Offerings' })
    await fetch('http://localhost/api/__mock__/expire-refresh-tokens', { method: 'POST' })
    await fetch('http://localhost/api/__mock__/expire-access-tokens', { method: 'POST' })
    void app.queryClient.refetchQueries({ type: 'active' })
    await waitForPath(app.router, '/login')
  })

  it("an error rate of 100% for offerings shows the list's error state; turned off, the list loads again", async () => {
    await signInAs('admin', { templeId: 1 })
    await patchFaults({ errors: [{ area: 'offering', rate: 100, kind: '5xx' }] })
    const app = renderApp('/dashboard/offerings')
    expect(await screen.findByText('500 Internal Server Error Occured')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: 'Offerings' })).not.toBeInTheDocument()

    await fetch('http://localhost/api/__mock__/faults', { method: 'DELETE' })
    const retry = screen.queryByRole('button', { name: /retry/i })
    if (retry) await app.user.click(retry)
    else await app.queryClient.refetchQueries({ type: 'active' })
    expect(await screen.findByRole('table', { name: 'Offerings' })).toBeInTheDocument()
  })

  it('a network-failure rate shows the network error on the list', async () => {
    await signInAs('admin', { templeId: 1 })
    await patchFaults({ errors: [{ area: 'offering', rate: 100, kind: 'network' }] })
    renderApp('/dashboard/offerings')
    expect(await screen.findByText('Network error: check your connection and try again.')).toBeInTheDocument()
  })
})

describe('outside the mocked mode', () => {
  it('/dev is the 404 page (vitest builds like production: __MOCKED__ is false)', async () => {
    await signInAs('admin', { templeId: 1 })
    const app = renderApp('/dev')
    await waitForPath(app.router, '/404')
    expect(screen.queryByText('Developer tools')).not.toBeInTheDocument()
  })
})
