import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('staff'))

test('use temple / use staff switch on the click only, after a real hover', async ({ page }) => {
  await page.goto('/staff/dashboard')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  const useTemple = page.getByRole('menuitem', { name: 'use temple' })
  await useTemple.hover()
  await page.waitForTimeout(300)
  // A hover alone changes nothing: the role is kept across a reload.
  expect(await page.evaluate(() => localStorage.getItem('tbo.role'))).toBe('staff')
  await useTemple.click()
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  expect(await page.evaluate(() => localStorage.getItem('tbo.role'))).toBe('user')

  await page.getByRole('button', { name: 'Account menu' }).click()
  const useStaff = page.getByRole('menuitem', { name: 'use staff' })
  await useStaff.hover()
  await page.waitForTimeout(300)
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  expect(await page.evaluate(() => localStorage.getItem('tbo.role'))).toBe('user')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'use staff' }).hover()
  await page.getByRole('menuitem', { name: 'use staff' }).click()
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await page.reload()
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
})
