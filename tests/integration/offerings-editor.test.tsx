import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { getMockDb, server } from '../../mocks/node'
import { fillIn, renderApp, screen, signInAs, waitForPath } from '../render'

const ADD = '/dashboard/offerings/add'

function record(fragment: string) {
  const calls: { method: string; url: string; body: unknown }[] = []
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(fragment) || request.method === 'GET') return
    const text = request.method === 'DELETE' ? '' : await request.clone().text()
    calls.push({ method: request.method, url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined })
  })
  return calls
}

afterEach(() => server.events.removeAllListeners())

type App = ReturnType<typeof renderApp>

async function openAdd() {
  await signInAs('admin', { templeId: 1 })
  const app = renderApp(ADD)
  await screen.findByRole('heading', { name: 'Add offering' })
  const category = getMockDb().offeringCategories.find((c) => c.temple_id === 1)!
  await waitFor(() => expect(screen.getByRole('option', { name: category.name })).toBeInTheDocument())
  return { ...app, category }
}

async function fillBasics({ user }: App, name: string, price: string, categoryId: number) {
  await fillIn(user, screen.getAllByLabelText(/^Name/)[0]!, name)
  await fillIn(user, screen.getByLabelText(/^Price/), price)
  await user.selectOptions(screen.getByLabelText(/^Category/), `http://localhost/api/temple/t-admin/offering-category/${categoryId}/`)
}

/** Enters `date` (yyyy-MM-dd) into the field as a person writes it, dd/MM/yyyy, and adds it. */
async function addDate(app: App, label: string, date: string) {
  const input = screen.getByLabelText(label, { selector: 'input' })
  await app.user.clear(input)
  await fillIn(app.user, input, date.split('-').reverse().join('/'))
  await app.user.click(screen.getByRole('button', { name: `Add ${label.toLowerCase()}` }))
}

describe('adding an offering', () => {
  it('weekly with two time slots, a 60/40 fee split and an add-on field', async () => {
    const calls = record('/api/')
    const app = await openAdd()
    const { user, router, category } = app
    const submit = screen.getByRole('button', { name: 'Add offering' })
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    await fillBasics(app, 'Weekly Archana', '150', category.id)
    await user.selectOptions(screen.getByLabelText(/^Offering type/), 'weekly')
    const week = screen.getAllByRole('group', { name: 'Days of the week' }).at(-1)!
    await user.click(within(week).getByText('Mon'))
    await user.click(within(week).getByText('Fri'))
    const preview = screen.getByRole('region', { name: 'Schedule preview' })
    expect(within(preview).queryByText(/No days chosen/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add time slot' }))
    await user.click(screen.getByRole('button', { name: 'Add time slot' }))
    const slot1 = screen.getByRole('group', { name: 'Time slot 1' })
    await user.type(within(slot1).getByLabelText(/^From time/), '06:00')
    await user.type(within(slot1).getByLabelText(/^To time/), '07:30')
    await user.type(within(slot1).getByLabelText(/^Max limit/), '20')
    const slot2 = screen.getByRole('group', { name: 'Time slot 2' })
    await user.type(within(slot2).getByLabelText(/^From time/), '18:00')
    await user.selectOptions(within(slot2).getByLabelText(/^Block calculated from/), 'to_time')
    expect(screen.queryByLabelText(/^Per-day limit/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add fee split' }))
    const split1 = screen.getByRole('group', { name: 'Fee split 1' })
    await user.type(within(split1).getByLabelText(/^Name/), 'Temple')
    await user.clear(within(split1).getByLabelText(/^Percent/))
    await user.type(within(split1).getByLabelText(/^Percent/), '60')
    await user.click(screen.getByRole('button', { name: 'Add fee split' }))
    const split2 = screen.getByRole('group', { name: 'Fee split 2' })
    await user.type(within(split2).getByLabelText(/^Name/), 'Pujari')
    await user.type(within(split2).getByLabelText(/^Percent/), '40')
    expect(screen.getByLabelText('Value of fee split 1')).toHaveValue('₹90.00')
    expect(screen.getByLabelText('Value of fee split 2')).toHaveValue('₹60.00')

    await user.click(screen.getByRole('button', { name: 'Add field' }))
    const field = screen.getByRole('group', { name: 'Additional field 1' })
    await user.type(within(field).getByLabelText(/^Field name/), 'Ghee')
    await user.selectOptions(within(field).getByLabelText(/^Field type/), 'int')
    await user.type(within(field).getByLabelText(/^Minimum value/), '1.5')
    await user.type(within(field).getByLabelText(/^Maximum value/), '4.2')

    await user.click(submit)
    expect(await screen.findByText('Offering Weekly Archana Successfully created')).toBeInTheDocument()
    await waitForPath(router, '/dashboard/offerings')

    const created = calls.find((c) => c.method === 'POST' && c.url.endsWith('/temple/t-admin/offering/'))
    expect(created?.body).toMatchObject({
      name: 'Weekly Archana',
      price: 150,
      offering_type: 'weekly',
      repeat_unit: 1,
      per_day_limit: null,
      min_dakshina_amount: null,
      offering_meta: { days: ['mon', 'fri'] },
    })
    expect(created?.body).not.toHaveProperty('block_unit')
    const times = calls.filter((c) => c.url.includes('/offering_times/')).map((c) => c.body)
    expect(times).toEqual([
      { from_time: '06:00:00', to_time: '07:30:00', max_limit: 20, block_calc_chooser: 'from_time' },
      { from_time: '18:00:00', to_time: null, max_limit: null, block_calc_chooser: 'to_time' },
    ])
    const addon = calls.find((c) => c.url.includes('/offering-addon-field/'))
    expect(addon?.body).toMatchObject({ field_name: 'Ghee', field_type: 'int', min_value: 1, max_value: 5, add_to_price: false })
    expect(calls.find((c) => c.url.includes('/fee-split-name/'))?.body).toMatchObject({ name: 'Pujari' })
    const config = calls.find((c) => c.url.includes('/fee-split-config/'))
    expect(config?.body).toMatchObject({
      entries: [
        { name: 'Temple', percent: 60 },
        { name: 'Pujari', percent: 40 },
      ],
    })
    expect(await screen.findByText('Weekly Archana', { selector: 'p' })).toBeInTheDocument()
  })

  it('custom with dates (no duplicates, dd/MM/yyyy chips); repeatUnit and excludes not sent', async () => {
    const calls = record('/temple/t-admin/offering/')
    const app = await openAdd()
    await fillBasics(app, 'Custom Homam', '500', app.category.id)
    await app.user.selectOptions(screen.getByLabelText(/^Offering type/), 'custom')
    await addDate(app, 'Dates', '2099-03-05')
    await addDate(app, 'Dates', '2099-03-05')
    expect(await screen.findByText('05/03/2099 is already added')).toBeInTheDocument()
    await addDate(app, 'Dates', '2099-04-01')
    const preview = screen.getByRole('region', { name: 'Schedule preview' })
    expect(within(preview).getByText('05/03/2099')).toBeInTheDocument()
    expect(within(preview).getByText('01/04/2099')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Offering Custom Homam Successfully created')).toBeInTheDocument()
    const body = calls.find((c) => c.method === 'POST')?.body
    expect(body).toMatchObject({ offering_type: 'custom', offering_meta: { dates: ['2099-03-05', '2099-04-01'] } })
    expect(body).not.toHaveProperty('repeat_unit')
  })

  it('monthly with days and an excluded date, a per-day limit and a block period', async () => {
    const calls = record('/temple/t-admin/offering/')
    const app = await openAdd()
    await fillBasics(app, 'Monthly Pooja', '75.5', app.category.id)
    await app.user.selectOptions(screen.getByLabelText(/^Offering type/), 'monthly')
    const month = screen.getAllByRole('group', { name: 'Days of the month' }).at(-1)!
    await app.user.click(within(month).getByText('15'))
    await addDate(app, 'Excluded dates', '2099-01-15')
    await app.user.type(screen.getByLabelText(/^Per-day limit/), '30')
    await app.user.selectOptions(screen.getByLabelText(/^Block period/), 'day')
    await app.user.type(screen.getByLabelText(/^Block unit/), '2')
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Offering Monthly Pooja Successfully created')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      price: 75.5,
      offering_type: 'monthly',
      per_day_limit: 30,
      block_period: 'day',
      block_unit: 2,
      offering_meta: { days: [15], excludes: ['2099-01-15'] },
    })
  })

  it('refuses a split that does not sum to 100 and the time rules, with their messages', async () => {
    const app = await openAdd()
    await fillBasics(app, 'Rules', '100', app.category.id)
    await app.user.click(screen.getByRole('button', { name: 'Add fee split' }))
    const split1 = screen.getByRole('group', { name: 'Fee split 1' })
    await app.user.type(within(split1).getByLabelText(/^Name/), 'Temple')
    await app.user.clear(within(split1).getByLabelText(/^Percent/))
    await app.user.type(within(split1).getByLabelText(/^Percent/), '90')
    expect(await screen.findByText('Sum of percentages should be 100')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add offering' })).toHaveAttribute('aria-disabled', 'true')
    await app.user.click(screen.getByRole('button', { name: 'Add time slot' }))
    const slot = screen.getByRole('group', { name: 'Time slot 1' })
    await app.user.type(within(slot).getByLabelText(/^From time/), '09:00')
    await app.user.type(within(slot).getByLabelText(/^To time/), '08:00')
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('To time must be later than from time')).toBeInTheDocument()
  })

  it('warns when two time slots overlap, and still saves them', async () => {
    const app = await openAdd()
    await fillBasics(app, 'Overlap Archana', '120', app.category.id)
    await app.user.click(screen.getByRole('button', { name: 'Add time slot' }))
    await app.user.click(screen.getByRole('button', { name: 'Add time slot' }))
    const slot1 = screen.getByRole('group', { name: 'Time slot 1' })
    const slot2 = screen.getByRole('group', { name: 'Time slot 2' })
    await app.user.type(within(slot1).getByLabelText(/^From time/), '06:00')
    await app.user.type(within(slot1).getByLabelText(/^To time/), '07:00')
    await app.user.type(within(slot2).getByLabelText(/^From time/), '07:00')
    await app.user.type(within(slot2).getByLabelText(/^To time/), '07:30')
    // Touching at 07:00 is no overlap.
    expect(screen.queryByText(/Some time slots overlap/)).not.toBeInTheDocument()
    await app.user.clear(within(slot2).getByLabelText(/^From time/))
    await app.user.type(within(slot2).getByLabelText(/^From time/), '06:30')
    const warning = await screen.findByTestId('slots-overlap')
    expect(screen.getAllByRole('status')).toContain(warning)
    expect(warning).toHaveTextContent('Some time slots overlap. You can still save the offering.')
    expect(warning).toHaveTextContent('Time slot 1 (06:00 AM–07:00 AM) overlaps time slot 2 (06:30 AM–07:30 AM).')
    expect(within(slot1).getByLabelText(/^From time/)).not.toHaveAttribute('aria-invalid', 'true')
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Offering Overlap Archana Successfully created')).toBeInTheDocument()
    const db = getMockDb()
    const offering = db.offerings.find((o) => o.name === 'Overlap Archana')!
    const times = db.offeringTimes
      .filter((t) => t.offering_id === offering.id)
      .map((t) => `${t.from_time}-${t.to_time}`)
      .sort()
    expect(times).toEqual(['06:00:00-07:00:00', '06:30:00-07:30:00'])
  })

  it('warns about custom dates in the past, and still saves them', async () => {
    const calls = record('/temple/t-admin/offering/')
    const app = await openAdd()
    await fillBasics(app, 'Past Homam', '500', app.category.id)
    await app.user.selectOptions(screen.getByLabelText(/^Offering type/), 'custom')
    await addDate(app, 'Dates', '2099-03-05')
    expect(screen.queryByTestId('past-dates')).not.toBeInTheDocument()
    await addDate(app, 'Dates', '2020-01-15')
    const warning = await screen.findByTestId('past-dates')
    expect(screen.getAllByRole('status')).toContain(warning)
    expect(warning).toHaveTextContent('These dates are in the past: 15/01/2020. No one can book them; you can still save the offering.')
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Offering Past Homam Successfully created')).toBeInTheDocument()
    const body = calls.find((c) => c.method === 'POST')?.body
    expect(body).toMatchObject({ offering_type: 'custom', offering_meta: { dates: ['2020-01-15', '2099-03-05'] } })
  })

  it('needs App/Web or Counter/POS; turning App/Web on clears "can change the price"', async () => {
    const app = await openAdd()
    await fillBasics(app, 'Channels', '10', app.category.id)
    await app.user.click(screen.getByLabelText('Available App/Web'))
    const canChange = screen.getByLabelText('Counter can change the price')
    await app.user.click(canChange)
    expect(canChange).toBeChecked()
    await app.user.click(screen.getByLabelText('Available Counter/POS'))
    expect(await screen.findByText('Either "Available App/Web" or "Available Counter/POS" must be enabled')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add offering' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByLabelText('Counter can change the price')).not.toBeChecked()
  })

  it('keeps the offering when the fee split fails, says "Error updating split fee" and retries only the split', async () => {
    let fail = true
    server.use(
      http.post('*/api/report-app/fee-split-config/', () =>
        fail ? HttpResponse.json({ detail: 'Split service down' }, { status: 400 }) : undefined,
      ),
    )
    const calls = record('/api/')
    const app = await openAdd()
    await fillBasics(app, 'Split Retry', '200', app.category.id)
    await app.user.click(screen.getByRole('button', { name: 'Add fee split' }))
    await app.user.type(within(screen.getByRole('group', { name: 'Fee split 1' })).getByLabelText(/^Name/), 'Temple')
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Error updating split fee')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/Offering Split Retry was saved/)
    expect(getMockDb().offerings.filter((o) => o.name === 'Split Retry')).toHaveLength(1)
    expect(screen.getAllByLabelText(/^Name/)[0]).toHaveValue('Split Retry')
    fail = false
    await app.user.click(screen.getByRole('button', { name: 'Save fee split' }))
    expect(await screen.findByText('Offering Split Retry Successfully created')).toBeInTheDocument()
    await waitForPath(app.router, '/dashboard/offerings')
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/temple/t-admin/offering/'))).toHaveLength(1)
    expect(getMockDb().offerings.filter((o) => o.name === 'Split Retry')).toHaveLength(1)
    expect(getMockDb().feeSplitConfigs.some((c) => c.entries[0]?.name === 'Temple' && c.entries[0].percent === '100.00')).toBe(true)
  })

  it('keeps the offering when a time slot fails and "Retry saving" adds only what is missing', async () => {
    let timePosts = 0
    server.use(
      http.post('*/api/temple/t-admin/offering/:id/offering_times/', () => {
        timePosts += 1
        return timePosts === 2 ? HttpResponse.json({ detail: 'Slot service down' }, { status: 400 }) : undefined
      }),
    )
    const calls = record('/api/')
    const app = await openAdd()
    await fillBasics(app, 'Slot Retry', '80', app.category.id)
    await app.user.click(screen.getByRole('button', { name: 'Add time slot' }))
    await app.user.click(screen.getByRole('button', { name: 'Add time slot' }))
    await app.user.type(within(screen.getByRole('group', { name: 'Time slot 1' })).getByLabelText(/^From time/), '06:00')
    await app.user.type(within(screen.getByRole('group', { name: 'Time slot 2' })).getByLabelText(/^From time/), '18:00')
    await app.user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Error adding offering')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(/The offering was saved, but its time slots or additional fields were not/)
    await app.user.click(screen.getByRole('button', { name: 'Retry saving' }))
    expect(await screen.findByText('Offering Slot Retry Successfully created')).toBeInTheDocument()
    await waitForPath(app.router, '/dashboard/offerings')
    const db = getMockDb()
    const offering = db.offerings.filter((o) => o.name === 'Slot Retry')
    expect(offering).toHaveLength(1)
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/temple/t-admin/offering/'))).toHaveLength(1)
    const times = db.offeringTimes
      .filter((t) => t.offering_id === offering[0]!.id)
      .map((t) => t.from_time)
      .sort()
    expect(times).toEqual(['06:00:00', '18:00:00'])
  })

  it('puts server field errors on their fields, says "Error adding offering", keeps input, sends one request on a double click', async () => {
    const calls = record('/temple/t-admin/offering/')
    server.use(
      http.post('*/api/temple/t-admin/offering/', () =>
        HttpResponse.json({ name: ['Offering with this name already exists.'] }, { status: 400 }),
      ),
    )
    const app = await openAdd()
    await fillBasics(app, 'Duplicate', '10', app.category.id)
    await app.user.dblClick(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Error adding offering')).toBeInTheDocument()
    expect(await screen.findByText('Offering with this name already exists.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Duplicate')
    expect(screen.getByLabelText(/^Price/)).toHaveValue('10')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('warns before leaving a dirty editor', async () => {
    const app = await openAdd()
    await app.user.type(screen.getByLabelText(/^Name/), 'Half done')
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half done')
  })
})

describe('editing an offering', () => {
  it('opens in a dialog and sends only the changed fields plus assignedDeities, meta through add/remove', async () => {
    const db = getMockDb()
    const offering = db.offerings
      .filter((o) => o.temple_id === 1 && o.offering_type === 'weekly')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!
    offering.offering_meta = { dates: [], days: ['mon'], excludes: [] }
    const calls = record('/temple/t-admin/offering/')
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByText(offering.name, { selector: 'p' })
    await user.click(screen.getByRole('button', { name: `Edit ${offering.name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit ${offering.name}` })
    const price = await within(dialog).findByLabelText(/^Price/)
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled()
    await user.clear(price)
    await user.type(price, '321')
    await user.click(within(within(dialog).getAllByRole('group', { name: 'Days of the week' }).at(-1)!).getByText('Sat'))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Offering updated')).toBeInTheDocument()
    const patch = calls.find((c) => c.method === 'PATCH' && c.url.endsWith(`/offering/${offering.id}/`))
    expect(patch?.body).toEqual({ price: 321, assigned_deities: expect.any(Array) })
    expect(calls.find((c) => c.url.endsWith('/offering_meta/add/'))?.body).toEqual({ days: ['sat'] })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Edit ${offering.name}` })).not.toBeInTheDocument())
    expect(db.offerings.find((o) => o.id === offering.id)?.price).toBe('321.00')
  })

  it('asks before closing a dirty dialog', async () => {
    const db = getMockDb()
    const offering = db.offerings.filter((o) => o.temple_id === 1).sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByText(offering.name, { selector: 'p' })
    await user.click(screen.getByRole('button', { name: `Edit ${offering.name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit ${offering.name}` })
    await user.type(await within(dialog).findByLabelText(/^Name/), ' changed')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(`${offering.name} changed`)
  })

  it('says "Error updating offering" and keeps the input when the save fails', async () => {
    const db = getMockDb()
    const offering = db.offerings.filter((o) => o.temple_id === 1).sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!
    server.use(http.patch('*/api/temple/t-admin/offering/:id/', () => HttpResponse.json({ price: ['Too expensive.'] }, { status: 400 })))
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByText(offering.name, { selector: 'p' })
    await user.click(screen.getByRole('button', { name: `Edit ${offering.name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit ${offering.name}` })
    const price = await within(dialog).findByLabelText(/^Price/)
    await user.clear(price)
    await user.type(price, '99999')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Error updating offering')).toBeInTheDocument()
    expect(await within(dialog).findByText('Too expensive.')).toBeInTheDocument()
    expect(price).toHaveValue('99999')
  })
})
