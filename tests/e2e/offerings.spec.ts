import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

const NAME = 'Navagraha Archana E2E'

test('create a weekly offering with two time slots and a 60/40 split, edit its price, filter by its category, delete it', async ({
  page,
}) => {
  // Every test has a fresh browser context, so the mocked backend starts from the seed.
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await expect(page.getByRole('heading', { name: 'Offerings' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.screenshot({ path: 'screenshots/offerings-list.png' })

  await page.getByRole('link', { name: 'Add offering' }).first().click()
  await expect(page).toHaveURL(/\/offerings\/add$/)
  await page.getByLabel(/^Name/).fill(NAME)
  await page.getByLabel(/^Price/).fill('150')
  const category = page.getByLabel('Category')
  await expect(category.locator('option').nth(1)).toBeAttached()
  const categoryName = (await category.locator('option').nth(1).textContent()) ?? ''
  await category.selectOption({ index: 1 })
  await page.getByLabel('Offering type').selectOption('weekly')
  const week = page.getByRole('group', { name: 'Days of the week' })
  await week.getByText('Mon', { exact: true }).click()
  await week.getByText('Fri', { exact: true }).click()
  await expect(page.getByRole('region', { name: 'Schedule preview' }).locator('span').first()).toBeVisible()

  await page.getByRole('button', { name: 'Add time slot' }).click()
  await page.getByRole('button', { name: 'Add time slot' }).click()
  const slot1 = page.getByRole('group', { name: 'Time slot 1' })
  await slot1.getByLabel('From time').fill('06:00')
  await slot1.getByLabel('To time').fill('07:30')
  await slot1.getByLabel('Max limit').fill('20')
  const slot2 = page.getByRole('group', { name: 'Time slot 2' })
  await slot2.getByLabel('From time').fill('18:00')
  await slot2.getByLabel('To time').fill('19:00')
  await expect(page.getByLabel('Per-day limit')).toHaveCount(0)

  await page.getByRole('button', { name: 'Add fee split' }).click()
  await page.getByRole('group', { name: 'Fee split 1' }).getByLabel('Name').fill('Temple')
  await page.getByRole('group', { name: 'Fee split 1' }).getByLabel('Percent').fill('60')
  await page.getByRole('button', { name: 'Add fee split' }).click()
  await page.getByRole('group', { name: 'Fee split 2' }).getByLabel('Name').fill('Priest')
  await page.getByRole('group', { name: 'Fee split 2' }).getByLabel('Percent').fill('40')
  await expect(page.getByLabel('Value of fee split 1')).toHaveValue('₹90.00')
  await expect(page.getByLabel('Value of fee split 2')).toHaveValue('₹60.00')
  await page.screenshot({ path: 'screenshots/offerings-add.png', fullPage: true })

  await page.getByRole('button', { name: 'Add offering' }).click()
  await expect(page.getByText(`Offering ${NAME} Successfully created`)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  const row = page.getByRole('row', { name: new RegExp(NAME) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('₹150.00')
  await expect(row).toContainText('Weekly')
  await expect(row).toContainText('All')
  await expect(row).toContainText('N/a')
  await expect(row).toContainText('06:00 AM - 07:30 AM')
  await expect(row).toContainText('06:00 PM - 07:00 PM')
  await expect(row).toContainText(categoryName)

  await page.getByRole('button', { name: `Edit ${NAME}` }).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${NAME}` })
  await expect(dialog.getByLabel(/^Price/)).toHaveValue('150')
  await expect(dialog.getByRole('group', { name: 'Fee split 2' }).getByLabel('Percent')).toHaveValue('40')
  await dialog.getByLabel(/^Price/).fill('175')
  await expect(dialog.getByLabel('Value of fee split 1')).toHaveValue('₹105.00')
  await page.screenshot({ path: 'screenshots/offerings-edit.png' })
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Offering updated')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText('₹175.00')

  const filter = page.getByRole('search', { name: 'Filter offerings' })
  await filter.getByLabel('Category').selectOption({ label: categoryName })
  await filter.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/category=\d+/)
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('search', { name: 'Filter offerings' }).getByLabel('Category')).toHaveValue(/\d+/)
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible()
  await page.screenshot({ path: 'screenshots/offerings-filtered.png' })

  await page.getByRole('button', { name: `Delete ${NAME}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByText(`Are you sure you want to delete ${NAME}?`)).toBeVisible()
  await expect(confirm.getByText('Warning: You cannot reverse this action!')).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Offering ${NAME} deleted`)).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(0)
})
