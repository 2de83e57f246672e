import { describe, expect, it } from 'vitest'
import { renderApp, screen, signInAs, waitForPath } from '../render'

const LIST = '/dashboard/__k__'

describe('__w__', () => {
  it('lists the temple’s __w__', async () => {
    await signInAs('admin')
    renderApp(LIST)
    expect(await screen.findByRole('heading', { name: '__T__' })).toBeInTheDocument()
    expect(await screen.findByText('__T__ 1')).toBeInTheDocument()
  })

  it('adds through the form: the message of a blank name, then the saved row in the list', async () => {
    await signInAs('admin')
    const { user, router } = renderApp(`${LIST}/add`)
    const name = await screen.findByLabelText(/Name/)
    await user.type(name, '  ')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'New __w__')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('__T__ New __w__ added')).toBeInTheDocument()
    await waitForPath(router, LIST)
    expect(await screen.findByText('New __w__')).toBeInTheDocument()
  })

  it('sends a user without the view permission to the 403 page', async () => {
    await signInAs('manager')
    const { router } = renderApp(LIST)
    await waitForPath(router, '/403')
  })
})
