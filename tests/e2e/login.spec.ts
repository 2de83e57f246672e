import { expect, test } from '@playwright/test'
import { ACCOUNTS, chooseFromAccountMenu, login } from './helpers'

test('the login screen lists the demo accounts and validates', async ({ page }) => {
  await page.goto('/login')
  const demo = page.getByTestId('demo-accounts')
  for (const account of Object.values(ACCOUNTS)) await expect(demo.getByText(account.email)).toBeVisible()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Email required')).toBeVisible()
  await expect(page.getByText('Password required')).toBeVisible()
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password', { exact: true }).fill('nope')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('No active account found with the given credentials')
  await page.screenshot({ path: 'screenshots/login.png', fullPage: true })
})

test('admin lands on offerings', async ({ page }) => {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await expect(page.getByText('Arjun Menon')).toBeVisible()
})

test('staff lands on the staff dashboard and can switch to the temple view', async ({ page }) => {
  await login(page, 'staff')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await chooseFromAccountMenu(page, 'use temple')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
})

test('manager lands on the first section it may view', async ({ page }) => {
  await login(page, 'manager')
  await expect(page).toHaveURL(/\/dashboard\/deities$/)
  await expect(page.getByTestId('nav-/dashboard/donations')).toHaveAttribute('aria-disabled', 'true')
  await page.screenshot({ path: 'screenshots/manager.png', fullPage: true })
})

test('newbie is told it administers no temple', async ({ page }) => {
  await login(page, 'newbie')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('You are not administering any temple.')).toBeVisible()
})

test('a signed-out visit comes back to the asked page after login', async ({ page }) => {
  await page.goto('/dashboard/offering-categories')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await page.getByLabel('Email').fill(ACCOUNTS.admin.email)
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.admin.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/offering-categories$/)
})
