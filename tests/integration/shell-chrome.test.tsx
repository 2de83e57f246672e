import { waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { settingsStore } from '@/layout/settings/store'
import { renderApp, screen, signInAs } from '../render'

beforeEach(() => settingsStore.reset())

describe('header chrome', { timeout: 60_000 }, () => {
  it('staff: the bell counts pending approvals, and the popover lists them', async () => {
    await signInAs('staff')
    const { user } = renderApp('/staff/dashboard')
    const bell = await screen.findByRole('button', { name: /^Notifications \(\d+\)$/ }, { timeout: 20_000 })
    expect(within(bell).getByTestId('notifications-badge').textContent).toMatch(/^\d+$/)
    await user.click(bell)
    expect(await screen.findByText(/awaiting approval/)).toBeInTheDocument()
  })

  it('temple user with nothing pending: no badge', async () => {
    await signInAs('admin')
    const { user } = renderApp('/dashboard/offerings')
    const bell = await screen.findByRole('button', { name: 'Notifications' }, { timeout: 8000 })
    await waitFor(() => expect(bell).not.toHaveAttribute('aria-busy'))
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument()
    await user.click(bell)
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument()
  })

  it('search: Ctrl+K focuses, sections and deities are found, Enter opens the pick', async () => {
    await signInAs('admin')
    const { user, router } = renderApp('/dashboard/offerings')
    const search = await screen.findByRole('combobox', { name: 'Search' }, { timeout: 8000 })
    await user.keyboard('{Control>}k{/Control}')
    expect(search).toHaveFocus()
    await user.type(search, 'donation')
    expect(await screen.findByRole('option', { name: 'Donation categories' }, { timeout: 10_000 })).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/donation/))
  })
})
