import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { tokens } from '@/shared/api/tokens'
import { renderApp, screen, signInAs, waitForPath } from '../render'

/*
 * Issue 28, item 1: a member invited without permissions joins a temple that opens nothing for
 * them. The temple's administrators hear of it, the users list marks them, and the member is told
 * which temple they joined and that an administrator must give them access.
 */

const TEMPLE = 'Sree Padmanabhaswamy Temple'
const DEVIKA = 4 // newbie@example.com, Devika Pillai: an account with no temple

async function signInByApi(email: string, password: string): Promise<string> {
  const response = await fetch('http://localhost/api/user/v2/auth/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return ((await response.json()) as { jwt: { access: string } }).jwt.access
}

/** The administrator invites newbie@example.com as staff (no permission) to temple 1; the link is accepted. */
async function devikaJoins(): Promise<string> {
  const access = await signInByApi('admin@example.com', 'Admin@123')
  await fetch('http://localhost/api/temple/t-admin/admins/invite-user/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${access}`, 'X-Temple-ID': '1' },
    body: JSON.stringify({ email: 'newbie@example.com', role: 'staff' }),
  })
  const mail = [...getMockDb().outbox].reverse().find((m) => m.to === 'newbie@example.com' && m.kind === 'invitation')
  const token = new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? ''
  const lookup = (await (await fetch(`http://localhost/api/temple/t-admin/admins/invite/?token=${token}`)).json()) as { accept: string }
  const accepted = await fetch(lookup.accept, { method: 'POST' })
  expect(accepted.status).toBe(200)
  const membership = getMockDb().memberships.find((m) => m.user_id === DEVIKA && m.temple_id === 1)
  expect(membership?.permissions).toEqual([])
  return token
}

describe('a member who joined without access (issue 28, item 1)', () => {
  it('the temple’s administrator gets a notice linking to the member’s permissions page', async () => {
    await devikaJoins()
    await signInAs('admin', { templeId: 1 })
    const { user, router } = renderApp('/dashboard/offerings')
    await screen.findByRole('heading', { name: 'Offerings' })
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('1')
    await user.click(screen.getByRole('button', { name: /^Notifications/ }))
    const notice = await screen.findByRole('link', { name: new RegExp(`Devika Pillai joined ${TEMPLE}`) })
    expect(notice).toHaveTextContent('No access yet: open their permissions to give them access.')
    expect(notice).toHaveAttribute('href', `/dashboard/manage-users/${DEVIKA}`)
    await user.click(notice)
    await waitForPath(router, `/dashboard/manage-users/${DEVIKA}`)
    expect(await screen.findByRole('heading', { name: 'Permissions of Devika Pillai' })).toBeInTheDocument()
  })

  it('the notice goes once the member has a permission', async () => {
    await devikaJoins()
    getMockDb().memberships.find((m) => m.user_id === DEVIKA && m.temple_id === 1)!.permissions = ['view_deity']
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByRole('heading', { name: 'Offerings' })
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }))
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument()
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument()
  })

  it('the users list marks the member "No access yet", with the same link', async () => {
    await devikaJoins()
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/manage-users')
    const table = await screen.findByRole('table', { name: 'Temple users' })
    const row = within(table).getByText('Devika Pillai').closest('tr')!
    expect(within(row).getByRole('link', { name: 'No access yet' })).toHaveAttribute('href', `/dashboard/manage-users/${DEVIKA}`)
    // Members who hold permissions are not marked.
    const ravi = within(table).getByText('Ravi Nair').closest('tr')!
    expect(within(ravi).queryByText('No access yet')).not.toBeInTheDocument()
  })

  it('the member lands on Register Temple and reads which temple they joined and that an administrator must give access', async () => {
    await devikaJoins()
    await signInAs('newbie')
    const { router } = renderApp('/dashboard')
    await waitForPath(router, '/register-temple')
    const notice = await screen.findByTestId('joined-without-access')
    expect(notice).toHaveTextContent(`You have joined ${TEMPLE}`)
    expect(notice).toHaveTextContent(`An administrator of ${TEMPLE} must give you access before you can use it.`)
    // Above the form.
    const form = screen.getByRole('textbox', { name: /Temple name/ })
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('once an administrator gives a section, the member’s next /dashboard is that section (the kept membership is asked again)', async () => {
    await devikaJoins()
    await signInAs('newbie')
    const first = renderApp('/dashboard')
    await waitForPath(first.router, '/register-temple')
    await screen.findByTestId('joined-without-access')
    first.unmount()
    // The administrator gives Deities; the member's browser still keeps the membership without it.
    getMockDb().memberships.find((m) => m.user_id === DEVIKA && m.temple_id === 1)!.permissions = ['view_deity']
    const { router } = renderApp('/dashboard')
    await waitForPath(router, '/dashboard/deities')
    expect(await screen.findByRole('heading', { name: 'Deities' })).toBeInTheDocument()
  })

  it('a user with no temple sees the form without that notice', async () => {
    await signInAs('newbie')
    renderApp('/register-temple')
    await screen.findByRole('textbox', { name: /Temple name/ })
    await waitFor(() => expect(screen.queryByTestId('joined-without-access')).not.toBeInTheDocument())
  })
})

describe('a used invitation link (issue 28, item 2)', () => {
  it('signed out: "Invalid invitation link" shows on the sign-in page it lands on', async () => {
    const token = await devikaJoins()
    const { router } = renderApp(`/user-invitation?token=${token}`)
    await waitForPath(router, '/login')
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Invalid invitation link')
  })

  it('signed in as the member who used it: signed out, and the message shows on sign-in', async () => {
    const token = await devikaJoins()
    await signInAs('newbie')
    const { router } = renderApp(`/user-invitation?token=${token}`)
    await waitForPath(router, '/login')
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Invalid invitation link')
    expect(tokens.get()).toBeNull()
  })
})
