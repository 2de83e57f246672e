import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { api as mockApi, login } from '../mocks/api'
import { renderApp, screen, signInAs, waitForPath } from '../render'

const STAFF_HOME = '/staff/dashboard'

/** IntersectionObserver that the test drives: `showEnd()` reports every observed element fully visible. */
class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>()
  readonly targets = new Set<Element>()
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
    FakeIntersectionObserver.instances.delete(this)
  }
  takeRecords() {
    return []
  }
}

function showEnd(ratio = 1) {
  for (const observer of FakeIntersectionObserver.instances) {
    const entries = [...observer.targets].map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
    )
    if (entries.length) act(() => observer.callback(entries, observer as unknown as IntersectionObserver))
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

afterEach(() => {
  vi.unstubAllGlobals()
  FakeIntersectionObserver.instances.clear()
  server.events.removeAllListeners()
})

function trackRequests(path: string) {
  const seen: { url: URL }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === `/api${path}`) seen.push({ url })
  })
  return seen
}

async function openStaffHome() {
  await signInAs('staff')
  const app = renderApp(STAFF_HOME)
  await screen.findByRole('heading', { name: 'Staff dashboard' })
  return app
}

function resultNames() {
  return screen.queryAllByTestId('temple-result').map((row) => row.querySelector('p')?.textContent)
}

describe('guards', () => {
  it('sends a non-staff user with a hand-edited staff role to /404, and the mock answers 403', async () => {
    await signInAs('admin', { role: 'staff' })
    const { router } = renderApp(STAFF_HOME)
    await waitForPath(router, '/404')
    expect(await screen.findByText("We can't find the page that you are looking for.")).toBeInTheDocument()
    expect(screen.queryByTestId('nav-/staff/dashboard')).not.toBeInTheDocument()
    expect(localStorage.getItem('tbo.role')).toBe('user')

    const { access } = await login('admin@example.com')
    for (const path of ['/temple/staff/temple/', '/temple/staff/bank-account/']) {
      const response = await mockApi(path, { token: access })
      expect(response.status).toBe(403)
    }
    const create = await mockApi('/temple/staff/user/', { method: 'POST', token: access, body: { email: 'x@example.com' } })
    expect(create.status).toBe(403)
  })

  it('sends staff from /staff and /dashboard to the staff dashboard, with the staff sidebar', async () => {
    await signInAs('staff')
    for (const start of ['/staff', '/dashboard']) {
      const { router, unmount } = renderApp(start)
      await waitForPath(router, STAFF_HOME)
      unmount()
    }
    renderApp(STAFF_HOME)
    expect(await screen.findByTestId('nav-/staff/dashboard')).toBeInTheDocument()
    expect(screen.queryByLabelText('Temple')).not.toBeInTheDocument()
    expect(screen.queryByTestId('nav-/dashboard/offerings')).not.toBeInTheDocument()
  })
})

describe('temple search', () => {
  it('lists temples by name and loads the next page when the end of the list is fully visible', async () => {
    const requests = trackRequests('/temple/staff/temple/')
    await openStaffHome()
    await waitFor(() => expect(resultNames().length).toBeGreaterThan(0))
    const firstPage = requests.filter((r) => !r.url.searchParams.has('is_active'))
    expect(firstPage).toHaveLength(1)
    expect(firstPage[0]?.url.searchParams.get('o')).toBe('name')
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()

    showEnd(0.5) // partly visible: nothing happens
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests.filter((r) => r.url.searchParams.get('page') === '2')).toHaveLength(0)

    showEnd(1)
    await waitFor(() => expect(requests.filter((r) => r.url.searchParams.get('page') === '2')).toHaveLength(1))
    // Two pages of 20 rows of 60 px in the virtualised list.
    const list = screen.getByTestId('temple-search-results')
    await waitFor(() => expect((list.firstElementChild as HTMLElement).style.height).toBe('2400px'))
  })

  it('debounces, cancels the request in flight when the query changes, and renders only the last answer', async () => {
    const requests = trackRequests('/temple/staff/temple/')
    const aborted: boolean[] = []
    server.use(
      http.get('*/api/temple/staff/temple/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('query') === 'Krishna') {
          await delay(1500)
          aborted.push(request.signal.aborted)
        }
        return undefined
      }),
    )
    const { user, queryClient } = await openStaffHome()
    await waitFor(() => expect(resultNames().length).toBeGreaterThan(0))
    const input = screen.getByRole('searchbox', { name: 'Search temples' })

    await user.type(input, 'Krishna')
    // Typing quickly sent nothing for the partial words.
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('query') === 'Krishna')).toBe(true))
    expect(requests.some((r) => r.url.searchParams.get('query') === 'Kri')).toBe(false)

    await user.clear(input)
    await user.type(input, 'Ayyappa')
    await waitFor(() => expect(resultNames()).toContain('Sree Ayyappa Temple Ambalapuzha'))
    // The Krishna request was aborted when the query changed: its answer never reached the cache.
    await waitFor(() => expect(aborted).toEqual([true]))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(resultNames().every((name) => name?.includes('Ayyappa'))).toBe(true)
    expect(queryClient.getQueryData(['staff', 'temples', 'list', { query: 'Krishna', o: 'name' }])).toBeUndefined()
  })

  it('keeps the last results on screen, busy, until the answer for what is typed is in', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/temple/staff/temple/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('query') === 'Vadakkunnathan') await held
        return undefined
      }),
    )
    const { user } = await openStaffHome()
    await waitFor(() => expect(resultNames().length).toBeGreaterThan(1))
    const list = screen.getByTestId('temple-search-results')
    expect(list).toHaveAttribute('aria-busy', 'false')
    const before = resultNames()

    await user.type(screen.getByRole('searchbox', { name: 'Search temples' }), 'Vadakkunnathan')
    // The list does not turn into "Searching…" under the pointer: the same rows, marked busy.
    await waitFor(() => expect(screen.getByTestId('temple-search-results')).toHaveAttribute('aria-busy', 'true'))
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument()
    expect(resultNames()).toEqual(before)

    release()
    await waitFor(() => expect(resultNames()).toEqual(['Sree Vadakkunnathan Temple']))
    expect(screen.getByTestId('temple-search-results')).toHaveAttribute('aria-busy', 'false')
  })

  it('says so when nothing matches, and a result opens the temple', async () => {
    const { user, router } = await openStaffHome()
    const input = screen.getByRole('searchbox', { name: 'Search temples' })
    await user.type(input, 'zzz-no-temple')
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('No temple matches “zzz-no-temple”')
    await user.clear(input)
    await user.type(input, 'Vadakkunnathan')
    await waitFor(() => expect(resultNames()).toEqual(['Sree Vadakkunnathan Temple']))
    await user.click(screen.getByTestId('temple-result'))
    await waitFor(() => expect(router.state.location.search).toEqual({ temple: 4 }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})

describe('temple approvals', () => {
  it('lists pending temples newest first, 10 a page, and follows the next link', async () => {
    const requests = trackRequests('/temple/staff/temple/')
    await openStaffHome()
    const table = (await screen.findByRole('table', { name: 'Temples waiting for approval' })) as HTMLTableElement
    const pending = getMockDb()
      .temples.filter((t) => !t.is_active)
      .sort((a, b) => b.id - a.id)
    expect(pending.length).toBeGreaterThan(10)
    const rows = () => within(table).getAllByRole('row').slice(1)
    expect(rows()).toHaveLength(10)
    expect(rows()[0]).toHaveTextContent(pending[0]!.name)
    // The table's own first call (the header bell counts the same list with page_size=100, and may ask first).
    const first = requests.find((r) => r.url.searchParams.get('is_active') === 'false' && r.url.searchParams.get('page_size') !== '100')
    expect(first?.url.searchParams.get('o')).toBe('-id')
    expect(first?.url.searchParams.get('page_size')).toBe('10')

    const panel = table.closest('.chakra-card__root') as HTMLElement
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(rows()[0]).toHaveTextContent(pending[10]!.name))
    expect(requests.filter((r) => r.url.searchParams.get('is_active') === 'false' && r.url.searchParams.get('page') === '2')).toHaveLength(
      1,
    )
    fireEvent.click(within(panel).getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(rows()[0]).toHaveTextContent(pending[0]!.name))
  })

  it("asks with the spec's parameters only (is_active=false, o, page_size): every row is an inactive temple", async () => {
    const requests = trackRequests('/temple/staff/temple/')
    await openStaffHome()
    const table = (await screen.findByRole('table', { name: 'Temples waiting for approval' })) as HTMLTableElement
    const inactive = getMockDb().temples.filter((t) => !t.is_active)
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent)
    expect(names).toHaveLength(10)
    for (const name of names) expect(inactive.map((t) => t.name)).toContain(name)
    const listCalls = requests.filter((r) => !r.url.searchParams.has('query'))
    expect(listCalls.length).toBeGreaterThan(0)
    for (const { url } of listCalls) {
      expect([...url.searchParams.keys()].every((key) => ['is_active', 'name', 'o', 'page_size', 'page'].includes(key))).toBe(true)
    }
  })

  it("shows 'No pending requests' for empty tables", async () => {
    server.use(
      http.get('*/api/temple/staff/bank-account/', () => HttpResponse.json([])),
      http.get('*/api/temple/staff/temple/', ({ request }) =>
        new URL(request.url).searchParams.get('is_active') === 'false' ? HttpResponse.json([]) : undefined,
      ),
    )
    await openStaffHome()
    await waitFor(() => expect(screen.getAllByText('No pending requests')).toHaveLength(2))
  })

  it('shows a failed table with Retry, and Retry loads the rows', async () => {
    let failing = true
    server.use(
      http.get('*/api/temple/staff/bank-account/', () => (failing ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : undefined)),
    )
    await openStaffHome()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('500 Internal Server Error Occured')
    failing = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument())
  })
})

describe('bank account approvals', () => {
  /** The accounts of the first page (newest updated first), each with its temple's name. */
  function firstPage() {
    const db = getMockDb()
    return db.bankAccounts
      .filter((a) => !a.is_active)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .slice(0, 10)
      .map((account) => ({ account, temple: db.temples.find((t) => t.id === account.temple_id)! }))
  }

  async function bankTable() {
    return (await screen.findByRole('table', { name: 'Bank accounts waiting for approval' })) as HTMLTableElement
  }

  it('lists accounts awaiting approval, newest updated first, with dd/MM/yyyy dates', async () => {
    await openStaffHome()
    const table = await bankTable()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.slice(0, 6)).toEqual(['Temple', 'Account name', 'Number', 'IFSC', 'Merchant id', 'Updated'])
    const expected = getMockDb()
      .bankAccounts.filter((a) => !a.is_active)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent(expected[0]!.acc_name)
    expect(rows[0]?.textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/)
  })

  it('approves and rejects with two separate calls; the row flips without a refetch', async () => {
    const posts: string[] = []
    let listGets = 0
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      const path = url.pathname
      if (request.method === 'POST' && path.startsWith('/api/temple/staff/')) posts.push(path)
      // The header's notification count reads the same list 100 a page: not the table's load.
      if (request.method === 'GET' && path === '/api/temple/staff/bank-account/' && url.searchParams.get('page_size') !== '100')
        listGets += 1
    })
    const { user } = await openStaffHome()
    const table = await bankTable()
    const { account: withMerchant, temple } = firstPage().find(({ account }) => account.merchant_id)!
    // A fast double click approves once, and the approval is said.
    const approve = within(table).getByRole('button', { name: `Approve ${temple.name} bank account` })
    fireEvent.click(approve)
    fireEvent.click(approve)
    expect(await within(table).findByTestId(`bank-review-${withMerchant.id}`)).toHaveTextContent('Approved')
    expect(await screen.findByText(`Bank account of ${temple.name} approved`)).toBeInTheDocument()
    expect(posts).toEqual([`/api/temple/staff/bank-account/${withMerchant.id}/approve/`])
    expect(getMockDb().bankAccounts.find((a) => a.id === withMerchant.id)?.is_active).toBe(true)

    const { account: other, temple: otherTemple } = firstPage().find(({ account }) => account.id !== withMerchant.id)!
    await user.click(within(table).getByRole('button', { name: `Reject ${otherTemple.name} bank account` }))
    expect(await within(table).findByTestId(`bank-review-${other.id}`)).toHaveTextContent('Rejected')
    expect(await screen.findByText(`Bank account of ${otherTemple.name} rejected`)).toBeInTheDocument()
    expect(posts.at(-1)).toBe(`/api/temple/staff/bank-account/${other.id}/disapprove/`)
    expect(listGets).toBe(1)
  })

  it("asks for a merchant id before approving an account without one ('Merchant Id is required')", async () => {
    const { user } = await openStaffHome()
    const table = await bankTable()
    const { account, temple } = firstPage().find(({ account: a }) => !a.merchant_id)!
    await user.click(within(table).getByRole('button', { name: `Approve ${temple.name} bank account` }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve bank account' })
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('Merchant Id is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Merchant Id/), 'MID-NEW-1')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(table).findByTestId(`bank-review-${account.id}`)).toHaveTextContent('Approved')
    expect(within(table).getByText('MID-NEW-1')).toBeInTheDocument()
    expect(getMockDb().bankAccounts.find((a) => a.id === account.id)).toMatchObject({ is_active: true, merchant_id: 'MID-NEW-1' })
  })

  it('shows only the message when a decision fails, and the row keeps its buttons', async () => {
    server.use(
      http.post('*/api/temple/staff/bank-account/:id/disapprove/', () =>
        HttpResponse.json({ detail: 'Account is locked.' }, { status: 400 }),
      ),
    )
    const { user } = await openStaffHome()
    const table = await bankTable()
    const { temple } = firstPage()[0]!
    await user.click(within(table).getByRole('button', { name: `Reject ${temple.name} bank account` }))
    expect(await screen.findByText('Account is locked.')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: `Reject ${temple.name} bank account` })).toBeEnabled()
  })
})

describe('create user', () => {
  async function fill(user: Awaited<ReturnType<typeof openStaffHome>>['user'], values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(new RegExp(`^${label}`))
      await user.clear(input)
      if (value) await user.type(input, value)
    }
  }

  it('validates, sends the payload with the device id, says "User created" and resets', async () => {
    let body: Record<string, unknown> | null = null
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/temple/staff/user/'))
        body = (await request.clone().json()) as Record<string, unknown>
    })
    const { user } = await openStaffHome()
    const submit = screen.getByRole('button', { name: 'Create user' })
    expect(submit).toBeDisabled()
    await fill(user, {
      'First name': 'Asha',
      'Last name': 'Varma',
      Email: 'not-an-email',
      Password: 'Secret@123',
      'Confirm password': 'Secret@124',
    })
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument()
    expect(screen.getByText('Passwords must match')).toBeInTheDocument()
    expect(submit).toBeDisabled()
    await fill(user, { Email: 'asha.varma@example.org', 'Confirm password': 'Secret@123' })
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    expect(await screen.findByText('User created')).toBeInTheDocument()
    expect(body).toMatchObject({
      first_name: 'Asha',
      middle_name: '',
      last_name: 'Varma',
      email: 'asha.varma@example.org',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    })
    expect(typeof body!.device_id).toBe('string')
    expect(getMockDb().users.some((u) => u.email === 'asha.varma@example.org')).toBe(true)
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue(''))
    expect(submit).toBeDisabled()
  })

  it("keeps what was typed and says 'Error : Please try again' on a failure", async () => {
    const { user } = await openStaffHome()
    await fill(user, {
      'First name': 'Arjun',
      'Last name': 'Menon',
      Email: 'admin@example.com',
      Password: 'Secret@123',
      'Confirm password': 'Secret@123',
    })
    await user.click(screen.getByRole('button', { name: 'Create user' }))
    expect(await screen.findByText('Error : Please try again')).toBeInTheDocument()
    expect(screen.getByText('user with this email address already exists.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Arjun')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com')
  })
})
