import { focusManager } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'

const SERVER_TEXT = 'You do not have permission to perform this action.'
const FORBIDDEN_PAGE = "You don't have enough permissions to view this page"

afterEach(() => server.events.removeAllListeners())

function managerMembership() {
  const db = getMockDb()
  const user = db.users.find((u) => u.email === 'manager@example.com')!
  return db.memberships.find((m) => m.user_id === user.id && m.temple_id === 1)!
}

/** The permission template kept locally, as a reload finds it: here listing more than the server grants. */
function keepTemplate(permissions: string[]) {
  const m = managerMembership()
  localStorage.setItem(
    'tbo.permissions',
    JSON.stringify({
      templeId: 1,
      membership: {
        id: m.id,
        url: `http://localhost/api/temple/t-admin/admins/${m.id}/`,
        role: 'staff',
        permissions,
        user: { id: m.user_id, fullName: 'Manager', email: 'manager@example.com', phone: null },
      },
    }),
  )
}

describe('permissions that changed since they were cached (issue 18 item 8)', () => {
  it('a cached template granting more than the server sends the section to /403, without the server text', async () => {
    await signInAs('manager', { templeId: 1 })
    keepTemplate([...managerMembership().permissions, 'view_donation'])
    const { router } = renderApp('/dashboard/donations')
    await waitForPath(router, '/403')
    expect(await screen.findByText(FORBIDDEN_PAGE)).toBeInTheDocument()
    expect(screen.queryByText(SERVER_TEXT)).not.toBeInTheDocument()
    // The kept template is the server's again.
    await waitFor(() => expect(localStorage.getItem('tbo.permissions')).not.toContain('view_donation'))
  })

  it('the cached template draws the sidebar at once and is corrected by the start-up refetch', async () => {
    await signInAs('manager', { templeId: 1 })
    keepTemplate([...managerMembership().permissions, 'view_donation'])
    renderApp('/dashboard/offerings')
    const donations = await screen.findByTestId('nav-/dashboard/donations')
    await waitFor(() => expect(donations).toHaveAttribute('aria-disabled', 'true'))
  })

  it('a permission revoked on the server is noticed on window focus and the open section is left for /403', async () => {
    await signInAs('manager', { templeId: 1 })
    const { router } = renderApp('/dashboard/offerings')
    await screen.findByRole('heading', { name: 'Offerings' })
    const membership = managerMembership()
    membership.permissions = membership.permissions.filter((code) => code !== 'view_offering')
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await waitForPath(router, '/403')
    focusManager.setFocused(undefined)
    expect(screen.queryByText(SERVER_TEXT)).not.toBeInTheDocument()
  })

  it('a 403 on a section load refetches the membership and goes to /403', async () => {
    await signInAs('admin', { templeId: 1 })
    let membershipCalls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/admins/me/')) membershipCalls += 1
    })
    server.use(http.get('*/temple/t-admin/deity/', () => HttpResponse.json({ detail: SERVER_TEXT }, { status: 403 })))
    const { router } = renderApp('/dashboard/deities')
    await waitForPath(router, '/403')
    // Once when the dashboard loaded, once more after the 403.
    await waitFor(() => expect(membershipCalls).toBeGreaterThanOrEqual(2))
    expect(screen.queryByText(SERVER_TEXT)).not.toBeInTheDocument()
  })
})
