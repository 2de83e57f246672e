import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('staff'))

test('staff search, scroll for more, and approve a bank account with a merchant id', async ({ page }) => {
  await page.goto('/staff/dashboard')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)

  // Search by part of a name.
  const search = page.getByRole('searchbox', { name: 'Search temples' })
  const results = page.getByTestId('temple-search-results')
  await search.fill('vadakkun')
  await expect(results.getByTestId('temple-result')).toHaveCount(1)
  await expect(results.getByText('Sree Vadakkunnathan Temple')).toBeVisible()

  // Every temple, A to Z: scrolling to the end loads the next pages.
  await search.fill('temple')
  await expect(results.getByText('Bhagavathy Temple Ambalapuzha')).toBeVisible()
  await expect(results.getByText('65 temples')).toHaveCount(0)
  // Scroll to the end, then wait for the next page (the list grows) or the count, until the count shows.
  const count = results.getByText('65 temples')
  for (let round = 0; round < 10 && !(await count.isVisible()); round += 1) {
    const height = await results.evaluate((element) => {
      element.scrollTo({ top: element.scrollHeight })
      return element.scrollHeight
    })
    await expect
      .poll(async () => (await count.isVisible()) || (await results.evaluate((element) => element.scrollHeight)) > height)
      .toBe(true)
  }
  await expect(count).toBeVisible()
  await expect(results.getByText('Subrahmanya Swamy Temple Thiruvalla')).toBeVisible()
  await page.screenshot({ path: 'screenshots/staff-dashboard.png', fullPage: true })

  // A pending bank account without a merchant id.
  const bankTable = page.getByRole('table', { name: 'Bank accounts waiting for approval' })
  const row = bankTable.getByRole('row').filter({ hasText: '—' }).first()
  const temple = (await row.getByRole('cell').first().textContent())!.trim()
  await row.getByRole('button', { name: 'Approve' }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve bank account' })
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog.getByText('Merchant Id is required')).toBeVisible()
  await dialog.getByLabel('Merchant Id').fill('MID-E2E-001')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog).toBeHidden()
  const approvedRow = bankTable.getByRole('row').filter({ hasText: temple })
  await expect(approvedRow.getByText('Approved')).toBeVisible()
  await expect(approvedRow.getByText('MID-E2E-001')).toBeVisible()

  await page.reload()
  await expect(bankTable.getByRole('row').nth(1)).toBeVisible()
  await expect(bankTable.getByRole('row').filter({ hasText: temple })).toHaveCount(0)
})
