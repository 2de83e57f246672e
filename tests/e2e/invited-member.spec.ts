import { expect, test } from '@playwright/test'
import { login, shareDb } from './helpers'

/*
 * Issue 28: an invited member's first hour. The administrator and the member are two browser
 * contexts; each keeps the mocked backend's database in its own service worker, so after one of
 * them changes something the database is copied to the other (the mock's snapshot endpoint), as
 * one real server would have it.
 */

test('an invited member joins without access, the administrator is told and gives a section, and the member lands on it', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const email = `sita.${Date.now()}@example.com`
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 860 } })
  const memberContext = await browser.newContext({ viewport: { width: 1366, height: 860 } })
  const admin = await adminContext.newPage()
  const member = await memberContext.newPage()

  // 1. The administrator invites a new address as staff (the default, non-admin role).
  await login(admin, 'admin')
  await expect(admin).toHaveURL(/\/dashboard\/offerings$/)
  // The administrator's current temple after sign-in: the first of their two.
  const temple = 'Sree Padmanabhaswamy Temple'
  await expect(admin.getByRole('banner')).toContainText(/Sree Padmanabhaswamy/)
  await admin.getByTestId('nav-/dashboard/manage-users').click()
  await admin.getByRole('button', { name: 'Invite User' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Email').click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Send invite' }).click()
  await expect(admin.getByTestId('toast-success').filter({ hasText: 'User invite sent' })).toBeVisible()
  const link = (await admin.getByTestId('demo-mail-link').getAttribute('href')) ?? ''
  expect(link).toMatch(/\/user-invitation\?token=[0-9a-f]+$/)
  await admin.screenshot({ path: '/tmp/onboard-1-invited.png', fullPage: true })

  // 2. The member opens the link, accepts, makes the account and signs in (the e-mail is filled in).
  await member.goto('/login')
  await shareDb(admin, member)
  await member.goto(link)
  await expect(member.getByRole('heading', { name: /^Invitation to / })).toBeVisible()
  await member.getByRole('button', { name: 'Accept' }).click()
  await expect(member.getByRole('heading', { name: 'Create new account to join' })).toBeVisible()
  for (const [label, value] of [
    [/^First name/, 'Sita'],
    [/^Last name/, 'Raman'],
    [/^Password/, 'Sita@12345'],
    [/^Confirm password/, 'Sita@12345'],
  ] as const) {
    await member.getByLabel(label).click()
    await member.getByLabel(label).fill(value)
  }
  await member.getByRole('button', { name: 'Create account and join' }).click()
  await expect(member).toHaveURL(/\/login$/)
  await expect(member.getByLabel('Email')).toHaveValue(email)
  await member.getByLabel('Password', { exact: true }).click()
  await member.getByLabel('Password', { exact: true }).fill('Sita@12345')
  await member.getByRole('button', { name: 'Sign in' }).click()

  // 3. No section is open to them: Register Temple says which temple they joined and why.
  await expect(member).toHaveURL(/\/register-temple$/)
  const joined = member.getByTestId('joined-without-access')
  await expect(joined).toContainText(`You have joined ${temple}`)
  await expect(joined).toContainText(`An administrator of ${temple} must give you access before you can use it.`)
  await expect(member.getByRole('heading', { name: 'Register Temple' })).toBeVisible()
  await expect(member.getByLabel(/^Temple name/)).toBeVisible()
  const above = await joined.evaluate((notice) => {
    const form = document.querySelector('form')
    return form !== null && (notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  })
  expect(above).toBe(true)
  await member.screenshot({ path: '/tmp/onboard-2-member-no-access.png', fullPage: true })
  await member.setViewportSize({ width: 390, height: 844 })
  await expect(joined).toBeVisible()
  await member.screenshot({ path: '/tmp/onboard-3-member-no-access-390.png', fullPage: true })
  await member.setViewportSize({ width: 1366, height: 860 })

  // 4. The administrator's bell names the member; its link opens their permissions page.
  await shareDb(member, admin)
  await admin.reload()
  await expect(admin.getByTestId('notifications-badge')).toHaveText('1')
  await expect(admin.getByRole('row', { name: /Sita Raman/ }).getByRole('link', { name: 'No access yet' })).toBeVisible()
  await admin.getByRole('button', { name: /^Notifications/ }).click()
  const notice = admin.getByRole('link', { name: new RegExp(`Sita Raman joined ${temple}`) })
  await expect(notice).toBeVisible()
  await admin.screenshot({ path: '/tmp/onboard-4-admin-notice.png' })
  await notice.click()
  await expect(admin.getByRole('heading', { name: 'Permissions of Sita Raman' })).toBeVisible()
  await admin.getByRole('switch', { name: 'View deity', exact: true }).click()
  await expect(admin.getByTestId('state-view_deity')).toHaveText('Allowed')
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByTestId('toast-success').filter({ hasText: 'Updated permissions' })).toBeVisible()
  await expect(admin.getByTestId('notifications-badge')).toHaveCount(0)
  await admin.screenshot({ path: '/tmp/onboard-5-admin-granted.png', fullPage: true })

  // 5. The member's next page: /dashboard is their first section.
  await shareDb(admin, member)
  await member.goto('/dashboard')
  await expect(member).toHaveURL(/\/dashboard\/deities$/)
  await expect(member.getByRole('heading', { name: 'Deities' })).toBeVisible()
  await member.screenshot({ path: '/tmp/onboard-6-member-first-section.png', fullPage: true })

  // 6. The used link says so on the page it lands on (issue 28, item 2).
  await member.goto(link)
  await expect(member).toHaveURL(/\/login/, { timeout: 20_000 })
  await expect(member.getByTestId('toast-error').filter({ hasText: 'Invalid invitation link' })).toBeVisible()
  await member.screenshot({ path: '/tmp/onboard-7-used-link.png' })

  await adminContext.close()
  await memberContext.close()
})
