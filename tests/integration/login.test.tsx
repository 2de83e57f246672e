import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expireAllAccessTokens, server } from '../../mocks/node'
import { tokens } from '@/shared/api/tokens'
import { renderApp, screen, signInAs, waitForPath } from '../render'

describe('login', () => {
  it("shows 'Email required' and 'Password required' on an empty submit", async () => {
    const { user } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Email required')).toBeInTheDocument()
    expect(screen.getByText('Password required')).toBeInTheDocument()
  })

  it("shows 'Invalid Email' on a malformed address", async () => {
    const { user } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument()
  })

  it("shows the server's detail on a wrong password and keeps what was typed", async () => {
    const { user } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials')
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com')
  })

  it('signs in, stores the session and returns to the page asked for', async () => {
    const { router, user } = renderApp('/dashboard/offering-categories')
    await waitForPath(router, '/login')
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password'), 'Admin@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitForPath(router, '/dashboard/offering-categories')
    expect(tokens.get()).not.toBeNull()
    expect(localStorage.getItem('tbo.role')).toBe('user')
    expect(localStorage.getItem('tbo.deviceId')).toBeTruthy()
    expect(localStorage.getItem('tbo.templeId')).toBeTruthy()
    expect(localStorage.getItem('tbo.permissions')).toContain('"role":"admin"')
  })

  it('sends staff to the staff dashboard', async () => {
    const { router, user } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'staff@example.com')
    await user.type(screen.getByLabelText('Password'), 'Staff@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitForPath(router, '/staff/dashboard')
    expect(localStorage.getItem('tbo.role')).toBe('staff')
  })
})

describe('session end', () => {
  it('logout tells the server, clears everything and lands on /login', async () => {
    let loggedOut = false
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.endsWith('/user/logout/')) loggedOut = true
    })
    await signInAs('admin')
    const { router, user, queryClient } = renderApp('/dashboard/offering-categories')
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }))
    await waitForPath(router, '/login')
    expect(loggedOut).toBe(true)
    expect(tokens.get()).toBeNull()
    expect(localStorage.getItem('tbo.role')).toBeNull()
    expect(localStorage.getItem('tbo.templeId')).toBeNull()
    // Nothing of the signed-out user's data is left in the cache.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toHaveLength(0)
    server.events.removeAllListeners()
  })

  it('an expired access token is refreshed without the user noticing', async () => {
    await signInAs('admin')
    const before = tokens.get()
    expireAllAccessTokens()
    renderApp('/dashboard/offering-categories')
    expect(await screen.findByRole('heading', { name: 'Offering categories' })).toBeInTheDocument()
    expect(await screen.findAllByRole('row')).not.toHaveLength(0)
    expect(tokens.get()?.access).not.toBe(before?.access)
  })

  it('a failed refresh clears the session and lands on /login', async () => {
    await signInAs('admin')
    expireAllAccessTokens()
    server.use(
      http.post('*/api/user/v2/auth/refresh/', () =>
        HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 }),
      ),
    )
    const { router } = renderApp('/dashboard/offering-categories')
    await waitForPath(router, '/login')
    expect(tokens.get()).toBeNull()
  })
})
