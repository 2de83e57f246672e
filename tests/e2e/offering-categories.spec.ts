import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

test('create, rename and delete an offering category; a reload keeps the data', async ({ page }) => {
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/offering-categories').click()
  await expect(page.getByRole('heading', { name: 'Offering categories' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.screenshot({ path: 'screenshots/categories-list.png', fullPage: true })

  await page.getByRole('link', { name: 'Add category' }).first().click()
  await expect(page).toHaveURL(/\/offering-categories\/add$/)
  await page.getByLabel('Name').fill('Navagraha Pooja E2E')
  await page.screenshot({ path: 'screenshots/categories-add.png', fullPage: true })
  await page.getByRole('button', { name: 'Add category' }).click()
  await expect(page.getByText('Offering Category Navagraha Pooja E2E Successfully added')).toBeVisible()
  await expect(page).toHaveURL(/\/offering-categories$/)
  const row = page.getByRole('row', { name: /Navagraha Pooja E2E/ })
  await expect(row).toBeVisible()

  await page.reload()
  await expect(page.getByRole('row', { name: /Navagraha Pooja E2E/ })).toBeVisible()

  await page.getByRole('link', { name: 'Edit Navagraha Pooja E2E' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Navagraha Pooja E2E')
  await page.getByLabel('Name').fill('Navagraha Homam E2E')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Offering category updated')).toBeVisible()
  await expect(page.getByRole('row', { name: /Navagraha Homam E2E/ })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('row', { name: /Navagraha Homam E2E/ })).toBeVisible()

  await page.getByRole('button', { name: 'Delete Navagraha Homam E2E' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('Are you sure you want to delete Navagraha Homam E2E?')).toBeVisible()
  await expect(dialog.getByText('Warning: All offerings under this category will be also deleted')).toBeVisible()
  await page.screenshot({ path: 'screenshots/categories-delete.png' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  // While the modal is open the table is hidden from the accessibility tree: wait for the
  // server's answer (the toast) and the closed dialog before counting rows or reloading.
  await expect(page.getByText('Offering category Navagraha Homam E2E deleted')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: /Navagraha Homam E2E/ })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(page.getByRole('row', { name: /Navagraha Homam E2E/ })).toHaveCount(0)
})

test('the list pages with the Link header as the user scrolls, rendering only rows near the viewport', async ({ page }) => {
  await page.goto('/dashboard/offering-categories')
  const table = page.getByRole('table', { name: 'Offering categories' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await page.mouse.wheel(0, 4000)
  await expect.poll(async () => Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(41)
  await page.mouse.wheel(0, 8000)
  await expect(page.getByText('48 items')).toBeVisible()
  const rendered = await table.locator('tbody tr[data-index]').count()
  expect(rendered).toBeLessThan(48)
})

test('the mobile layout opens the menu as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Offering categories' }).click()
  await expect(page).toHaveURL(/\/offering-categories$/)
  // The drawer closes once its link has been followed.
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Offering categories' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.screenshot({ path: 'screenshots/mobile.png', fullPage: true })
})
