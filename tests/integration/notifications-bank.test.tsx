import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

afterEach(() => server.events.removeAllListeners())

/** Counts the app's GETs of the temple's bank account. */
function countBankGets() {
  const counter = { gets: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/temple/t-admin/bank/') counter.gets += 1
  })
  return counter
}

/** The bell once its counts are known (no longer busy). */
async function settledBell() {
  const bell = await screen.findByRole('button', { name: /^Notifications/ })
  await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ })).not.toHaveAttribute('aria-busy'))
  return bell
}

describe('the header bell and the bank account (issue 26)', () => {
  it('an administrator on another page: the bell settles without asking for the bank account', async () => {
    const counter = countBankGets()
    await signInAs('admin', { templeId: 2 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByRole('heading', { name: 'Offerings' })
    await settledBell()
    await user.click(screen.getByRole('button', { name: /^Notifications/ }))
    await screen.findByText('Nothing needs your attention.')
    expect(counter.gets).toBe(0)
  })

  it('the profile reads the account on the first expand only, and the bell then counts the inactive account', async () => {
    const counter = countBankGets()
    await signInAs('admin', { templeId: 2 })
    const { user } = renderApp('/dashboard/profile')
    await screen.findByLabelText(/Temple name/)
    await settledBell()
    expect(counter.gets).toBe(0)
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Bank account/ }))
    expect(await screen.findByTestId('bank-status')).toHaveTextContent('Inactive')
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('1')
    await user.click(screen.getByRole('button', { name: /^Notifications/ }))
    expect(await screen.findByText('Bank account awaiting approval')).toBeInTheDocument()
    expect(counter.gets).toBe(1)
  })
})
