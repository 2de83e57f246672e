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

/**
 * Waits until nothing is loading and no CSS transition or animation runs, twice in a row.
 * Axe measures colours as they are at that instant: a button fading back from its disabled
 * opacity after "Loading more" is not a contrast fault of the page.
 */
export async function settled(page: Page) {
  await expect
    .poll(
      async () => {
        const busy = () =>
          page.evaluate(
            () =>
              document.querySelector('[data-loading], [aria-busy=true]') !== null ||
              document.getAnimations().some((a) => a.playState === 'running'),
          )
        if (await busy()) return 'busy'
        await page.waitForTimeout(250)
        return (await busy()) ? 'busy' : 'settled'
      },
      { timeout: 15_000 },
    )
    .toBe('settled')
}
