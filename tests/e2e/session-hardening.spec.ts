import { expect, test, type Page } from '@playwright/test'
import { login } from './helpers'

const LISTS = [
  { path: '/dashboard/offering-categories', heading: 'Offering categories' },
  { path: '/dashboard/donations', heading: 'Donations' },
  { path: '/dashboard/deities', heading: 'Deities' },
] as const

async function mockControl(page: Page, action: string) {
  const status = await page.evaluate(async (path) => (await fetch(path, { method: 'POST' })).status, `/api/__mock__/${action}`)
  expect(status).toBe(204)
}

test('expired tokens: three tabs load at once with one refresh and no sign-out; an offline save runs once when back online', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000)
  let refreshes = 0
  let donationPosts = 0
  context.on('request', (request) => {
    if (request.method() !== 'POST') return
    if (request.url().includes('/user/v2/auth/refresh/')) refreshes += 1
    if (/\/donation\/$/.test(new URL(request.url()).pathname)) donationPosts += 1
  })

  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  // Nothing of the first page may still be loading when the tokens expire (its reload would cut
  // a refresh short).
  await page.waitForLoadState('networkidle')
  const tabs = [page, await context.newPage(), await context.newPage()]
  await mockControl(page, 'expire-access-tokens')
  refreshes = 0
  await Promise.all(tabs.map((tab, i) => tab.goto(LISTS[i]!.path)))
  for (const [i, tab] of tabs.entries()) {
    await expect(tab.getByRole('heading', { name: LISTS[i]!.heading })).toBeVisible()
    await expect(tab.getByRole('row').nth(1)).toBeVisible()
    await expect(tab).toHaveURL(new RegExp(`${LISTS[i]!.path}$`))
  }
  expect(refreshes).toBe(1)
  await tabs[1]!.close()
  await tabs[2]!.close()

  await page.goto('/dashboard/donations/add')
  await page.getByLabel('Name').fill('Offline Annadanam E2E')
  await page.getByLabel('Category').selectOption({ label: 'Annadanam' })
  await page.getByRole('textbox', { name: /^Amount/ }).fill('251')
  await context.setOffline(true)
  await expect(page.getByTestId('offline-notice')).toContainText('You are offline.')
  await page.getByRole('button', { name: 'Add donation' }).click()
  await expect(page.getByTestId('offline-notice')).toContainText('Your save is waiting')
  await page.getByRole('button', { name: 'Add donation' }).click({ force: true })
  await page.screenshot({ path: 'screenshots/offline-save.png' })
  await page.waitForTimeout(500)
  expect(donationPosts).toBe(0)

  await context.setOffline(false)
  await expect(page.getByText('Donation Offline Annadanam E2E Successfully created')).toBeVisible()
  await expect(page.getByTestId('offline-notice')).toBeHidden()
  await expect(page.getByRole('row', { name: /Offline Annadanam E2E/ })).toHaveCount(1)
  expect(donationPosts).toBe(1)
  await expect(page).not.toHaveURL(/\/login/)
})
