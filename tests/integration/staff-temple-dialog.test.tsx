import { fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'
import { openTemple, panel } from '../staff-dialog'

afterEach(() => {
  server.events.removeAllListeners()
})

/** Records the bodies of staff writes (method, path, raw body text). */
function recordWrites() {
  const writes: { method: string; path: string; body: string }[] = []
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname
    if (request.method !== 'GET' && path.startsWith('/api/temple/staff/')) {
      writes.push({ method: request.method, path, body: await request.clone().text() })
    }
  })
  return writes
}

describe('temple actions', () => {
  it('offers Activate and Delete for an inactive temple, Deactivate for an active one; Consolidate and Reset always', async () => {
    const { dialog, unmount } = await openTemple(4)
    const actions = within(within(dialog).getByTestId('temple-actions'))
    expect(actions.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Activate', 'Delete', 'Consolidate', 'Reset'])
    unmount()

    const active = await openTemple(1)
    const activeActions = within(await within(active.dialog).findByTestId('temple-actions'))
    expect(activeActions.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Deactivate', 'Consolidate', 'Reset'])
  })

  it('activates a pending temple from the approvals table: the dialog and the table change at once', async () => {
    const writes = recordWrites()
    const newest = getMockDb()
      .temples.filter((t) => !t.is_active)
      .sort((a, b) => b.id - a.id)[0]!
    await signInAs('staff')
    const { user } = renderApp('/staff/dashboard')
    const approvals = (await screen.findByRole('table', { name: 'Temples waiting for approval' })) as HTMLElement
    await user.click(await within(approvals).findByRole('row', { name: `Open ${newest.name}` }))
    const dialog = await screen.findByRole('dialog')
    await user.click(await within(dialog).findByRole('button', { name: 'Activate' }))
    expect(await screen.findByText('Temple activated')).toBeInTheDocument()
    expect(within(within(dialog).getByTestId('temple-actions')).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument()
    expect(writes).toEqual([{ method: 'POST', path: `/api/temple/staff/temple/${newest.id}/approve/`, body: '' }])
    expect(getMockDb().temples.find((t) => t.id === newest.id)).toMatchObject({ is_active: true, approval_status: 'approved' })
    expect(within(approvals).queryByText(newest.name)).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Temple deactivated')).toBeInTheDocument()
    expect(await within(dialog).findByRole('button', { name: 'Activate' })).toBeInTheDocument()
  })

  it('deletes after the confirmation, closes the dialog and removes the temple everywhere', async () => {
    const { user, dialog, router } = await openTemple(4)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this temple?' })
    expect(within(confirm).getByText('Warning: This action is irreversible')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Temple deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitForPath(router, '/staff/dashboard')
    expect(router.state.location.search).toEqual({})
    expect(getMockDb().temples.some((t) => t.id === 4)).toBe(false)
    const approvals = screen.getByRole('table', { name: 'Temples waiting for approval' })
    expect(within(approvals).queryByText('Sree Vadakkunnathan Temple')).not.toBeInTheDocument()
  })

  it('sends Activate, Deactivate, Consolidate and the confirmed Delete once on a fast double click', async () => {
    const writes = recordWrites()
    const { dialog } = await openTemple(4)
    const actions = () => within(within(dialog).getByTestId('temple-actions'))
    const doubleClick = (element: HTMLElement) => {
      fireEvent.click(element)
      fireEvent.click(element)
    }
    doubleClick(actions().getByRole('button', { name: 'Activate' }))
    expect(await screen.findByText('Temple activated')).toBeInTheDocument()
    doubleClick(await actions().findByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Temple deactivated')).toBeInTheDocument()
    doubleClick(await actions().findByRole('button', { name: 'Consolidate' }))
    expect(await screen.findByText('Consolidation Sent successfully.')).toBeInTheDocument()
    fireEvent.click(await actions().findByRole('button', { name: 'Delete' }))
    doubleClick(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    // Three notices show at once: the fourth waits; the dialog closing is the answer.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /api/temple/staff/temple/4/approve/',
      'POST /api/temple/staff/temple/4/disapprove/',
      'POST /api/temple/staff/temple/4/send-consolidation/',
      'DELETE /api/temple/staff/temple/4/',
    ])
  })

  it("says 'Failed deleting temple' when the delete fails", async () => {
    server.use(http.delete('*/api/temple/staff/temple/:id/', () => HttpResponse.json({ detail: 'No.' }, { status: 400 })))
    const { user, dialog } = await openTemple(4)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed deleting temple')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('sends the consolidation with no payload, and says when it fails', async () => {
    const writes = recordWrites()
    const { user, dialog } = await openTemple(1)
    await user.click(within(dialog).getByRole('button', { name: 'Consolidate' }))
    expect(await screen.findByText('Consolidation Sent successfully.')).toBeInTheDocument()
    expect(writes).toEqual([{ method: 'POST', path: '/api/temple/staff/temple/1/send-consolidation/', body: '' }])

    server.use(http.post('*/api/temple/staff/temple/:id/send-consolidation/', () => HttpResponse.json({}, { status: 500 })))
    await user.click(within(dialog).getByRole('button', { name: 'Consolidate' }))
    expect(await screen.findByText('Some thing went wrong.')).toBeInTheDocument()
  })

  it('resets chosen modules up to the end of the chosen day; confirm needs a module', async () => {
    const writes = recordWrites()
    const { user, dialog } = await openTemple(1)
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    const reset = await screen.findByRole('alertdialog', { name: 'Are you sure you want to reset?' })
    expect(within(reset).getByText('Warning: You cannot reverse this action!')).toBeInTheDocument()
    const confirm = within(reset).getByRole('button', { name: 'Reset' })
    expect(confirm).toBeDisabled()
    // Why it is disabled: said next to it, and the button is described by it until a module is ticked.
    expect(confirm).toHaveAccessibleDescription('Tick at least one module to reset: Reset stays disabled until you do.')
    for (const name of ['Financial', 'Inventory', 'Orders', 'Store'])
      expect(within(reset).getByRole('checkbox', { name })).not.toBeChecked()
    fireEvent.change(within(reset).getByRole('textbox', { name: /Reset up to/ }), { target: { value: '2025-03-10' } })
    await user.click(within(reset).getByText('Orders'))
    await waitFor(() => expect(confirm).toBeEnabled())
    expect(within(reset).queryByText(/Tick at least one module/)).not.toBeInTheDocument()
    await user.click(confirm)
    expect(await screen.findByText('Data resetted successfully.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(writes).toHaveLength(1)
    expect(writes[0]?.path).toBe('/api/temple/staff/temple/1/cleanup-and-reset/')
    expect(JSON.parse(writes[0]!.body)).toEqual({
      financial: false,
      inventory: false,
      orders: true,
      store: false,
      till_datetime: new Date(2025, 2, 10, 23, 59, 59, 999).toISOString(),
    })

    // Opened again, the form is back to its defaults; a failure says so.
    server.use(http.post('*/api/temple/staff/temple/:id/cleanup-and-reset/', () => HttpResponse.json({}, { status: 500 })))
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    const again = await screen.findByRole('alertdialog', { name: 'Are you sure you want to reset?' })
    expect(within(again).getByRole('checkbox', { name: 'Orders' })).not.toBeChecked()
    await user.click(within(again).getByText('Store'))
    await user.click(within(again).getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText('Some thing went wrong.')).toBeInTheDocument()
  })
})

describe('compliance', () => {
  it('sends only the changed fields with empty values as null; messages on success and failure', async () => {
    const writes = recordWrites()
    const { user, dialog } = await openTemple(3)
    const compliance = panel(dialog, 'Other (compliance)')
    const save = within(compliance).getByRole('button', { name: 'Save compliance' })
    expect(save).toBeDisabled()
    expect(within(compliance).getByLabelText(/^TDS/)).toHaveValue('5')
    await user.clear(within(compliance).getByLabelText('Commission percent'))
    await user.clear(within(compliance).getByLabelText('Commission max'))
    await user.type(within(compliance).getByLabelText('Commission max'), '5')
    expect(await within(compliance).findByText('Maximum commission must be at least the minimum')).toBeInTheDocument()
    expect(save).toBeDisabled()
    await user.clear(within(compliance).getByLabelText('Commission max'))
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    expect(await screen.findByText('Compliances updated')).toBeInTheDocument()
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/temple/staff/temple/3/', body: JSON.stringify({ commission_percent: null, commission_max: null }) },
    ])
    expect(getMockDb().temples.find((t) => t.id === 3)).toMatchObject({
      commission_percent: null,
      commission_max: null,
      commission_min: '10.00',
    })
    await waitFor(() => expect(save).toBeDisabled())

    await user.selectOptions(within(compliance).getByLabelText(/^TDS/), '')
    expect(await within(compliance).findByText('TDS is required')).toBeInTheDocument()
    await user.selectOptions(within(compliance).getByLabelText(/^TDS/), '20')
    await user.type(within(compliance).getByLabelText('Commission percent'), '101')
    expect(await within(compliance).findByText('Commission percent must be between 0 and 100')).toBeInTheDocument()
    await user.clear(within(compliance).getByLabelText('Commission percent'))
    await user.clear(within(compliance).getByLabelText('Slug'))
    await user.type(within(compliance).getByLabelText('Slug'), 'sree-padmanabhaswamy-temple')
    await user.click(save)
    expect(await screen.findByText('Compliances updation failed, try again')).toBeInTheDocument()
    expect(within(compliance).getByText('temple with this slug already exists.')).toBeInTheDocument()
    expect(within(compliance).getByLabelText('Slug')).toHaveValue('sree-padmanabhaswamy-temple')
  })

  it('shows a non-field error in the inline alert', async () => {
    server.use(http.patch('*/api/temple/staff/temple/:id/', () => HttpResponse.json({ detail: 'Compliance is locked.' }, { status: 400 })))
    const { user, dialog } = await openTemple(3)
    const compliance = panel(dialog, 'Other (compliance)')
    await user.selectOptions(within(compliance).getByLabelText(/^TDS/), '1')
    await user.click(within(compliance).getByRole('button', { name: 'Save compliance' }))
    expect(await within(compliance).findByRole('alert')).toHaveTextContent('Compliance is locked.')
  })
})

describe('bank account', () => {
  it("sends only the changed fields; 'Merchant Id is required'; success and failure messages", async () => {
    const writes = recordWrites()
    const { user, dialog } = await openTemple(2)
    const bank = panel(dialog, 'Bank account')
    const merchant = await within(bank).findByLabelText(/Merchant Id/)
    expect(within(bank).getByRole('button', { name: 'Save bank account' })).toBeDisabled()
    await user.type(merchant, ' ')
    // Messages show on submit, then follow the typing (decision 166).
    await user.click(within(bank).getByRole('button', { name: 'Save bank account' }))
    expect(await within(bank).findByText('Merchant Id is required')).toBeInTheDocument()
    await user.clear(merchant)
    expect(within(bank).getByText('Merchant Id is required')).toBeInTheDocument()
    await user.type(merchant, 'MID-GVR-0002')
    await user.click(within(bank).getByRole('button', { name: 'Save bank account' }))
    expect(await screen.findByText('Bank account updated')).toBeInTheDocument()
    expect(writes).toEqual([
      { method: 'PATCH', path: '/api/temple/staff/bank-account/2/', body: JSON.stringify({ merchant_id: 'MID-GVR-0002' }) },
    ])

    await user.click(within(bank).getByRole('checkbox', { name: 'Active' }))
    await user.click(within(bank).getByRole('button', { name: 'Save bank account' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]?.body).toBe(JSON.stringify({ is_active: true }))
    expect(getMockDb().bankAccounts.find((a) => a.id === 2)).toMatchObject({ merchant_id: 'MID-GVR-0002', is_active: true })

    server.use(http.patch('*/api/temple/staff/bank-account/:id/', () => HttpResponse.json({ detail: 'x' }, { status: 400 })))
    await user.click(within(bank).getByRole('checkbox', { name: 'Active' }))
    await user.click(within(bank).getByRole('button', { name: 'Save bank account' }))
    expect(await screen.findByText('Bank account updation failed, try again')).toBeInTheDocument()
  })
})

describe('temple users', () => {
  it("lists the admin links, adds a user found by e-mail ('User is required' without one), changes the role and removes", async () => {
    const writes = recordWrites()
    const { user, dialog } = await openTemple(4)
    const users = panel(dialog, 'Temple users')
    const table = await within(users).findByRole('table', { name: 'Temple users' })
    expect(within(table).getByText('Sreekumar Varma')).toBeInTheDocument()
    expect(within(table).getByText('sreekumar.varma@example.org')).toBeInTheDocument()
    expect(within(table).getByText('+91 94950 56789')).toBeInTheDocument()

    await user.click(within(users).getByRole('button', { name: 'Add user' }))
    expect(await within(users).findByText('User is required')).toBeInTheDocument()

    await user.type(within(users).getByRole('textbox', { name: 'Find user by e-mail or phone' }), 'newbie@')
    await user.click(await screen.findByRole('option', { name: /Devika Pillai/ }))
    await user.selectOptions(within(users).getByRole('combobox', { name: 'Role' }), 'manager')
    await user.click(within(users).getByRole('button', { name: 'Add user' }))
    expect(await screen.findByText('User added to the temple')).toBeInTheDocument()
    expect(await within(table).findByText('Devika Pillai')).toBeInTheDocument()
    expect(JSON.parse(writes.at(-1)!.body)).toEqual({ temple: 4, user: 4, role: 'manager' })

    await user.selectOptions(within(users).getByRole('combobox', { name: 'Role of Devika Pillai' }), 'administrator')
    expect(await screen.findByText('Role changed')).toBeInTheDocument()
    expect(writes.at(-1)).toMatchObject({ method: 'PATCH', body: JSON.stringify({ role: 'administrator' }) })

    await user.click(within(users).getByRole('button', { name: 'Remove Devika Pillai' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Devika Pillai from this temple?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(table).queryByText('Devika Pillai')).not.toBeInTheDocument())
    expect(writes.at(-1)?.method).toBe('DELETE')
  })

  it('says why the last administrator can be neither demoted nor removed (issue 29 item 6)', async () => {
    const { user, dialog } = await openTemple(4)
    const users = panel(dialog, 'Temple users')
    const table = await within(users).findByRole('table', { name: 'Temple users' })
    const role = within(users).getByRole('combobox', { name: 'Role of Sreekumar Varma' })
    await user.selectOptions(role, 'manager')
    const reason = 'A temple must have at least one administrator.'
    expect(await within(users).findByRole('alert')).toHaveTextContent(reason)
    await waitFor(() => expect(role).toHaveValue('administrator'))

    await user.click(within(users).getByRole('button', { name: 'Remove Sreekumar Varma' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Sreekumar Varma from this temple?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(users).getByRole('alert')).toHaveTextContent(reason)
    expect(within(table).getByText('Sreekumar Varma')).toBeInTheDocument()
    expect(getMockDb().memberships.find((m) => m.temple_id === 4 && m.user_id === 5)?.role).toBe('admin')
  })

  it('shows a failed add in the inline alert', async () => {
    const { user, dialog } = await openTemple(4)
    const users = panel(dialog, 'Temple users')
    await within(users).findByRole('table', { name: 'Temple users' })
    await user.type(within(users).getByRole('textbox', { name: 'Find user by e-mail or phone' }), 'sreekumar')
    await user.click(await screen.findByRole('option', { name: /Sreekumar Varma/ }))
    await user.click(within(users).getByRole('button', { name: 'Add user' }))
    expect(await within(users).findByRole('alert')).toHaveTextContent('This user is already linked to the temple.')
  })
})

describe('panels', () => {
  it('shows the temple card, a copyable embed snippet and the empty catalogue texts', async () => {
    const { user, dialog } = await openTemple(6)
    const card = await within(dialog).findByTestId('temple-card')
    const temple = getMockDb().temples.find((t) => t.id === 6)!
    expect(within(card).getByText(temple.name)).toBeInTheDocument()
    expect(within(card).getByText(temple.phone)).toBeInTheDocument()
    expect(within(card).getByText(/Temple Road/)).toBeInTheDocument()

    expect(await within(dialog).findByText('Deity List is empty')).toBeInTheDocument()
    expect(within(dialog).getByText('Offering Category List is empty')).toBeInTheDocument()
    expect(within(dialog).getByText('Offering list is empty')).toBeInTheDocument()
    expect(within(dialog).getByTestId('location-coordinates')).toHaveTextContent(`Latitude ${temple.location!.latitude}`)

    const embed = panel(dialog, 'Plugin embed')
    const copy = within(embed).getByRole('button', { name: 'Copy' })
    expect(copy).toBeDisabled()
    await user.type(within(embed).getByLabelText('Temple website URL'), 'javascript:alert(1)')
    expect(within(embed).getByText('Enter an http(s) URL')).toBeInTheDocument()
    await user.clear(within(embed).getByLabelText('Temple website URL'))
    await user.type(within(embed).getByLabelText('Temple website URL'), 'https://temple.example.org/')
    const snippet = within(embed).getByTestId('embed-snippet').textContent!
    expect(snippet).toContain('temple_id=6&amp;url=https%3A%2F%2Ftemple.example.org%2F')
    expect(snippet).toContain('sandbox=')
    await user.click(within(embed).getByRole('button', { name: 'Copy' }))
    expect(await within(embed).findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(snippet)
  })

  it('without a plugin host says what to set; a refused copy says so', async () => {
    const { user, dialog } = await openTemple(6)
    const embed = panel(dialog, 'Plugin embed')
    expect(within(embed).getByText(/^Set pluginHost in config\.json \(or VITE_PLUGIN_HOST when building\)/)).toBeInTheDocument()
    await user.type(within(embed).getByLabelText('Temple website URL'), 'https://temple.example.org/')
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await user.click(within(embed).getByRole('button', { name: 'Copy' }))
    expect(await within(embed).findByRole('alert')).toHaveTextContent(/^Could not copy: the browser refused the clipboard/)
    expect(within(embed).queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument()
    writeText.mockRestore()
  })

  it("shows the spec's displayImg small and coverImg medium", async () => {
    const { dialog } = await openTemple(1)
    const card = await within(dialog).findByTestId('temple-card')
    const name = getMockDb().temples.find((t) => t.id === 1)!.name
    expect(
      within(card)
        .getByRole('img', { name: `${name} image` })
        .getAttribute('src'),
    ).toMatch(/display/)
    expect(
      within(card)
        .getByRole('img', { name: `${name} cover` })
        .getAttribute('src'),
    ).toMatch(/cover/)
  })

  it('lists the catalogue of a temple that has one', async () => {
    const { dialog } = await openTemple(3)
    const deities = panel(dialog, 'Deities')
    const first = getMockDb()
      .deities.filter((d) => d.temple_id === 3)
      .sort((a, b) => a.id - b.id)[0]!
    expect(await within(deities).findByText(first.name)).toBeInTheDocument()
  })
})
