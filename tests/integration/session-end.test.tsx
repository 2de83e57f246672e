import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { tokens } from '@/shared/api/tokens'
import { DEMO, renderApp, screen, signInAs, waitForPath } from '../render'

const ADD = '/dashboard/offering-categories/add'
const ENDED = 'Your session has ended. Sign in again to continue.'
const CRASH = 'Ah! Something went wrong.'

/** Counts the requests the app sends for a method and url fragment. */
function countRequests(method: string, fragment: string) {
  const seen = { count: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && request.url.includes(fragment)) seen.count += 1
  })
  return seen
}

function draftKeys(): string[] {
  return Object.keys(sessionStorage).filter((key) => key.startsWith('tbo.draft|'))
}

async function revokeEveryToken() {
  const response = await fetch('http://localhost/api/__mock__/revoke-tokens', { method: 'POST' })
  expect(response.status).toBe(204)
}

/** Admin on the add form with a name typed (the form is dirty). */
async function dirtyCategoryForm(name = 'Draft Pooja') {
  await signInAs('admin')
  const app = renderApp(ADD)
  const input = await screen.findByLabelText(/Name/)
  await app.user.type(input, name)
  expect(input).toHaveValue(name)
  return app
}

async function signInOnLoginScreen(app: ReturnType<typeof renderApp>, account: keyof typeof DEMO) {
  await app.user.type(await screen.findByLabelText('Email'), DEMO[account].email)
  await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), DEMO[account].password)
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }))
}

afterEach(() => {
  server.events.removeAllListeners()
  sessionStorage.clear()
  onlineManager.setOnline(true)
})

describe('logout from a dirty form', () => {
  it('asks first: Stay keeps the values, Leave logs out to /login without a crash', async () => {
    const app = await dirtyCategoryForm()
    await app.user.click(screen.getByRole('button', { name: /Account menu$/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Leave without saving?')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(app.router.state.location.pathname).toBe(ADD)
    expect(screen.getByLabelText(/Name/)).toHaveValue('Draft Pooja')
    expect(tokens.get()).not.toBeNull()

    await app.user.click(screen.getByRole('button', { name: /Account menu$/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }))
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }))
    await waitForPath(app.router, '/login')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument()
    expect(tokens.get()).toBeNull()
    expect(draftKeys()).toEqual([])
  })
})

describe('the session ends by itself while a form is dirty', () => {
  it('lands on /login with the notice, no crash, and keeps the values as a draft', async () => {
    const app = await dirtyCategoryForm()
    await revokeEveryToken()
    await act(() => app.queryClient.invalidateQueries())
    await waitForPath(app.router, '/login')
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument()
    expect(app.router.state.location.search).toEqual({ redirect: ADD })
    expect(tokens.get()).toBeNull()
    expect(draftKeys()).toHaveLength(1)
    expect(JSON.parse(sessionStorage.getItem(draftKeys()[0]!)!)).toEqual({ name: 'Draft Pooja' })
  })

  it('offers the draft back to the same user, who saves it once; another user never sees it', async () => {
    const posts = countRequests('POST', '/offering-category/')
    const app = await dirtyCategoryForm('Restored Homam')
    await revokeEveryToken()
    await act(() => app.queryClient.invalidateQueries())
    await waitForPath(app.router, '/login')

    await signInOnLoginScreen(app, 'admin')
    await waitForPath(app.router, ADD)
    const offer = await screen.findByRole('alertdialog')
    expect(within(offer).getByText('Restore unsaved changes?')).toBeInTheDocument()
    await app.user.click(within(offer).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue('Restored Homam'))
    expect(draftKeys()).toEqual([])
    await app.user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('Offering Category Restored Homam Successfully added')).toBeInTheDocument()
    expect(posts.count).toBe(1)
  })

  it('never shows one user’s draft to another, and a discard removes it', async () => {
    const app = await dirtyCategoryForm('Secret Seva')
    await revokeEveryToken()
    await act(() => app.queryClient.invalidateQueries())
    await waitForPath(app.router, '/login')
    expect(draftKeys()).toHaveLength(1)

    await signInOnLoginScreen(app, 'staff')
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/login'))
    expect(draftKeys()).toEqual([])
    expect(screen.queryByText('Restore unsaved changes?')).not.toBeInTheDocument()
    expect(screen.queryByDisplayValue('Secret Seva')).not.toBeInTheDocument()
  })

  it('a discarded draft is gone', async () => {
    const app = await dirtyCategoryForm('Dropped Archana')
    await revokeEveryToken()
    await act(() => app.queryClient.invalidateQueries())
    await waitForPath(app.router, '/login')
    await signInOnLoginScreen(app, 'admin')
    await waitForPath(app.router, ADD)
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText(/Name/)).toHaveValue('')
    expect(draftKeys()).toEqual([])
  })
})

describe('the session ends in another tab', () => {
  function otherTabWrote(value: string | null) {
    if (value === null) localStorage.removeItem('tbo.jwt')
    else localStorage.setItem('tbo.jwt', value)
    window.dispatchEvent(new StorageEvent('storage', { key: 'tbo.jwt', newValue: value, storageArea: localStorage }))
  }

  it('a logout there leaves the signed-in screens here at once, keeping the dirty form as a draft', async () => {
    const app = await dirtyCategoryForm()
    act(() => otherTabWrote(null))
    await waitForPath(app.router, '/login')
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument()
    expect(draftKeys()).toHaveLength(1)
  })

  it('a sign-in there as another user does the same; a refresh there by the same user does nothing', async () => {
    const app = await dirtyCategoryForm()
    const mine = tokens.get()!
    act(() => otherTabWrote(JSON.stringify({ access: `${mine.access}`, refresh: 'rotated-elsewhere' })))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(app.router.state.location.pathname).toBe(ADD)

    const other = await fetch('http://localhost/api/user/v2/auth/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO.manager, device_id: 'other-tab' }),
    })
    const { jwt } = (await other.json()) as { jwt: { access: string; refresh: string } }
    act(() => otherTabWrote(JSON.stringify(jwt)))
    await waitForPath(app.router, '/login')
    expect(await screen.findByText(ENDED)).toBeInTheDocument()
    expect(draftKeys()).toHaveLength(1)
    // The other tab's session is left alone.
    expect(tokens.get()).toEqual(jwt)
  })
})

describe('nothing typed is lost when a save fails or the network is gone', () => {
  it('a network error keeps the values and says what happened', async () => {
    const app = await dirtyCategoryForm('Offline Seva')
    server.use(http.post('http://localhost/api/temple/t-admin/offering-category/', () => HttpResponse.error()))
    await app.user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('Network error: check your connection and try again.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Name/)).toHaveValue('Offline Seva')
  })

  it('a 500 keeps the values and says what happened', async () => {
    const app = await dirtyCategoryForm('Broken Seva')
    server.use(http.post('http://localhost/api/temple/t-admin/offering-category/', () => HttpResponse.json({}, { status: 500 })))
    await app.user.click(screen.getByRole('button', { name: 'Add category' }))
    expect(await screen.findByText('500 Internal Server Error Occured')).toBeInTheDocument()
    expect(screen.getByLabelText(/Name/)).toHaveValue('Broken Seva')
  })

  it('offline: the save waits with a notice, a second click sends nothing, and it runs once back online', async () => {
    const posts = countRequests('POST', '/offering-category/')
    const app = await dirtyCategoryForm('Paused Pooja')
    act(() => onlineManager.setOnline(false))
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('You are offline.')
    const button = screen.getByRole('button', { name: 'Add category' })
    await app.user.click(button)
    fireEvent.submit(button.closest('form')!)
    expect(await screen.findByText(/Your save is waiting and will be sent when you are back online/)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(posts.count).toBe(0)
    expect(screen.getByLabelText(/Name/)).toHaveValue('Paused Pooja')

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Offering Category Paused Pooja Successfully added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument())
    expect(posts.count).toBe(1)
  })

  it('a second click while saving sends nothing', async () => {
    const posts = countRequests('POST', '/offering-category/')
    const app = await dirtyCategoryForm('Double Click Seva')
    const button = screen.getByRole('button', { name: 'Add category' })
    fireEvent.submit(button.closest('form')!)
    fireEvent.submit(button.closest('form')!)
    await app.user.click(button)
    expect(await screen.findByText('Offering Category Double Click Seva Successfully added')).toBeInTheDocument()
    expect(posts.count).toBe(1)
  })
})
