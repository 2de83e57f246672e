import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { settingsStore } from '@/layout/settings/store'
import { getMockDb } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

beforeEach(() => settingsStore.reset())

describe('header chrome', () => {
  it('temple user with nothing pending: no badge', async () => {
    await signInAs('admin')
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByRole('button', { name: 'Notifications' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveAttribute('aria-busy'))
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument()
  })

  it('staff: the badge counts the pending temples and bank accounts of the backend, and each has its line', async () => {
    const db = getMockDb()
    const temples = db.temples.filter((t) => !t.is_active).length
    const accounts = db.bankAccounts.filter((a) => !a.is_active).length
    expect(temples).toBeGreaterThan(1)
    expect(accounts).toBeGreaterThan(0)
    await signInAs('staff', { role: 'staff' })
    const { user } = renderApp('/staff/dashboard')
    const bell = await screen.findByRole('button', { name: `Notifications (${temples + accounts})` })
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent(String(temples + accounts))
    await user.click(bell)
    expect(await screen.findByText(`${temples} temples awaiting approval`)).toBeInTheDocument()
    expect(
      screen.getByText(accounts === 1 ? '1 bank account awaiting approval' : `${accounts} bank accounts awaiting approval`),
    ).toBeInTheDocument()
  })

  it('search: Ctrl+K focuses, sections and deities are found, Enter opens the pick', async () => {
    await signInAs('admin')
    const { user, router } = renderApp('/dashboard/offerings')
    const search = await screen.findByRole('combobox', { name: 'Search' })
    await user.keyboard('{Control>}k{/Control}')
    expect(search).toHaveFocus()
    await user.type(search, 'donation')
    expect(await screen.findByRole('option', { name: 'Donation categories' })).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/donation/))
  })
})
