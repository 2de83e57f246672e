import { expect, test } from '@playwright/test'
import { ACCOUNTS } from './helpers'

test('forgot password: mail sent, link shown in the demo, new password set once, signed in with it', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forget-password$/)
  // The address changes before the page's code is in: the login form (with its own Email) is
  // still on screen until the new page renders.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(ACCOUNTS.manager.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Mail sent successfully!')).toBeVisible()

  // A second request within a minute is refused with the wait.
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByText(/Please wait \d+ seconds? before asking again\./)).toBeVisible()

  // The mocked backend sends no mail: the demo shows the link.
  const demo = page.getByTestId('demo-outbox')
  await expect(demo).toContainText(`The mail to ${ACCOUNTS.manager.email} contains this link`)
  const href = await demo.getByRole('link').getAttribute('href')
  await demo.getByRole('link').click()
  await expect(page).toHaveURL(/\/reset-password\?uid=.+&token=.+/)

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh@2026')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh@2027')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('The two passwords you entered did not match!')).toBeVisible()
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Fresh@2026')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Your password has been changed')).toBeVisible()

  // The used link is refused.
  await page.goto(href!)
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible()
  await page.screenshot({ path: 'screenshots/reset-link-used.png', fullPage: true })

  // The new password signs in; the old one no longer does.
  await page.goto('/login')
  await page.getByLabel('Email').fill(ACCOUNTS.manager.email)
  await page.getByLabel('Password', { exact: true }).fill('Fresh@2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/deities$/)
})
