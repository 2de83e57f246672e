import { expect, test } from '@playwright/test'
import { chooseFromAccountMenu, login, templeSwitcher } from './helpers'

test('item 1: from /dashboard the staff user reaches the staff dashboard and the admin offerings, never /404', async ({ page }) => {
  await login(page, 'staff')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await expect(page.getByText("We can't find the page that you are looking for.")).toHaveCount(0)

  await chooseFromAccountMenu(page, /Logout/)
  await expect(page).toHaveURL(/\/login/)
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
})

test('item 2: Stay keeps temple A on a dirty profile form; nothing goes out with temple B', async ({ page }) => {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/profile').click()
  const name = page.getByLabel('Temple name')
  await expect(name).toHaveValue('Sree Padmanabhaswamy Temple', { timeout: 20_000 })
  const { switcher, current: templeA, other: templeB } = await templeSwitcher(page)

  await name.fill('Sree Padmanabhaswamy Temple (edited)')
  const headers: string[] = []
  page.on('request', (request) => {
    const temple = request.headers()['x-temple-id']
    if (temple) headers.push(temple)
  })
  await switcher.selectOption(templeB)
  await page.getByRole('button', { name: 'Stay' }).click()
  await expect(page.getByText('Leave without saving?')).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  await expect(name).toHaveValue('Sree Padmanabhaswamy Temple (edited)')
  await expect(switcher).toHaveValue(templeA)
  await page.waitForTimeout(500)
  expect(headers).not.toContain(templeB)
  expect(await page.evaluate(() => localStorage.getItem('tbo.templeId'))).toBe(templeA)
})
