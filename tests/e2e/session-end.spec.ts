import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, chooseFromAccountMenu, login } from './helpers'

const ADD = '/dashboard/offering-categories/add'
const ENDED = 'Your session has ended. Sign in again to continue.'
const CRASH = 'Ah! Something went wrong.'

async function mockControl(page: Page, action: string) {
  const status = await page.evaluate(async (path) => (await fetch(path, { method: 'POST' })).status, `/api/__mock__/${action}`)
  expect(status).toBe(204)
}

async function signInHere(page: Page, account: keyof typeof ACCOUNTS) {
  await page.getByLabel('Email').fill(ACCOUNTS[account].email)
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS[account].password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Admin on the add form with a name typed. */
async function dirtyForm(page: Page, name: string) {
  await page.goto(ADD)
  await page.getByLabel('Name').fill(name)
}

/** The refresh is refused: every token is revoked, then the save sends a request. */
async function endByRefusedRefresh(page: Page) {
  await mockControl(page, 'revoke-tokens')
  await page.getByRole('button', { name: 'Add category' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByText(ENDED)).toBeVisible()
  await expect(page.getByText(CRASH)).toHaveCount(0)
}

test('a refused refresh under a dirty form keeps a draft that only the same user gets back, saved once', async ({ page }) => {
  let created = 0
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/offering-category/') && response.status() === 201) created += 1
  })
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await dirtyForm(page, 'Draft Navagraha E2E')
  await endByRefusedRefresh(page)
  await page.screenshot({ path: 'screenshots/session-ended.png' })

  await signInHere(page, 'admin')
  await expect(page).toHaveURL(new RegExp(`${ADD}$`))
  const offer = page.getByRole('alertdialog')
  await expect(offer.getByText('Restore unsaved changes?')).toBeVisible()
  await page.screenshot({ path: 'screenshots/draft-offer.png' })
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Draft Navagraha E2E')
  await page.getByRole('button', { name: 'Add category' }).click()
  await expect(page.getByText('Offering Category Draft Navagraha E2E Successfully added')).toBeVisible()
  await expect(page.getByRole('row', { name: /Draft Navagraha E2E/ })).toHaveCount(1)
  expect(created).toBe(1)

  // A second draft, then another user signs in on this tab: it is never offered.
  await dirtyForm(page, 'Private Draft E2E')
  await endByRefusedRefresh(page)
  await signInHere(page, 'staff')
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.getByText(ENDED)).toHaveCount(0)
  await expect(page.getByText('Restore unsaved changes?')).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tbo.draft|')))).toEqual([])
})

test('logout from a dirty form asks first: Stay keeps it, Leave lands on /login', async ({ page }) => {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await dirtyForm(page, 'Unsaved Seva E2E')
  await chooseFromAccountMenu(page, 'Logout')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('Leave without saving?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(new RegExp(`${ADD}$`))
  await expect(page.getByLabel('Name')).toHaveValue('Unsaved Seva E2E')

  await chooseFromAccountMenu(page, 'Logout')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText(CRASH)).toHaveCount(0)
})

test('a logout or another user signing in in another tab makes this tab leave at once, keeping its draft', async ({ context, page }) => {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await dirtyForm(page, 'Two Tabs Draft E2E')
  const other = await context.newPage()
  await other.goto('/dashboard/donations')
  await expect(other.getByRole('heading', { name: 'Donations' })).toBeVisible()
  await chooseFromAccountMenu(other, 'Logout')
  await expect(other).toHaveURL(/\/login$/)

  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByText(ENDED)).toBeVisible()
  await expect(page.getByText(CRASH)).toHaveCount(0)
  await signInHere(page, 'admin')
  await expect(page).toHaveURL(new RegExp(`${ADD}$`))
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Two Tabs Draft E2E')

  // Another user signs in in the other tab: this one leaves too.
  await signInHere(other, 'manager')
  await expect(other).not.toHaveURL(/\/login/)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByText(ENDED)).toBeVisible()
})
