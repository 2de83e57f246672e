import { waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { settingsStore } from '@/layout/settings/store'
import { renderApp, screen, signInAs } from '../render'

beforeEach(() => settingsStore.reset())

const html = document.documentElement

async function openSettings(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Settings' }))
  return screen.findByRole('dialog', { name: 'Settings' })
}

describe('language picker', () => {
  it('settings drawer: French turns the shell French, is kept, and Reset leaves it', async () => {
    await signInAs('admin')
    const { user } = renderApp('/dashboard/offerings')
    const drawer = await openSettings(user)
    const language = within(drawer).getByRole('combobox', { name: 'Language' })
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', '中文', 'Español', 'Français', 'Italiano', 'العربية'])
    await user.selectOptions(language, 'Français')
    expect(await screen.findByRole('dialog', { name: 'Paramètres' })).toBeInTheDocument()
    expect(within(drawer).getByText('Disposition de la navigation')).toBeInTheDocument()
    // Behind the modal drawer, the shell speaks French too.
    expect(screen.getByRole('button', { name: 'Paramètres', hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Offrandes', hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Rechercher', hidden: true })).toBeInTheDocument()
    expect(html.lang).toBe('fr')
    expect(html.dir).toBe('ltr')
    expect(localStorage.getItem('temple:locale')).toBe('fr')

    // Reset returns the layout settings to their defaults, not the language (decision 121).
    settingsStore.update({ mode: 'dark' })
    await user.click(within(drawer).getByRole('button', { name: 'Rétablir les valeurs par défaut' }))
    expect(settingsStore.get().mode).toBe('light')
    expect(html.lang).toBe('fr')
    expect(within(drawer).getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
  })

  it('Arabic turns the document right to left; the RTL switch shows it and stays on', async () => {
    await signInAs('admin')
    const { user } = renderApp('/dashboard/offerings')
    const drawer = await openSettings(user)
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'ar')
    await waitFor(() => expect(html.dir).toBe('rtl'))
    expect(html.lang).toBe('ar')
    const rtl = within(drawer).getByRole('checkbox', { name: 'من اليمين إلى اليسار (RTL)' })
    expect(rtl).toBeChecked()
    expect(rtl).toBeDisabled()
    expect(settingsStore.get().rtl).toBe(false)

    // Back to English: the direction follows the RTL setting again.
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'اللغة' }), 'en')
    await waitFor(() => expect(html.dir).toBe('ltr'))
    expect(within(drawer).getByRole('checkbox', { name: 'Right to left (RTL)' })).not.toBeChecked()
  })

  it('signed-out pages offer the language before signing in', async () => {
    const { user } = renderApp('/login')
    const language = await screen.findByRole('combobox', { name: 'Language' })
    await user.selectOptions(language, 'es')
    expect(await screen.findByRole('link', { name: 'Registrarse' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
    expect(localStorage.getItem('temple:locale')).toBe('es')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'ar')
    await waitFor(() => expect(html.dir).toBe('rtl'))
    // The header's Register and the login page's sign-up link read the same in Arabic.
    expect(await screen.findAllByRole('link', { name: 'إنشاء حساب' })).not.toHaveLength(0)
  })
})
