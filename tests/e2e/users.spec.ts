import { expect, test, type Page } from '@playwright/test'
import { login, shareDb } from './helpers'

/**
 * The mocked backend keeps its database in each browser context (its service worker and
 * IndexedDB). Two people on one server are two contexts here, so after one of them changes
 * something the database is copied to the other through the mock's snapshot endpoint, as a real
 * shared server would have it.
 */

async function toggle(page: Page, name: string) {
  await page.getByRole('switch', { name, exact: true }).click()
}

test('invite a new e-mail, join through the link, and see exactly the sections granted', async ({ browser }) => {
  const email = `priya.${Date.now()}@example.com`
  const adminContext = await browser.newContext()
  const inviteeContext = await browser.newContext()
  const admin = await adminContext.newPage()
  const invitee = await inviteeContext.newPage()

  // The administrator invites a new address; the demo shows the e-mail it would have sent.
  await login(admin, 'admin')
  await expect(admin).toHaveURL(/\/dashboard\/offerings$/)
  await admin.getByTestId('nav-/dashboard/manage-users').click()
  await expect(admin.getByRole('row', { name: /Arjun Menon/ })).toContainText('You')
  await admin.getByRole('button', { name: 'Invite User' }).click()
  await admin.getByRole('dialog').getByLabel('Email').fill(email)
  await admin.getByRole('button', { name: 'Send invite' }).click()
  await expect(admin.getByText('User invite sent')).toBeVisible()
  const link = await admin.getByTestId('demo-mail-link').getAttribute('href')
  expect(link).toMatch(/\/user-invitation\?token=[0-9a-f]+$/)
  await admin.screenshot({ path: 'screenshots/users-invited.png', fullPage: true })

  // The invitee opens the link, creates the account (which accepts), and lands on sign-in.
  await invitee.goto('/login')
  await shareDb(admin, invitee)
  await invitee.goto(link ?? '')
  await expect(invitee.getByRole('heading', { name: /^Invitation to / })).toBeVisible()
  await expect(invitee.getByText(/as a temple moderator/)).toBeVisible()
  await invitee.getByRole('button', { name: 'Accept' }).click()
  await expect(invitee.getByRole('heading', { name: 'Create new account to join' })).toBeVisible()
  await expect(invitee.getByLabel('Email')).toHaveValue(email)
  await invitee.getByLabel('First name').fill('Priya')
  await invitee.getByLabel('Last name').fill('Warrier')
  await invitee.getByLabel(/^Password/).fill('Priya@12345')
  await invitee.getByLabel(/^Confirm password/).fill('Priya@12345')
  await invitee.screenshot({ path: 'screenshots/users-new-account.png', fullPage: true })
  await invitee.getByRole('button', { name: 'Create account and join' }).click()
  await expect(invitee).toHaveURL(/\/login$/)

  // The administrator grants one section.
  await shareDb(invitee, admin)
  await admin.reload()
  const row = admin.getByRole('row', { name: /Priya Warrier/ })
  await expect(row).toContainText('Staff')
  await row.getByRole('link', { name: 'Edit Priya Warrier' }).click()
  await expect(admin.getByRole('heading', { name: 'Permissions of Priya Warrier' })).toBeVisible()
  await toggle(admin, 'View deity')
  await expect(admin.getByTestId('state-view_deity')).toHaveText('Allowed')
  await admin.screenshot({ path: 'screenshots/users-permissions.png', fullPage: true })
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText('Updated permissions')).toBeVisible()

  // The new user signs in and sees only that section.
  await shareDb(admin, invitee)
  await invitee.reload()
  await invitee.getByLabel('Email').fill(email)
  await invitee.getByLabel('Password', { exact: true }).fill('Priya@12345')
  await invitee.getByRole('button', { name: 'Sign in' }).click()
  await expect(invitee).toHaveURL(/\/dashboard\/deities$/)
  await expect(invitee.getByTestId('nav-/dashboard/deities')).not.toHaveAttribute('aria-disabled')
  for (const section of ['profile', 'offering-categories', 'offerings', 'donation-categories', 'donations', 'manage-users']) {
    await expect(invitee.getByTestId(`nav-/dashboard/${section}`)).toHaveAttribute('aria-disabled', 'true')
  }

  // One more permission; the invitee's sidebar shows it after a reload.
  await toggle(admin, 'View offering')
  const saved = admin.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/temple/t-admin/admins/'))
  await admin.getByRole('button', { name: 'Save' }).click()
  // The first save's toast may still be up: wait for this save's own answer before sharing the data.
  expect((await saved).status()).toBe(200)
  await expect(admin.getByRole('button', { name: 'Save' })).toBeDisabled()
  await shareDb(admin, invitee)
  await invitee.reload()
  await expect(invitee.getByTestId('nav-/dashboard/offerings')).not.toHaveAttribute('aria-disabled')
  await expect(invitee.getByTestId('nav-/dashboard/offering-categories')).not.toHaveAttribute('aria-disabled')
  await expect(invitee.getByTestId('nav-/dashboard/donations')).toHaveAttribute('aria-disabled', 'true')
  await invitee.screenshot({ path: 'screenshots/users-invitee-sidebar.png', fullPage: true })

  await adminContext.close()
  await inviteeContext.close()
})
