import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { getMockDb, server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'

const LIST = '/dashboard/offerings'
const API = '/api/temple/t-admin/offering/'

/** Records method, url and JSON body of the requests the app sends whose url contains `fragment`. */
function record(fragment: string) {
  const calls: { method: string; url: string; body: unknown }[] = []
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(fragment)) return
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text()
    calls.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined })
  })
  return calls
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

function temple1Newest() {
  return getMockDb()
    .offerings.filter((o) => o.temple_id === 1)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

async function adminOnList(path = LIST) {
  await signInAs('admin', { templeId: 1 })
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Offerings' })
  return app
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('offerings list', () => {
  it('shows the columns and labels: medium, per-day limit, block period, times, dakshina', async () => {
    const db = getMockDb()
    const first = temple1Newest()[0]!
    // Make the newest offering show every label at once.
    Object.assign(first, {
      available_online: false,
      available_offline: true,
      per_day_limit: null,
      block_period: 'hour',
      block_unit: 2,
      min_dakshina_amount: '51.00',
    })
    db.offeringTimes = db.offeringTimes.filter((t) => t.offering_id !== first.id)
    const second = temple1Newest()[1]!
    Object.assign(second, { available_online: true, available_offline: false, block_period: 'month', block_unit: 1 })
    db.offeringTimes.push({
      id: 9999,
      offering_id: second.id,
      from_time: '05:30:00',
      to_time: '17:45:00',
      max_limit: 5,
      block_calc_chooser: 'from_time',
    })
    // Every column has its own header on a wide screen (they fold below 1536 px).
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1600)
    await adminOnList()
    const table = await screen.findByRole('table', { name: 'Offerings' })
    for (const header of [
      'Name',
      'Category',
      'Price',
      'Deities',
      'Type',
      'Medium',
      'Per-day limit',
      'Block period',
      'Time',
      'Min. Dakshina',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    await screen.findByText(first.name, { selector: 'p' })
    const row1 = rowOf(first.name)
    expect(row1).toHaveTextContent('Counter, POS')
    expect(row1).toHaveTextContent('No limit')
    expect(row1).toHaveTextContent('2 Hours')
    expect(row1).toHaveTextContent('₹51.00')
    expect(row1).toHaveTextContent(`₹${first.price}`)
    const row2 = rowOf(second.name)
    expect(row2).toHaveTextContent('App, Web')
    expect(row2).toHaveTextContent('N/a')
    expect(row2).toHaveTextContent('1 Month')
    expect(row2).toHaveTextContent('05:30 AM - 05:45 PM')
  })

  it('at 1366 px the less important columns fold into a detail line under the name', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1366)
    const first = temple1Newest()[0]!
    Object.assign(first, { available_online: false, available_offline: true, per_day_limit: null })
    await adminOnList()
    const table = await screen.findByRole('table', { name: 'Offerings' })
    for (const header of ['Name', 'Price', 'Deities', 'Time', 'Min. Dakshina']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    for (const header of ['Category', 'Type', 'Medium', 'Per-day limit', 'Block period']) {
      expect(within(table).queryByRole('columnheader', { name: header })).not.toBeInTheDocument()
    }
    await screen.findByText(first.name, { selector: 'p' })
    const nameCell = screen.getByText(first.name, { selector: 'p' }).closest('td')!
    expect(nameCell).toHaveTextContent('Medium: Counter, POS')
    expect(nameCell).toHaveTextContent('Per-day limit: No limit')
  })

  it('on a phone each offering is a stacked card with its toggle and actions', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
    const first = temple1Newest()[0]!
    await adminOnList()
    await screen.findByText(first.name, { selector: 'p' })
    const card = rowOf(first.name)
    expect(card.querySelectorAll('td')).toHaveLength(1)
    expect(within(card).getByText('Price')).toBeInTheDocument()
    expect(within(card).getByLabelText(`Dakshina required for ${first.name}`)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: `Edit ${first.name}` })).toBeInTheDocument()
  })

  it('loads the next page from the Link header and never renders every row', async () => {
    const calls = record(API)
    await adminOnList()
    await screen.findByRole('table', { name: 'Offerings' })
    await waitFor(() => expect(calls.some((c) => c.url.includes('page=2'))).toBe(true))
    const table = screen.getByRole('table', { name: 'Offerings' })
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount')) - 1).toBeGreaterThan(20))
    expect(within(table).getAllByRole('row').length - 1).toBeLessThan(Number(table.getAttribute('aria-rowcount')) - 1)
  })

  it('keeps the deity and category filters in the URL and sends them as ids', async () => {
    const calls = record(API)
    const { user, router } = await adminOnList()
    const category = getMockDb().offeringCategories.find(
      (c) => c.temple_id === 1 && getMockDb().offerings.some((o) => o.category_id === c.id),
    )!
    const search = screen.getByRole('search', { name: 'Filter offerings' })
    const select = within(search).getByLabelText('Category')
    await waitFor(() => expect(within(select).getByRole('option', { name: category.name })).toBeInTheDocument())
    await user.selectOptions(select, String(category.id))
    await user.click(within(search).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ category: category.id }))
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(`${API}?category=${category.id}`))).toBe(true))
    const expected = getMockDb().offerings.filter((o) => o.category_id === category.id)
    await screen.findByText(expected[0]!.name, { selector: 'p' })
    await user.click(within(search).getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('reads the filters from a shared URL', async () => {
    const calls = record(API)
    const deity = getMockDb().deities.find((d) => d.temple_id === 1 && d.offering_ids.length > 0)!
    await adminOnList(`${LIST}?deity=${deity.id}&category=oops`)
    await waitFor(() => expect(calls.map((c) => c.url).join(' ')).toContain(`${API}?deity=${deity.id}`))
    const select = within(screen.getByRole('search', { name: 'Filter offerings' })).getByLabelText('Deity')
    await waitFor(() => expect(select).toHaveValue(String(deity.id)))
  })

  it('says so when no offering matches the filters', async () => {
    server.use(http.get(`*${API}`, () => HttpResponse.json([])))
    await adminOnList(`${LIST}?category=1`)
    expect(await screen.findByText('No offerings match these filters')).toBeInTheDocument()
  })

  it('Dakshina toggle saves at once and rolls back with a message when the save fails', async () => {
    const first = temple1Newest()[0]!
    first.is_dakshina_required = false
    server.use(http.patch(`*${API}:id/`, () => HttpResponse.json({ detail: 'Dakshina is disabled for this temple.' }, { status: 400 })))
    const { user } = await adminOnList()
    await screen.findByText(first.name, { selector: 'p' })
    const toggle = screen.getByLabelText(`Dakshina required for ${first.name}`)
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(await screen.findByText('Error updating offering')).toBeInTheDocument()
    expect(screen.getByText('Dakshina is disabled for this temple.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(`Dakshina required for ${first.name}`)).not.toBeChecked())
  })

  it('Dakshina toggle sends only isDakshinaRequired', async () => {
    const first = temple1Newest()[0]!
    first.is_dakshina_required = false
    const calls = record(API)
    const { user } = await adminOnList()
    await screen.findByText(first.name, { selector: 'p' })
    await user.click(screen.getByLabelText(`Dakshina required for ${first.name}`))
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_dakshina_required: true }))
    await waitFor(() => expect(getMockDb().offerings.find((o) => o.id === first.id)?.is_dakshina_required).toBe(true))
    expect(screen.getByLabelText(`Dakshina required for ${first.name}`)).toBeChecked()
  })

  it('deletes after "Are you sure you want to delete {name}?"', async () => {
    const first = temple1Newest()[0]!
    const { user } = await adminOnList()
    await screen.findByText(first.name, { selector: 'p' })
    await user.click(screen.getByRole('button', { name: `Delete ${first.name}` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Are you sure you want to delete ${first.name}?`)).toBeInTheDocument()
    expect(within(dialog).getByText('Warning: You cannot reverse this action!')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText(first.name, { selector: 'p' })).not.toBeInTheDocument())
    expect(getMockDb().offerings.some((o) => o.id === first.id)).toBe(false)
  })

  it('manager: may add and edit and toggle, but sees no delete buttons', async () => {
    await signInAs('manager', { templeId: 1 })
    renderApp(LIST)
    const first = temple1Newest()[0]!
    await screen.findByText(first.name, { selector: 'p' })
    expect(screen.getAllByRole('link', { name: /Add offering/ }).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: `Edit ${first.name}` })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: `Delete ${first.name}` })).not.toBeInTheDocument()
    expect(screen.getByLabelText(`Dakshina required for ${first.name}`)).toBeEnabled()
  })

  it('without change permission the toggle is disabled and edit is hidden', async () => {
    const db = getMockDb()
    const manager = db.users.find((u) => u.email === 'manager@example.com')!
    const membership = db.memberships.find((m) => m.user_id === manager.id && m.temple_id === 1)!
    membership.permissions = membership.permissions.filter((p) => p !== 'change_offering' && p !== 'add_offering')
    await signInAs('manager', { templeId: 1 })
    renderApp(LIST)
    const first = temple1Newest()[0]!
    await screen.findByText(first.name, { selector: 'p' })
    expect(screen.queryByRole('button', { name: `Edit ${first.name}` })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Add offering/ })).not.toBeInTheDocument()
    expect(screen.getByLabelText(`Dakshina required for ${first.name}`)).toBeDisabled()
  })

  it('sends a user without add permission away from the add page', async () => {
    const db = getMockDb()
    const manager = db.users.find((u) => u.email === 'manager@example.com')!
    const membership = db.memberships.find((m) => m.user_id === manager.id && m.temple_id === 1)!
    membership.permissions = membership.permissions.filter((p) => p !== 'add_offering')
    await signInAs('manager', { templeId: 1 })
    const { router } = renderApp(`${LIST}/add`)
    await waitForPath(router, '/403')
  })
})
