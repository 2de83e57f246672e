import { expect, test, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

declare global {
  interface Window {
    /** Animation frames in which the page's filter form was not on screen (the page loader instead). */
    framesWithoutFilters?: number
    framesWatched?: number
    stopWatching?: () => void
  }
}

/**
 * From the click on Apply until the new filter's list is in, the page stays on screen: its filter
 * form in every frame, never the page loader in its place. On a slow machine (the CPU slowed down
 * four times here) the list's route used to give way to "Loading…" for most of a second on every
 * Apply, the filters and the list gone, because each filter made a new route match (decision 234).
 */
async function watchFilterForm(page: Page) {
  await page.evaluate(() => {
    window.framesWithoutFilters = 0
    window.framesWatched = 0
    let on = true
    window.stopWatching = () => {
      on = false
    }
    const frame = () => {
      if (!on) return
      const form = document.querySelector('main form[role=search]') as HTMLElement | null
      window.framesWatched! += 1
      if (!form || form.offsetParent === null) window.framesWithoutFilters! += 1
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function framesWithoutFilters(page: Page) {
  return page.evaluate(() => {
    window.stopWatching?.()
    return { without: window.framesWithoutFilters, watched: window.framesWatched }
  })
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
}

test('offering and donation receipts: Apply keeps the filters and the list on screen until the new rows are in', async ({ page }) => {
  test.setTimeout(120_000)
  for (const { path, label } of [
    { path: '/dashboard/offering-orders?dateAfter=any', label: 'Filter offering receipts' },
    { path: '/dashboard/donation-receipts', label: 'Filter donation receipts' },
  ]) {
    await page.goto(path)
    const filters = page.getByRole('search', { name: label })
    await expect(filters).toBeVisible()
    await expect(page.getByTestId('order-status').first()).toBeVisible()
    const fast = await slowCpu(page)
    for (const status of ['complete', 'paid', 'complete']) {
      const label = status === 'paid' ? 'Paid' : 'Complete'
      await filters.getByRole('combobox', { name: 'Status' }).selectOption(status)
      await watchFilterForm(page)
      await filters.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(status === 'paid' ? /^(?!.*status=)/ : /status=complete/)
      // The new filter's rows, on screen (a role or a visible badge: hidden rows do not count).
      await expect(page.getByTestId('order-status').filter({ visible: true }).first()).toHaveText(label)
      expect(await framesWithoutFilters(page), `${path}, status ${status}`).toMatchObject({ without: 0 })
    }
    await fast()
  }
})

test('offerings: Apply of a deity keeps the filters on screen until the deity’s offerings are in', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/dashboard/offerings')
  const filters = page.getByRole('search', { name: 'Filter offerings' })
  await expect(filters).toBeVisible()
  await expect(page.locator('tbody tr[data-index]').first()).toBeVisible()
  const deity = filters.getByRole('combobox', { name: 'Deity' })
  const choices = await deity
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
  expect(choices.length).toBeGreaterThan(1)
  const fast = await slowCpu(page)
  for (const value of choices.slice(0, 2)) {
    await deity.selectOption(value)
    await watchFilterForm(page)
    await filters.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(new RegExp(`deity=${value}(&|$)`))
    await expect(page.getByTestId('table-skeleton')).toHaveCount(0)
    await expect(page.locator('tbody tr[data-index]').or(page.getByText('No offerings match')).first()).toBeVisible()
    expect(await framesWithoutFilters(page), `deity ${value}`).toMatchObject({ without: 0 })
  }
  await fast()
})
