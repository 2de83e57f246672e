import { describe, expect, it } from 'vitest'
import { renderApp, screen, signInAs, waitForPath } from '../render'

describe('without a session', () => {
  it('sends / and signed-in routes to /login, remembering where the user was going', async () => {
    const { router } = renderApp('/dashboard/offering-categories')
    await waitForPath(router, '/login')
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/offering-categories' })
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('sends / to /login', async () => {
    const { router } = renderApp('/')
    await waitForPath(router, '/login')
  })

  it('serves the static pages to anyone', async () => {
    const { router } = renderApp('/500')
    await waitForPath(router, '/500')
    expect(await screen.findByText('We are facing internal server error and working towards to fix it soon.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /go back to home/i })).toBeInTheDocument()
  })

  it('sends an unknown path to /404', async () => {
    const { router } = renderApp('/no/such/page')
    await waitForPath(router, '/404')
    expect(await screen.findByText("We can't find the page that you are looking for.")).toBeInTheDocument()
  })
})

describe('admin@example.com (administrator of two temples)', () => {
  it('lands on offerings from /, /refresh, /login and /dashboard', async () => {
    await signInAs('admin')
    for (const start of ['/', '/refresh', '/login', '/dashboard']) {
      const { router, unmount } = renderApp(start)
      await waitForPath(router, '/dashboard/offerings')
      unmount()
    }
  })

  it('gets /404 on staff routes', async () => {
    await signInAs('admin')
    const { router } = renderApp('/staff')
    await waitForPath(router, '/404')
  })

  it('shows the header with name, e-mail and the System Manager label, and every section enabled', async () => {
    await signInAs('admin')
    renderApp('/dashboard/offering-categories')
    expect(await screen.findByText('Arjun Menon')).toBeInTheDocument()
    expect(screen.getByText('admin@example.com')).toBeInTheDocument()
    expect(screen.getByText('System Manager')).toBeInTheDocument()
    expect(screen.getByText('Manage')).toBeInTheDocument()
    expect(screen.getByTestId('nav-/dashboard/donations')).not.toHaveAttribute('aria-disabled')
    expect(screen.getByLabelText('Temple')).toBeInTheDocument()
  })

  it('switching temple selects it, keeps it across a reload and goes home', async () => {
    await signInAs('admin')
    const { router, user, unmount } = renderApp('/dashboard/offering-categories')
    const switcher = (await screen.findByLabelText('Temple')) as HTMLSelectElement
    const options = Array.from(switcher.options)
    expect(options.length).toBeGreaterThanOrEqual(2)
    const second = options[1]!
    await user.selectOptions(switcher, second.value)
    await waitForPath(router, '/dashboard/offerings')
    expect(localStorage.getItem('tbo.templeId')).toBe(second.value)
    unmount()
    renderApp('/dashboard/offering-categories')
    expect(((await screen.findByLabelText('Temple')) as HTMLSelectElement).value).toBe(second.value)
  })
})

describe('manager@example.com (view/add/change offerings, view deities)', () => {
  it('lands on the first section it may view: deities', async () => {
    await signInAs('manager')
    const { router } = renderApp('/dashboard')
    await waitForPath(router, '/dashboard/deities')
  })

  it('gets /403 on sections and screens it lacks permission for', async () => {
    await signInAs('manager')
    for (const path of ['/dashboard/profile', '/dashboard/donations', '/dashboard/deities/add', '/dashboard/manage-users']) {
      const { router, unmount } = renderApp(path)
      await waitForPath(router, '/403')
      expect(await screen.findByText("You don't have enough permissions to view this page")).toBeInTheDocument()
      unmount()
    }
  })

  it('sees sections without view permission disabled in the sidebar', async () => {
    await signInAs('manager')
    renderApp('/dashboard/offering-categories')
    const donations = await screen.findByTestId('nav-/dashboard/donations')
    expect(donations).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByTestId('nav-/dashboard/offerings')).not.toHaveAttribute('aria-disabled')
  })
})

describe('staff@example.com (isStaff, administrator of one temple)', () => {
  it('lands on the staff dashboard and gets /404 in the temple area', async () => {
    await signInAs('staff')
    const first = renderApp('/')
    await waitForPath(first.router, '/staff/dashboard')
    first.unmount()
    const second = renderApp('/dashboard/offerings')
    await waitForPath(second.router, '/404')
  })

  it("switches views with 'use temple' and 'use staff'", async () => {
    await signInAs('staff')
    const { router, user } = renderApp('/staff/dashboard')
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    await user.click(await screen.findByRole('menuitem', { name: /use temple/ }))
    await waitForPath(router, '/dashboard/offerings')
    expect(localStorage.getItem('tbo.role')).toBe('user')
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    await user.click(await screen.findByRole('menuitem', { name: /use staff/ }))
    await waitForPath(router, '/staff/dashboard')
    expect(localStorage.getItem('tbo.role')).toBe('staff')
  })
})

describe('newbie@example.com (no temple)', () => {
  it('is told it administers no temple, on /dashboard and on any section', async () => {
    await signInAs('newbie')
    const first = renderApp('/dashboard')
    expect(await screen.findByText('You are not administering any temple.')).toBeInTheDocument()
    expect(first.router.state.location.pathname).toBe('/dashboard')
    first.unmount()
    renderApp('/dashboard/offering-categories')
    expect(await screen.findByText('You are not administering any temple.')).toBeInTheDocument()
    expect(screen.queryByText('Manage')).not.toBeInTheDocument()
  })
})

describe('shared pages and layouts', () => {
  it("shows 'Ah! Something went wrong.' when loading the signed-in user fails", async () => {
    const { server } = await import('../../mocks/node')
    const { http, HttpResponse } = await import('msw')
    await signInAs('admin')
    server.use(http.get('*/api/user/', () => new HttpResponse('boom', { status: 500 })))
    renderApp('/dashboard/offering-categories')
    expect(await screen.findByText('Ah! Something went wrong.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument()
  })

  it('the logged-out layout offers Register and Login, and the legal links', async () => {
    renderApp('/login')
    expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument()
    for (const name of ['Contact Us', 'Privacy Policy', 'Terms and Conditions']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
  })

  it('coming soon validates the e-mail with its own messages', async () => {
    const { user } = renderApp('/coming-soon')
    await user.click(await screen.findByRole('button', { name: 'Notify me' }))
    expect(await screen.findByText('Please enter Email Address!')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Notify me' }))
    expect(await screen.findByText('The Email you entered is not a valid format!')).toBeInTheDocument()
  })

  it('/maintenance and /403 are static pages with a way home', async () => {
    const first = renderApp('/maintenance')
    expect(await screen.findByRole('heading', { name: 'Down for maintenance' })).toBeInTheDocument()
    first.unmount()
    renderApp('/403')
    expect(await screen.findByText("You don't have enough permissions to view this page")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Go back to home/ })).toHaveAttribute('href', '/')
  })
})
