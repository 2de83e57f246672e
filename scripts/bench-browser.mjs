/**
 * What the project's benchmarks share: Debian's Chromium (never a downloaded browser) and the demo
 * administrator's sign-in through the form.
 */
import { chromium } from '@playwright/test'

/** Debian's Chromium (`CHROMIUM_PATH` to use another), headless, with `extraArgs`. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...extraArgs],
  })
}

/** Signs `page` in as the demo administrator at `base` and waits for the offerings list's address. */
export async function signInAsAdmin(page, base) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Admin@123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/dashboard\/offerings$/)
}
