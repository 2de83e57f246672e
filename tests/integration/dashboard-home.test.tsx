import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import type { PermissionCode } from '../../mocks/permissions'
import { renderApp, screen, signInAs, waitForPath } from '../render'

/** Makes the demo staff user (provider staff) a temple staff member with these codes on their temple. */
function staffMemberWith(permissions: PermissionCode[]) {
  const db = getMockDb()
  const user = db.users.find((u) => u.email === 'staff@example.com')!
  const membership = db.memberships.find((m) => m.user_id === user.id)!
  membership.role = 'staff'
  membership.permissions = permissions
}

describe('/dashboard follows the spec order (issue 26)', () => {
  it('a provider-staff user whose temple gives no section reaches the staff dashboard, not Register temple', async () => {
    staffMemberWith([])
    await signInAs('staff', { role: 'user' })
    const { router, session } = renderApp('/dashboard')
    await waitForPath(router, '/staff/dashboard')
    expect(session.getState().role).toBe('staff')
    expect(await screen.findByRole('heading', { name: 'Staff dashboard' })).toBeInTheDocument()
  })

  it('manage users comes before the receipts and the report', async () => {
    staffMemberWith(['view_offeringorder', 'view_donationorder', 'view_offering_report', 'view_user'])
    await signInAs('staff', { role: 'user' })
    const { router, session } = renderApp('/dashboard')
    await waitForPath(router, '/dashboard/manage-users')
    expect(session.getState().role).toBe('user')
  })
})
