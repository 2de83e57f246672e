import { within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LAYOUTS } from '@/layout/settings/model'
import { settingsStore } from '@/layout/settings/store'
import { renderApp, screen, signInAs } from '../render'

beforeEach(() => settingsStore.reset())

describe('every navigation layout', () => {
  it.each(LAYOUTS)('%s renders the navigation, with items of other roles hidden and unpermitted ones disabled', async (layout) => {
    settingsStore.update({ layout })
    await signInAs('manager')
    const { user } = renderApp('/dashboard/offerings')
    // The drawer layout has no sidebar: its navigation opens from the menu button.
    if (layout === 'drawer') await user.click(await screen.findByRole('button', { name: 'Open menu' }))
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull()
    expect(await within(nav).findByRole('link', { name: 'Offerings' })).toHaveAttribute('href', '/dashboard/offerings')
    // Staff-only and unpermitted: the staff dashboard is absent, Manage users is not a link.
    expect(within(nav).queryByText('Staff dashboard')).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Manage users' })).not.toBeInTheDocument()
    expect(within(nav).getByTestId('nav-/dashboard/manage-users')).toHaveAttribute('aria-disabled', 'true')
    // Exactly one temple switcher on the page, whichever layout holds it.
    expect(screen.getAllByRole('combobox', { name: 'Temple' })).toHaveLength(1)
  })

  it('shows staff only the staff dashboard, in a horizontal and a mini layout', async () => {
    await signInAs('staff')
    for (const layout of ['horizontal-dark', 'mini'] as const) {
      settingsStore.update({ layout })
      const view = renderApp('/staff/dashboard')
      const nav = await screen.findByRole('navigation', { name: 'Main' })
      expect(await within(nav).findByRole('link', { name: 'Staff dashboard' })).toBeInTheDocument()
      expect(within(nav).queryByText('Offerings')).not.toBeInTheDocument()
      view.unmount()
    }
  })

  it('applies ?layout=&mode=&style= from the URL and ignores invalid values', async () => {
    await signInAs('admin')
    renderApp('/dashboard/offerings?layout=drawer&mode=dark&style=nonsense')
    await screen.findByRole('button', { name: 'Open menu' })
    await vi.waitFor(() => expect(settingsStore.get()).toMatchObject({ layout: 'drawer', mode: 'dark', style: 'standard' }))
    expect(document.documentElement).toHaveClass('dark')
  })
})
