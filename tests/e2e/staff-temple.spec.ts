import { expect, test } from '@playwright/test'
import { chooseFromAccountMenu, login } from './helpers'

test('staff activates a pending temple, sets compliance, adds an administrator, copies the snippet; the admin sees it active', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await login(page, 'staff')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)

  // The newest pending temple, from the approvals table.
  const approvals = page.getByRole('table', { name: 'Temples waiting for approval' })
  const row = approvals.getByRole('row').nth(1)
  const name = (await row.getByRole('cell').first().textContent())!.trim()
  // The page keeps its place behind the dialog and after it.
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const place = await page.evaluate(() => window.scrollY)
  expect(place).toBeGreaterThan(0)
  await row.click()
  const dialog = page.getByRole('dialog', { name })
  await dialog.getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByText('Temple activated')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeVisible()

  // Compliance.
  const compliance = dialog.getByRole('region', { name: 'Other (compliance)' })
  await compliance.getByLabel('TDS').selectOption('1')
  await compliance.getByLabel('Commission percent').fill('2.5')
  await compliance.getByRole('button', { name: 'Save compliance' }).click()
  await expect(page.getByText('Compliances updated')).toBeVisible()

  // An administrator found by e-mail.
  const users = dialog.getByRole('region', { name: 'Temple users' })
  await users.getByLabel('Find user by e-mail or phone').fill('newbie@')
  await users.getByRole('option', { name: /Devika Pillai/ }).click()
  await users.getByRole('button', { name: 'Add user' }).click()
  await expect(users.getByRole('table', { name: 'Temple users' }).getByText('newbie@example.com')).toBeVisible()

  // The embed snippet.
  const embed = dialog.getByRole('region', { name: 'Plugin embed' })
  await embed.getByLabel('Temple website URL').fill('https://temple.example.org/')
  await embed.getByRole('button', { name: 'Copy' }).click()
  await expect(embed.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('url=https%3A%2F%2Ftemple.example.org%2F')
  await page.screenshot({ path: 'screenshots/staff-temple-dialog.png' })

  // The new administrator signs in and sees the temple active.
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  // The dialog's exit ends by giving the page its scroll position back: a menu opened before that
  // moves under the pointer, and the click can miss its item.
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => window.scrollY)).toBe(place)
  await chooseFromAccountMenu(page, 'Logout')
  // Let the logout finish (it ends on /login) before signing in again.
  await expect(page).toHaveURL(/\/login/)
  await login(page, 'newbie')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/profile').click()
  await expect(page.getByRole('main').getByText(name)).toBeVisible()
  await expect(page.getByTestId('temple-state')).toHaveText('Active')
})
