import { expect, test, type Page } from '@playwright/test'
import { login } from './helpers'

/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

async function openProfile(page: Page) {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/profile').click()
  await expect(page.getByLabel('Temple name')).toHaveValue('Sree Padmanabhaswamy Temple', { timeout: 20_000 })
}

test('change the phone and a reference template; a reload keeps them', async ({ page }) => {
  await openProfile(page)
  await page.screenshot({ path: 'screenshots/profile.png', fullPage: true })

  const phone = page.getByLabel('Phone')
  await phone.fill('9447054321')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Temple Updated')).toBeVisible()
  await expect(phone).toHaveValue('9447054321')

  await page.getByRole('button', { name: /ID Reset Settings/ }).click()
  const order = page.getByLabel('Order reference')
  await order.fill('ORD/[year]')
  await expect(page.getByText('[no] is required in the template.')).toBeVisible()
  await order.fill('ORD/[year]/[no]')
  await expect(page.getByText('[year] requires [month] in the template.')).toBeVisible()
  await page.screenshot({ path: 'screenshots/profile-reference-errors.png', fullPage: true })
  await order.fill('PSWT/[finyearstart]-[finyearend]/[no]')
  await page.getByLabel('Number padding').fill('3')
  await expect(page.getByTestId('example-orderRefNoTpl')).toContainText(/PSWT\/\d{4}-\d{4}\/001/)
  await page.getByRole('button', { name: 'Save settings' }).click()
  // Saved: the form is clean again (the first "Temple Updated" toast may still be showing).
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0)

  await page.reload()
  await expect(page.getByLabel('Phone')).toHaveValue('9447054321')
  await page.getByRole('button', { name: /ID Reset Settings/ }).click()
  await expect(page.getByLabel('Order reference')).toHaveValue('PSWT/[finyearstart]-[finyearend]/[no]')
  await expect(page.getByLabel('Number padding')).toHaveValue('3')
})

test('upload a logo with a preview; a reload shows it', async ({ page }) => {
  await openProfile(page)
  const logoCard = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Logo' }) })
    .last()
  await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByAltText('Logo preview')).toBeVisible()
  await page.getByRole('button', { name: 'Upload logo' }).click()
  await expect(page.getByText('Logo updated')).toBeVisible()
  await expect(page.getByAltText('Sree Padmanabhaswamy Temple logo')).toHaveAttribute(
    'src',
    /^http:\/\/localhost:\d+\/api\/__mock__\/media\/upload-[a-z0-9-]+\.png$/,
  )
  await logoCard.screenshot({ path: 'screenshots/profile-logo.png' })

  await page
    .getByLabel('Cover image', { exact: true })
    .setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText('Only jpeg and png images are allowed')).toBeVisible()

  await page.reload()
  await expect(page.getByAltText('Sree Padmanabhaswamy Temple logo')).toHaveAttribute(
    'src',
    /^http:\/\/localhost:\d+\/api\/__mock__\/media\/upload-[a-z0-9-]+\.png$/,
  )
  // Served over http by the mocked backend, and it really loads.
  await expect
    .poll(() => page.getByAltText('Sree Padmanabhaswamy Temple logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
})

test('add a bank account with a cancelled cheque', async ({ page }) => {
  await openProfile(page)
  await page.getByRole('button', { name: /Bank account/ }).click()
  await expect(page.getByTestId('bank-status')).toHaveText('Active')
  await page.getByLabel('Account name').fill('Sree Padmanabhaswamy Devaswom')
  await page.getByLabel('Account number').fill('50100200300400')
  await page.getByLabel('IFS Code').fill('hdfc0001234')
  await page.getByLabel('Branch name').fill('East Fort')
  await page.getByRole('button', { name: 'Save bank account' }).click()
  await expect(page.getByText('Cancelled cheque is required')).toBeVisible()
  await page
    .getByLabel('Cancelled cheque')
    .setInputFiles({ name: 'cheque.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') })
  await expect(page.getByText(/cheque\.pdf/)).toBeVisible()
  await page.getByRole('button', { name: 'Save bank account' }).click()
  await expect(page.getByText('Bank Account Updated')).toBeVisible()
  await expect(page.getByTestId('bank-status')).toHaveText('Inactive')
  await page.screenshot({ path: 'screenshots/profile-bank.png', fullPage: true })

  await page.reload()
  await page.getByRole('button', { name: /Bank account/ }).click()
  await expect(page.getByLabel('Account number')).toHaveValue('50100200300400')
  await expect(page.getByLabel('IFS Code')).toHaveValue('HDFC0001234')
})

test('register a temple with a location typed by hand (no maps key)', async ({ page }) => {
  await login(page, 'newbie')
  await expect(page).toHaveURL(/\/(dashboard|register-temple)/)
  await page.goto('/register-temple')
  await expect(page.getByRole('heading', { name: 'Register Temple' })).toBeVisible({ timeout: 20_000 })
  await page.getByLabel('Temple name').fill('Sree Ananthapura Lake Temple')
  await page.getByLabel('Email').fill('office@ananthapura.example.org')
  await page.getByLabel('Phone').fill('04998 214360')
  await page.getByLabel('Address line 1').fill('Ananthapura')
  await page.getByLabel('City').fill('Kumbla')
  await page.getByLabel('District').fill('Kasaragod')
  await page.getByLabel('State').fill('Kerala')
  await page.getByLabel('Pincode').fill('671321')
  await page.getByRole('button', { name: 'Register temple' }).click()
  await expect(page.getByText('Location is required')).toBeVisible()
  await page.screenshot({ path: 'screenshots/register-temple.png', fullPage: true })
  await page.getByLabel('Latitude').fill('12.6036')
  await page.getByLabel('Longitude').fill('74.9859')
  await page.getByRole('button', { name: 'Register temple' }).click()
  await expect(page.getByText('temple registered')).toBeVisible()
  await expect(
    page.getByText('Temple is submitted and under review. Our representative will get back to you as soon as possible.'),
  ).toBeVisible()
  await page.screenshot({ path: 'screenshots/register-temple-done.png', fullPage: true })
})
