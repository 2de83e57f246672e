import { expect, type Page } from '@playwright/test'

export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin@123' },
  staff: { email: 'staff@example.com', password: 'Staff@123' },
  manager: { email: 'manager@example.com', password: 'Manager@123' },
  newbie: { email: 'newbie@example.com', password: 'Newbie@123' },
} as const

export async function login(page: Page, account: keyof typeof ACCOUNTS) {
  await page.goto('/login')
  await expect(page.getByTestId('demo-accounts')).toBeVisible()
  await page.getByLabel('Email').fill(ACCOUNTS[account].email)
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[account].password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
