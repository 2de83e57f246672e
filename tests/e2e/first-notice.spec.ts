import { expect, test } from '@playwright/test'
import { login } from './helpers'

/*
 * The toast view loads on demand (docs/decisions/081-toast-view-on-demand.md). The first notice
 * of a page must show whatever the order in which the view, Chakra's toaster and the notice come.
 */

test('a notice posted on a fresh page before any click or key shows: a bad invitation link lands on sign-in with its toast', async ({
  page,
}) => {
  await page.goto('/user-invitation?token=not-a-real-invitation')
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 })
  await expect(page.getByTestId('toast-error').filter({ hasText: 'Invalid invitation link' })).toBeVisible()
})

test('the first success notice after a fresh page load shows', async ({ page }) => {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.goto('/dashboard/profile')
  const phone = page.getByLabel('Phone')
  await expect(page.getByLabel('Temple name')).toHaveValue('Sree Padmanabhaswamy Temple', { timeout: 20_000 })
  await phone.click()
  await phone.fill('9447012345')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Temple Updated' })).toBeVisible()
})
