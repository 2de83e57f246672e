import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { login, settled } from './helpers'

// Screenshots of the offerings list in four settings, for people to look at (test-results/shell/).
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/shell/offerings-${name}.png`, fullPage: false })

async function offeringsShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Offerings' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
}

test('settings: URL, drawer, header search by keyboard; Arabic RTL and boxed kept', async ({ page }) => {
  await login(page, 'admin')
  await offeringsShown(page)
  const html = page.locator('html')
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'header-user-mini')
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('changes you make stay in this browser')
  await shot(page, '1-default')

  await page.goto('/dashboard/offerings?layout=horizontal-dark&mode=dark')
  await offeringsShown(page)
  await expect(html).toHaveClass(/dark/)
  await expect(page.getByTestId('horizontal-nav').getByRole('link', { name: 'Offerings' })).toBeVisible()
  await shot(page, '2-dark-horizontal')

  await page.goto('/dashboard/offerings?layout=mini&mode=semi-dark&style=bogus')
  await offeringsShown(page)
  await expect(html).not.toHaveClass(/dark/)
  await expect(page.locator('aside[data-sidebar=mini]')).toHaveClass(/dark/)
  await shot(page, '3-semi-dark-mini')

  // Search: `/` focuses, arrows and Enter pick an offering found by name.
  await page.locator('main').click()
  await page.keyboard.press('/')
  const search = page.getByRole('combobox', { name: 'Search' })
  await expect(search).toBeFocused()
  await search.fill('archana')
  await expect(page.getByRole('option', { name: /Archana/ }).first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/offerings\?category=\d+/)

  // The drawer: Reset, boxed, then Arabic from the language picker; kept across a reload (boxed shows on a wide screen).
  await page.goto('/dashboard/offerings')
  await offeringsShown(page)
  await page.getByRole('button', { name: 'Settings' }).click()
  const drawer = page.getByRole('dialog', { name: 'Settings' })
  await drawer.getByRole('button', { name: 'Reset to defaults' }).click()
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-mode', 'light')
  await drawer.getByText('Boxed layout').click()
  await drawer.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1920, height: 1000 })
  await page.reload()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-mode', 'light')
  await expect(page.locator('[data-layout]')).toHaveCSS('max-width', '1680px')
  await shot(page, '4-arabic-rtl-boxed')
})

test('offerings list has no serious or critical accessibility violation in light, dark and semi-dark', async ({ page }) => {
  await login(page, 'admin')
  await offeringsShown(page)
  for (const mode of ['light', 'dark', 'semi-dark']) {
    await page.goto(`/dashboard/offerings?mode=${mode}`)
    await offeringsShown(page)
    await settled(page)
    // Legacy mode: axe runs in the page, without opening a tab of its own (decision 219).
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${mode}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => `${n.target.join(' ')} ${n.html} ${n.any.map((c) => c.message).join(';')}`)
            .slice(0, 5)
            .join(' | ')}`,
      )
    expect(bad).toEqual([])
  }
})
