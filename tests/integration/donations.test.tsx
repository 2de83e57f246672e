import { waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import type { PermissionCode } from '../../mocks/permissions'
import { renderApp, screen, signInAs, waitForPath } from '../render'

const LIST = '/dashboard/donations'

/** Records method + path + JSON body of the app's donation calls. */
function recordCalls() {
  const calls: { method: string; path: string; body: unknown }[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    if (request.method !== 'GET' && url.pathname.includes('/temple/t-admin/donation/')) {
      const text = await request.clone().text()
      calls.push({
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      })
    }
  })
  return calls
}

afterEach(() => server.events.removeAllListeners())

function donationsOf(temple: number) {
  return getMockDb()
    .donations.filter((d) => d.temple_id === temple)
    .sort((a, b) => b.id - a.id)
}

function categoryOf(id: number) {
  return getMockDb().donationCategories.find((c) => c.id === id)!
}

/** Gives manager@example.com other permissions on temple 1 (client and server see the same). */
function grantManager(permissions: PermissionCode[]) {
  const db = getMockDb()
  const user = db.users.find((u) => u.email === 'manager@example.com')!
  db.memberships.find((m) => m.user_id === user.id && m.temple_id === 1)!.permissions = permissions
}

async function adminOnList() {
  await signInAs('admin')
  const app = renderApp(LIST)
  await screen.findByRole('heading', { name: 'Donations' })
  const donations = donationsOf(1)
  await screen.findByText(donations[0]!.name)
  return { ...app, donations }
}

async function openAdd() {
  await signInAs('admin')
  const app = renderApp(`${LIST}/add`)
  await screen.findByRole('heading', { name: 'Add donation' })
  return app
}

describe('donations list', () => {
  it('shows name, category, amount (or min to max), type, per-day limit and block period', async () => {
    const db = getMockDb()
    const [first, second] = donationsOf(1)
    Object.assign(first!, {
      is_amount_fixed: true,
      amount: '1001.00',
      donation_type: 'weekly',
      per_day_limit: null,
      block_period: 'day',
      block_unit: 2,
    })
    Object.assign(second!, {
      is_amount_fixed: false,
      amount: null,
      min_amount: '100.00',
      max_amount: '5000.00',
      donation_type: 'monthly',
      per_day_limit: 25,
      block_period: 'not_applicable',
      block_unit: null,
    })
    void db
    await adminOnList()
    const row1 = screen.getByText(first!.name).closest('tr')!
    expect(within(row1).getByText(categoryOf(first!.category_id).name)).toBeInTheDocument()
    expect(within(row1).getByText('₹1,001.00')).toBeInTheDocument()
    expect(within(row1).getByText('Weekly')).toBeInTheDocument()
    expect(within(row1).getByText('No limit')).toBeInTheDocument()
    expect(within(row1).getByText('2 Days')).toBeInTheDocument()
    const row2 = screen.getByText(second!.name).closest('tr')!
    expect(within(row2).getByText('₹100.00 to ₹5,000.00')).toBeInTheDocument()
    expect(within(row2).getByText('Monthly')).toBeInTheDocument()
    expect(within(row2).getByText('25')).toBeInTheDocument()
    expect(within(row2).getByText('Not applicable')).toBeInTheDocument()
  })

  it('follows the Link header for the next page and never renders every row', async () => {
    const pages: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/temple/t-admin/donation/'))
        pages.push(new URL(request.url).search)
    })
    const { donations } = await adminOnList()
    expect(donations.length).toBeGreaterThan(20)
    await waitFor(() => expect(pages.some((search) => search.includes('page=2'))).toBe(true))
    const table = screen.getByRole('table', { name: 'Donations' })
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount')) - 1).toBeGreaterThan(20))
    const total = Number(table.getAttribute('aria-rowcount')) - 1
    expect(within(table).getAllByRole('row').length - 1).toBeLessThan(total)
  })

  it('shows a skeleton while loading and says what to do when there are none', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/temple/t-admin/donation/', async () => {
        await gate
        return HttpResponse.json([])
      }),
    )
    await signInAs('admin')
    renderApp(LIST)
    expect(await screen.findByTestId('table-skeleton')).toBeInTheDocument()
    release()
    expect(await screen.findByText('No donations yet')).toBeInTheDocument()
    expect(screen.getByText(/Add a donation category first if you have none/)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /Add donation/ }).length).toBeGreaterThan(0)
  })
})

describe('adding', () => {
  it('creates a weekly donation with excluded dates, sending the full payload', async () => {
    const calls = recordCalls()
    const { user, router } = await openAdd()
    const category = getMockDb().donationCategories.find((c) => c.temple_id === 1)!
    await user.type(screen.getByLabelText(/^Name/), 'Friday Annadanam')
    await user.selectOptions(screen.getByLabelText(/^Category/), category.name)
    await user.type(screen.getByLabelText(/^Amount/), '501')
    expect(screen.queryByLabelText(/Donation type/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Devotee picks a date' }))
    await user.selectOptions(screen.getByLabelText(/Donation type/), 'Weekly')
    await user.click(screen.getByRole('checkbox', { name: 'Fri' }))
    const excluded = () => screen.getByRole('textbox', { name: 'Excluded dates' })
    await user.type(excluded(), '25/12/2026')
    await user.click(screen.getByRole('button', { name: 'Add excluded dates' }))
    await user.type(excluded(), '25/12/2026')
    await user.click(screen.getByRole('button', { name: 'Add excluded dates' }))
    expect(await screen.findByText('25/12/2026 is already added')).toBeInTheDocument()
    await user.clear(excluded())
    await user.type(excluded(), '01/01/2027')
    await user.click(screen.getByRole('button', { name: 'Add excluded dates' }))
    expect(screen.getByRole('button', { name: 'Remove 25/12/2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove 01/01/2027' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Per-day limit/), '40')
    await user.selectOptions(screen.getByLabelText(/Block period/), 'Week')
    await user.type(screen.getByLabelText(/^Block unit/), '1')
    await user.click(screen.getByRole('button', { name: 'Add donation' }))
    expect(await screen.findByText('Donation Friday Annadanam Successfully created')).toBeInTheDocument()
    await waitForPath(router, LIST)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/temple/t-admin/donation/',
      body: {
        name: 'Friday Annadanam',
        category: `http://localhost/api/temple/t-admin/donation-category/${category.id}/`,
        amount: 501,
        min_amount: null,
        max_amount: null,
        is_date_required: true,
        is_amount_fixed: true,
        donation_type: 'weekly',
        donation_meta: { days: ['fri'], excludes: ['2026-12-25', '2027-01-01'] },
        block_period: 'week',
        description: '',
        per_day_limit: 40,
        block_unit: 1,
        repeat_unit: null,
      },
    })
    expect(await screen.findByText('Friday Annadanam')).toBeInTheDocument()
  })

  it('a donation without a date is daily; an open amount sends min and max instead of amount', async () => {
    const calls = recordCalls()
    const { user } = await openAdd()
    const category = getMockDb().donationCategories.find((c) => c.temple_id === 1)!
    await user.type(screen.getByLabelText(/^Name/), 'Open Gift')
    await user.selectOptions(screen.getByLabelText(/^Category/), category.name)
    await user.click(screen.getByRole('checkbox', { name: 'Fixed amount' }))
    expect(screen.queryByLabelText(/^Amount/)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(/Minimum amount/), '100')
    await user.type(screen.getByLabelText(/Maximum amount/), '50')
    await user.click(screen.getByRole('button', { name: 'Add donation' }))
    expect(await screen.findByText('Maximum amount should not be less than the minimum amount')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/Maximum amount/))
    await user.type(screen.getByLabelText(/Maximum amount/), '10000')
    await user.click(screen.getByRole('button', { name: 'Add donation' }))
    expect(await screen.findByText('Donation Open Gift Successfully created')).toBeInTheDocument()
    expect(calls[0]?.body).toMatchObject({
      amount: null,
      min_amount: 100,
      max_amount: 10000,
      is_amount_fixed: false,
      donation_type: 'daily',
      is_date_required: false,
      donation_meta: {},
    })
  })

  it('shows the validation messages', async () => {
    const { user } = await openAdd()
    await user.type(screen.getByLabelText(/^Name/), ' ')
    await user.click(screen.getByRole('button', { name: 'Add donation' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Category is required')).toBeInTheDocument()
    expect(screen.getByText('Amount is required')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Amount/), '-5')
    await user.type(screen.getByLabelText(/Per-day limit/), '0')
    await user.click(screen.getByRole('button', { name: 'Add donation' }))
    expect(await screen.findByText('Amount should be a positive number')).toBeInTheDocument()
    expect(screen.getByText('Per-day limit should be a positive whole number')).toBeInTheDocument()
  })

  it("puts a server field error on its field, says 'Error adding Donation' and keeps the input; a double click sends one request", async () => {
    let posts = 0
    server.use(
      http.post('*/api/temple/t-admin/donation/', () => {
        posts += 1
        return HttpResponse.json({ name: ['Donation with this name already exists.'] }, { status: 400 })
      }),
    )
    const { user } = await openAdd()
    const category = getMockDb().donationCategories.find((c) => c.temple_id === 1)!
    const name = screen.getByLabelText(/^Name/)
    await user.type(name, 'Duplicate')
    await user.selectOptions(screen.getByLabelText(/^Category/), category.name)
    await user.type(screen.getByLabelText(/^Amount/), '10')
    await user.dblClick(screen.getByRole('button', { name: 'Add donation' }))
    expect(await screen.findByText('Donation with this name already exists.')).toBeInTheDocument()
    expect(await screen.findByText('Error adding Donation')).toBeInTheDocument()
    expect(name).toHaveValue('Duplicate')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('10')
    expect(posts).toBe(1)
  })

  it('warns before leaving a dirty form', async () => {
    const { user, router } = await openAdd()
    await user.type(screen.getByLabelText(/^Name/), 'Half typed')
    await user.click(screen.getByTestId('nav-/dashboard/offerings'))
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe(`${LIST}/add`)
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half typed')
  })
})

describe('editing and deleting', () => {
  it("changing the amount sends only the amount and says 'Donation updated'", async () => {
    const target = donationsOf(1)[0]!
    Object.assign(target, { is_amount_fixed: true, amount: '101.00' })
    const calls = recordCalls()
    const { user, router } = await adminOnList()
    await user.click(screen.getByRole('link', { name: `Edit ${target.name}` }))
    await waitForPath(router, `${LIST}/edit/${target.id}`)
    const amount = await screen.findByLabelText(/^Amount/)
    expect(amount).toHaveValue('101')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    await user.clear(amount)
    await user.type(amount, '150')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Donation updated')).toBeInTheDocument()
    await waitForPath(router, LIST)
    expect(calls).toEqual([{ method: 'PATCH', path: `/temple/t-admin/donation/${target.id}/`, body: { amount: 150 } }])
    // The list's rows follow in its deferred render.
    await waitFor(() => expect(within(screen.getByText(target.name).closest('tr')!).getByText('₹150.00')).toBeInTheDocument())
  })

  it('meta changes go through donation_meta/add/ and /remove/ only', async () => {
    const target = donationsOf(1)[0]!
    Object.assign(target, {
      is_date_required: true,
      donation_type: 'weekly',
      donation_meta: { dates: [], days: ['mon'], excludes: ['2026-03-01'] },
    })
    const calls = recordCalls()
    await signInAs('admin')
    const { user, router } = renderApp(`${LIST}/edit/${target.id}`)
    expect(await screen.findByRole('checkbox', { name: 'Mon' })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }))
    await user.click(screen.getByRole('button', { name: 'Remove 01/03/2026' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Donation updated')).toBeInTheDocument()
    await waitForPath(router, LIST)
    expect(calls).toEqual([
      { method: 'PATCH', path: `/temple/t-admin/donation/${target.id}/donation_meta/remove/`, body: { excludes: ['2026-03-01'] } },
      { method: 'PATCH', path: `/temple/t-admin/donation/${target.id}/donation_meta/add/`, body: { days: ['wed'] } },
    ])
    expect(getMockDb().donations.find((d) => d.id === target.id)!.donation_meta).toEqual({ dates: [], days: ['mon', 'wed'], excludes: [] })
  })

  it("says 'Error updating donation' and keeps the input when the save fails", async () => {
    const target = donationsOf(1)[0]!
    server.use(
      http.patch('*/api/temple/t-admin/donation/:id/', () => HttpResponse.json({ detail: 'Donation is locked.' }, { status: 409 })),
    )
    await signInAs('admin')
    const { user } = renderApp(`${LIST}/edit/${target.id}`)
    const name = await screen.findByLabelText(/^Name/)
    await user.clear(name)
    await user.type(name, 'Renamed Donation')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Error updating donation')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('Donation is locked.')
    expect(name).toHaveValue('Renamed Donation')
  })

  it('deletes after the confirmation that names the donation', async () => {
    const { user, donations } = await adminOnList()
    const target = donations[1]!
    await user.click(screen.getByRole('button', { name: `Delete ${target.name}` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Are you sure you want to delete ${target.name}?`)).toBeInTheDocument()
    expect(within(dialog).getByText('Warning: You cannot reverse this action!')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText(target.name)).not.toBeInTheDocument())
    expect(getMockDb().donations.some((d) => d.id === target.id)).toBe(false)
  })
})

describe('permissions', () => {
  it('manager@example.com has no donation permission and is sent to /403 from the list, add and edit', async () => {
    await signInAs('manager', { templeId: 1 })
    for (const path of [LIST, `${LIST}/add`, `${LIST}/edit/${donationsOf(1)[0]!.id}`]) {
      const { router, unmount } = renderApp(path)
      await waitForPath(router, '/403')
      unmount()
    }
  })

  it('the add permission alone shows edit and delete (the spec quirk) and opens the edit page', async () => {
    grantManager(['view_donation', 'add_donation'])
    await signInAs('manager', { templeId: 1 })
    const { user, router } = renderApp(LIST)
    const target = donationsOf(1)[0]!
    await screen.findByText(target.name)
    expect(screen.getByRole('button', { name: `Delete ${target.name}` })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: `Edit ${target.name}` }))
    await waitForPath(router, `${LIST}/edit/${target.id}`)
  })

  it('change and delete without add show no edit or delete buttons; view-only is sent to /403 from add and edit', async () => {
    grantManager(['view_donation', 'change_donation', 'delete_donation'])
    await signInAs('manager', { templeId: 1 })
    const list = renderApp(LIST)
    const target = donationsOf(1)[0]!
    await screen.findByText(target.name)
    expect(screen.queryByRole('link', { name: /Add donation/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: `Edit ${target.name}` })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Delete ${target.name}` })).not.toBeInTheDocument()
    list.unmount()
    for (const path of [`${LIST}/add`, `${LIST}/edit/${target.id}`]) {
      const { router, unmount } = renderApp(path)
      await waitForPath(router, '/403')
      unmount()
    }
  })
})
