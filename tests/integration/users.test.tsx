import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import { getMockDb, server } from '../../mocks/node'
import { ALL_PERMISSION_CODES } from '../../mocks/permissions'
import { tokens } from '@/shared/api/tokens'
import { renderApp, screen, signInAs, waitForPath } from '../render'

/** Records the JSON bodies the app sends for a method and url fragment. */
function recordBodies(method: string, fragment: string) {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && request.url.includes(fragment)) bodies.push(await request.clone().json())
  })
  return bodies
}

afterEach(() => server.events.removeAllListeners())

function membership(userId: number, templeId = 1) {
  const row = getMockDb().memberships.find((m) => m.user_id === userId && m.temple_id === templeId)
  if (!row) throw new Error(`no membership of user ${userId} in temple ${templeId}`)
  return row
}

async function inviteByApi(email: string, role = 'staff'): Promise<string> {
  const login = await fetch('http://localhost/api/user/v2/auth/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@123' }),
  })
  const { jwt } = (await login.json()) as { jwt: { access: string } }
  await fetch('http://localhost/api/temple/t-admin/admins/invite-user/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${jwt.access}`, 'X-Temple-ID': '1' },
    body: JSON.stringify({ email, role }),
  })
  return latestToken(email)
}

function latestToken(email: string): string {
  const mail = [...getMockDb().outbox].reverse().find((m) => m.to === email && m.kind === 'invitation')
  return new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? ''
}

describe('manage users list', () => {
  it('shows UserID, name, email, phone and role; marks the signed-in user "You"; admins get every action', async () => {
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/manage-users')
    const table = await screen.findByRole('table', { name: 'Temple users' })
    for (const header of ['UserID', 'Name', 'Email', 'Phone', 'Role']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    const own = within(table).getByText('Arjun Menon').closest('tr')!
    expect(within(own).getByText('You')).toBeInTheDocument()
    expect(within(own).getByText('Admin')).toBeInTheDocument()
    expect(within(own).getByText('+91 94470 12345')).toBeInTheDocument()
    // Own row: editable, never deletable.
    expect(within(own).queryByRole('button', { name: 'Delete Arjun Menon' })).not.toBeInTheDocument()
    const ravi = within(table).getByText('Ravi Nair').closest('tr')!
    expect(within(ravi).getByText('3')).toBeInTheDocument()
    expect(within(ravi).getByText('Staff')).toBeInTheDocument()
    expect(within(ravi).getByRole('link', { name: 'Edit Ravi Nair' })).toHaveAttribute('href', '/dashboard/manage-users/3')
    expect(within(ravi).getByRole('button', { name: 'Delete Ravi Nair' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeInTheDocument()
  })

  it('with view_user only: no Invite User, no edit, no delete; without it /403', async () => {
    membership(3).permissions = ['view_user']
    await signInAs('manager', { templeId: 1 })
    const { router } = renderApp('/dashboard/manage-users')
    const table = await screen.findByRole('table', { name: 'Temple users' })
    expect(within(table).getByText('Arjun Menon')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()
    membership(3).permissions = ['view_offering']
    await router.invalidate()
    await router.navigate({ to: '/dashboard/manage-users/$id', params: { id: 3 } })
    await waitForPath(router, '/403')
  })

  it('deletes after the caution and keeps the last administrator undeletable', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/manage-users')
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Nair' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Are you sure you want to delete Ravi Nair?')).toBeInTheDocument()
    expect(within(dialog).getByText('Caution: This action is permanent and cannot be undone.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Ravi Nair')).not.toBeInTheDocument())
    expect(getMockDb().memberships.some((m) => m.user_id === 3 && m.temple_id === 1)).toBe(false)
  })

  it('shows the server refusal when a delete is refused', async () => {
    server.use(
      http.delete('*/api/temple/t-admin/admins/:id/', () =>
        HttpResponse.json({ non_field_errors: ['A temple must have at least one administrator.'] }, { status: 400 }),
      ),
    )
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/manage-users')
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Nair' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('A temple must have at least one administrator.')).toBeInTheDocument()
  })
})

describe('invite user', () => {
  async function openInvite() {
    await signInAs('admin', { templeId: 1 })
    const app = renderApp('/dashboard/manage-users')
    await app.user.click(await screen.findByRole('button', { name: 'Invite User' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' })
    return { ...app, dialog }
  }

  it('validates the e-mail, sends staff by default and says "User invite sent"', async () => {
    const bodies = recordBodies('POST', '/admins/invite-user/')
    const { user, dialog } = await openInvite()
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(await within(dialog).findByText('Email required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Email/), 'not-mail')
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/Email/))
    await user.type(within(dialog).getByLabelText(/Email/), 'sita@example.com')
    expect(within(dialog).getByLabelText('Role')).toHaveValue('staff')
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(await screen.findByText('User invite sent')).toBeInTheDocument()
    expect(bodies).toEqual([{ email: 'sita@example.com', role: 'staff' }])
    expect(getMockDb().invitations.map((i) => i.email)).toEqual(['sita@example.com'])
  })

  it('sends the admin role when chosen', async () => {
    const bodies = recordBodies('POST', '/admins/invite-user/')
    const { user, dialog } = await openInvite()
    await user.type(within(dialog).getByLabelText(/Email/), 'uma@example.com')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin')
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    await screen.findByText('User invite sent')
    expect(bodies).toEqual([{ email: 'uma@example.com', role: 'admin' }])
  })

  it('"Failed to send invite, field: message" for field errors, the detail otherwise; the address stays', async () => {
    const { user, dialog } = await openInvite()
    await user.type(within(dialog).getByLabelText(/Email/), 'manager@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(await screen.findByText('Failed to send invite, email: This user is already a member of this temple.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('manager@example.com')

    server.use(
      http.post('*/api/temple/t-admin/admins/invite-user/', () =>
        HttpResponse.json({ detail: 'Mail server unavailable.' }, { status: 400 }),
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }))
    expect(await screen.findByText('Failed to send invite, Mail server unavailable.')).toBeInTheDocument()
  })
})

describe('permissions page', () => {
  async function openRavi() {
    await signInAs('admin', { templeId: 1 })
    const app = renderApp('/dashboard/manage-users/3')
    await screen.findByRole('heading', { name: 'Permissions of Ravi Nair' })
    return app
  }

  it('groups the switches with the spec labels; each reads Allowed or Restricted; temple has view and change, reports four views', async () => {
    await openRavi()
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/dashboard/manage-users')
    const offering = screen.getByRole('group', { name: 'Offering' })
    expect(within(offering).getAllByRole('switch')).toHaveLength(4)
    expect(screen.getByRole('switch', { name: 'View offering' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Delete offering' })).not.toBeChecked()
    expect(screen.getByTestId('state-view_offering')).toHaveTextContent('Allowed')
    expect(screen.getByTestId('state-delete_offering')).toHaveTextContent('Restricted')
    const temple = screen.getByRole('group', { name: 'Temple' })
    expect(within(temple).getAllByRole('switch')).toHaveLength(2)
    const reports = screen.getByRole('group', { name: 'Reports' })
    expect(within(reports).getAllByRole('switch')).toHaveLength(4)
    for (const label of ['Offering receipt', 'Donation receipt', 'Inventory item', 'Transaction config', 'Inventory']) {
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument()
    }
    // No codes exist for sales: that group is hidden.
    expect(screen.queryByRole('group', { name: 'Sale' })).not.toBeInTheDocument()
  })

  it('Save is off until something changed and sends the role with the whole list', async () => {
    const bodies = recordBodies('PATCH', '/admins/3/')
    const { user } = await openRavi()
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.click(screen.getByRole('switch', { name: 'Delete offering' }))
    expect(screen.getByTestId('state-delete_offering')).toHaveTextContent('Allowed')
    await user.click(screen.getByRole('switch', { name: 'Delete offering' }))
    expect(save).toBeDisabled()
    await user.click(screen.getByRole('switch', { name: 'View donation' }))
    await user.click(save)
    expect(await screen.findByText('Updated permissions')).toBeInTheDocument()
    expect(bodies).toEqual([
      { role: 'staff', permissions: ['view_deity', 'view_offering', 'add_offering', 'change_offering', 'view_donation'] },
    ])
    expect(membership(3).permissions).toContain('view_donation')
    await waitFor(() => expect(save).toBeDisabled())
  })

  it('choosing Admin selects and locks every switch; the role goes with the full list', async () => {
    const bodies = recordBodies('PATCH', '/admins/3/')
    const { user } = await openRavi()
    await user.click(screen.getByRole('radio', { name: 'Admin' }))
    const boxes = screen.getAllByRole('switch')
    expect(boxes.every((box) => (box as HTMLInputElement).checked && (box as HTMLInputElement).disabled)).toBe(true)
    expect(screen.getByRole('button', { name: 'Restrict all deity' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Updated permissions')
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ role: 'admin' })
    expect(new Set((bodies[0] as { permissions: string[] }).permissions)).toEqual(new Set(ALL_PERMISSION_CODES))
    expect(membership(3).role).toBe('admin')
  })

  it('demoting an Admin keeps every switch that read Allowed, after Save and after a reload', async () => {
    // Ravi administers temple 1 beside Arjun (so he is not the last administrator), as stored after a promotion.
    Object.assign(membership(3), { role: 'admin', permissions: [] })
    const bodies = recordBodies('PATCH', '/admins/3/')
    const { user, unmount } = await openRavi()
    const switches = () => screen.getAllByRole('switch') as HTMLInputElement[]
    expect(switches().every((box) => box.checked)).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'Staff' }))
    const shown = switches().filter((box) => box.checked).length
    expect(shown).toBe(switches().length)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Updated permissions')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ role: 'staff' })
    expect(new Set((bodies[0] as { permissions: string[] }).permissions).size).toBe(shown)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled())
    expect(switches().every((box) => box.checked && !box.disabled)).toBe(true)
    for (const state of screen.getAllByTestId(/^state-/)) expect(state).toHaveTextContent('Allowed')
    expect(membership(3)).toMatchObject({ role: 'staff' })
    expect(membership(3).permissions).toHaveLength(shown)

    unmount()
    await openRavi()
    expect(screen.getByRole('radio', { name: 'Staff' })).toBeChecked()
    expect(switches().every((box) => box.checked)).toBe(true)
    for (const state of screen.getAllByTestId(/^state-/)) expect(state).toHaveTextContent('Allowed')
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openRavi()
    await user.click(screen.getByRole('switch', { name: 'Add deity' }))
    await user.click(screen.getByRole('link', { name: 'Back to users' }))
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    await waitForPath(router, '/dashboard/manage-users')
  })

  it('the last administrator cannot be demoted (the role is locked and said so)', async () => {
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/manage-users/1')
    expect(await screen.findByTestId('role-note')).toHaveTextContent('A temple must have at least one administrator.')
    expect(screen.getByRole('radio', { name: 'Staff' })).toBeDisabled()
  })

  it('an administrator cannot remove their own admin role even with another admin', async () => {
    await signInAs('staff', { role: 'user', templeId: 3 })
    renderApp('/dashboard/manage-users/2')
    expect(await screen.findByTestId('role-note')).toHaveTextContent('You cannot remove your own administrator role.')
    expect(screen.getByRole('radio', { name: 'Staff' })).toBeDisabled()
  })

  it('shows the server refusal of a demotion', async () => {
    membership(3).role = 'admin'
    // Another administrator left meanwhile: the server refuses to demote the last one.
    server.use(
      http.patch('*/api/temple/t-admin/admins/3/', () =>
        HttpResponse.json({ non_field_errors: ['A temple must have at least one administrator.'] }, { status: 400 }),
      ),
    )
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/manage-users/3')
    await screen.findByRole('heading', { name: 'Permissions of Ravi Nair' })
    await user.click(await screen.findByRole('radio', { name: 'Staff' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByText('A temple must have at least one administrator.')).not.toHaveLength(0)
    expect(membership(3).role).toBe('admin')
  })

  it('your own permissions are not offered, with the reason (issue 29 item 3)', async () => {
    membership(3).permissions = ['view_user', 'change_user', 'view_offering']
    await signInAs('manager', { templeId: 1 })
    renderApp('/dashboard/manage-users/3')
    await screen.findByRole('heading', { name: 'Permissions of Ravi Nair' })
    expect(screen.getByTestId('permissions-note')).toHaveTextContent('You cannot change your own permissions.')
    const switches = screen.getAllByRole('switch') as HTMLInputElement[]
    expect(switches.every((box) => box.disabled)).toBe(true)
    expect(screen.getByRole('button', { name: 'Allow all donation' })).toBeDisabled()
  })

  it('a member who is not an administrator is offered only the permissions they hold, with the reason (issue 29 item 3)', async () => {
    membership(3).permissions = ['view_user', 'change_user', 'view_offering', 'view_deity']
    const bodies = recordBodies('PATCH', '/admins/8/')
    await signInAs('manager', { templeId: 1 })
    const { user } = renderApp('/dashboard/manage-users/8')
    await screen.findByRole('heading', { name: 'Permissions of Gopika Nambiar' })
    expect(screen.getByTestId('permissions-note')).toHaveTextContent(
      'You can grant only the permissions you hold yourself; the others cannot be switched on.',
    )
    const reports = within(screen.getByRole('group', { name: 'Reports' })).getAllByRole('switch')
    expect(reports.every((box) => (box as HTMLInputElement).disabled)).toBe(true)
    expect(screen.getByRole('switch', { name: 'Change temple' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Allow all reports' })).toBeDisabled()
    // What she already holds may be taken away; what he holds may be granted.
    expect(screen.getByRole('switch', { name: 'View temple' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Allow all deity' }))
    expect(screen.getByRole('switch', { name: 'View deity' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Add deity' })).not.toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'View temple' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Updated permissions')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(new Set((bodies[0] as { permissions: string[] }).permissions)).toEqual(
      new Set(['view_user', 'view_deity', 'view_offering', 'view_donation']),
    )
    expect(membership(8).permissions).not.toContain('view_temple')
  })
})

describe('invitation pages', () => {
  it('without a token goes to /404', async () => {
    const { router } = renderApp('/user-invitation')
    await waitForPath(router, '/404')
  })

  it('an empty lookup says "Invalid invitation link" and signs the reader out', async () => {
    await signInAs('admin')
    const { router } = renderApp('/user-invitation?token=nope')
    expect(await screen.findByText('Invalid invitation link')).toBeInTheDocument()
    await waitForPath(router, '/login')
    expect(tokens.get()).toBeNull()
  })

  it('any other failure says so and goes home', async () => {
    server.use(http.get('*/api/temple/t-admin/admins/invite/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    const { router } = renderApp('/user-invitation?token=abc')
    expect(await screen.findByText('Invalid invitation link')).toBeInTheDocument()
    await waitForPath(router, '/login') // '/' sends a signed-out reader to sign in
  })

  it('an existing user accepts: the accept link is posted and the temple joined', async () => {
    const token = await inviteByApi('newbie@example.com')
    await signInAs('admin')
    const { user, router } = renderApp(`/user-invitation?token=${token}`)
    expect(await screen.findByRole('heading', { name: 'Invitation to Temple Back-office' })).toBeInTheDocument()
    expect(await screen.findByText(/as a temple moderator/)).toBeInTheDocument()
    // Always the logged-out layout, even when signed in.
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Invitation accepted. Sign in to open the temple.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/user-invitation'))
    expect(getMockDb().memberships.some((m) => m.user_id === 4 && m.temple_id === 1)).toBe(true)
  })

  it('"Failed to accept, try again" and "Failed to reject, try again"', async () => {
    const token = await inviteByApi('newbie@example.com')
    server.use(
      http.post('*/api/temple/t-admin/admins/accept-invite/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      http.post('*/api/temple/t-admin/admins/reject-invite/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    )
    const { user } = renderApp(`/user-invitation?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(await screen.findAllByText('Failed to accept, try again')).not.toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Failed to reject, try again')).toBeInTheDocument()
  })

  it('reject posts the reject link and spends the invitation', async () => {
    const token = await inviteByApi('newbie@example.com')
    const { user, router } = renderApp(`/user-invitation?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Invitation rejected')).toBeInTheDocument()
    await waitForPath(router, '/login')
    expect(getMockDb().invitations[0]?.outcome).toBe('rejected')
  })

  it('a new user creates the account, which accepts the invitation, then signs in', async () => {
    const token = await inviteByApi('sita@example.com')
    const bodies = recordBodies('POST', '/invite/create-account/')
    const { user, router } = renderApp(`/user-invitation?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitForPath(router, '/user-invitation/new-account')
    expect(screen.getByRole('heading', { name: 'Create new account to join' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sita@example.com')
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('*Required')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^First name/), 'Sita')
    await user.type(screen.getByLabelText(/^Last name/), 'Raman')
    await user.type(screen.getByLabelText(/^Password/), 'Sita@12345')
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sita@1234')
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Confirm password/), '5')
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    await screen.findByText('Your account is ready and you have joined the temple. Sign in to continue.')
    await waitForPath(router, '/login')
    expect(bodies).toEqual([
      { email: 'sita@example.com', password: 'Sita@12345', confirm_password: 'Sita@12345', first_name: 'Sita', last_name: 'Raman' },
    ])
    const sita = getMockDb().users.find((u) => u.email === 'sita@example.com')!
    expect(getMockDb().memberships.some((m) => m.user_id === sita.id && m.temple_id === 1)).toBe(true)
  })

  it('shows an account-creation failure as a toast and an inline alert', async () => {
    const token = await inviteByApi('sita@example.com')
    const { user, router } = renderApp(`/user-invitation?token=${token}`)
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    await waitForPath(router, '/user-invitation/new-account')
    await user.type(screen.getByLabelText(/^First name/), 'Sita')
    await user.type(screen.getByLabelText(/^Last name/), 'Raman')
    await user.type(screen.getByLabelText(/^Password/), 'short')
    await user.type(screen.getByLabelText(/^Confirm password/), 'short')
    await user.click(screen.getByRole('button', { name: 'Create account and join' }))
    const message = 'This password is too short. It must contain at least 8 characters.'
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(3)) // field, alert, toast
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(screen.getByTestId('toast-error')).toHaveTextContent(message)
  })

  it('without the router state: "You don\'t have proper access to this page"', async () => {
    renderApp('/user-invitation/new-account')
    expect(await screen.findAllByText("You don't have proper access to this page")).not.toHaveLength(0)
  })
})
