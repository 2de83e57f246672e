import { waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'

afterEach(() => server.events.removeAllListeners())

/** Holds the server's answers for the user and the temples until `release()`. */
function holdUserAndTemples() {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = new Set<string>()
  server.use(
    http.get('*/api/user/', async () => {
      held.add('user')
      await released
      return undefined
    }),
    http.get('*/api/temple/t-admin/', async () => {
      held.add('temples')
      await released
      return undefined
    }),
  )
  return { release, held }
}

async function visitOnce(path: string) {
  const first = renderApp(path)
  await screen.findByRole('heading', { name: 'Offerings' })
  await waitFor(() => expect(localStorage.getItem('tbo.temples')).toContain('Sree Padmanabhaswamy'))
  first.unmount()
}

describe('the user and the temples kept for the next reload (decision 138)', () => {
  it('a reload draws the shell and the page from the kept copies before the server answers, then takes the server’s', async () => {
    await signInAs('admin', { templeId: 1 })
    await visitOnce('/dashboard/offerings')
    const kept = JSON.parse(localStorage.getItem('tbo.user') ?? 'null') as { userId: number; value: { fullName: string } }
    expect(kept.value.fullName).toBe('Arjun Menon')
    // The last visit saw another name; the server says "Arjun Menon".
    localStorage.setItem('tbo.user', JSON.stringify({ ...kept, value: { ...kept.value, fullName: 'Kept Name' } }))

    const { release, held } = holdUserAndTemples()
    const { router } = renderApp('/dashboard/offerings')
    expect(await screen.findByRole('heading', { name: 'Offerings' })).toBeInTheDocument()
    expect(screen.getAllByText('Kept Name').length).toBeGreaterThan(0)
    expect(held).toEqual(new Set(['user', 'temples']))
    release()
    await waitFor(() => expect(screen.getAllByText('Arjun Menon').length).toBeGreaterThan(0))
    expect(screen.queryByText('Kept Name')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/offerings')
  })

  it('a sign-in keeps the user at once, so the first reload after it waits for no user call (decision 141)', async () => {
    const userCalls: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/user/') userCalls.push(request.url)
    })
    const { router, user, unmount } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password'), 'Admin@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitForPath(router, '/dashboard/offerings')
    const kept = JSON.parse(localStorage.getItem('tbo.user') ?? 'null') as { value: { fullName: string } } | null
    expect(kept?.value.fullName).toBe('Arjun Menon')
    expect(userCalls).toEqual([])
    unmount()

    const { release, held } = holdUserAndTemples()
    renderApp('/dashboard/offerings')
    expect(await screen.findByRole('heading', { name: 'Offerings' })).toBeInTheDocument()
    expect(screen.getAllByText('Arjun Menon').length).toBeGreaterThan(0)
    expect(held.has('user')).toBe(true)
    release()
  })

  it('copies kept for another user are not used: the guards wait for the server', async () => {
    await signInAs('admin', { templeId: 1 })
    await visitOnce('/dashboard/offerings')
    await signInAs('manager', { templeId: 1 })
    const { release } = holdUserAndTemples()
    renderApp('/dashboard/offerings')
    await delay(300)
    expect(screen.queryByRole('heading', { name: 'Offerings' })).not.toBeInTheDocument()
    expect(screen.queryByText('Arjun Menon')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { name: 'Offerings' })).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem('tbo.user')).toContain('manager@example.com'))
  })

  it('logout forgets both', async () => {
    await signInAs('admin', { templeId: 1 })
    const { router, user } = renderApp('/dashboard/offerings')
    await screen.findByRole('heading', { name: 'Offerings' })
    await waitFor(() => expect(localStorage.getItem('tbo.temples')).not.toBeNull())
    expect(localStorage.getItem('tbo.user')).not.toBeNull()
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }))
    await waitForPath(router, '/login')
    expect(localStorage.getItem('tbo.user')).toBeNull()
    expect(localStorage.getItem('tbo.temples')).toBeNull()
  })
})
