import { describe, expect, it } from 'vitest'
import { renderApp, screen, signInAs, waitForPath } from '../render'

describe('item 1: /dashboard follows the active role', () => {
  it('a staff user in the staff role goes from /dashboard to /staff/dashboard, never /404', async () => {
    await signInAs('staff', { role: 'staff' })
    const { router } = renderApp('/dashboard')
    await waitForPath(router, '/staff/dashboard')
    expect(screen.queryByText("We can't find the page that you are looking for.")).not.toBeInTheDocument()
  })

  it('the same user in the temple role lands on the temple home', async () => {
    await signInAs('staff', { role: 'user' })
    const { router } = renderApp('/dashboard')
    await waitForPath(router, '/dashboard/offerings')
  })

  it('after login the redirect target is followed only when it fits the role', async () => {
    const { router, user } = renderApp('/login?redirect=%2Fstaff%2Fdashboard')
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password'), 'Admin@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitForPath(router, '/dashboard/offerings')
  })

  it('a staff login with a temple-area target lands on the staff dashboard', async () => {
    const { router, user } = renderApp('/login?redirect=%2Fdashboard%2Fdeities')
    await user.type(await screen.findByLabelText('Email'), 'staff@example.com')
    await user.type(screen.getByLabelText('Password'), 'Staff@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitForPath(router, '/staff/dashboard')
  })
})
