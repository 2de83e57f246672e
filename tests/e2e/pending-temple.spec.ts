import { expect, test, type Page } from '@playwright/test'
import { login, png } from './helpers'

/** Issue 28, items 4 and 5, the way an administrator meets them: at 1366 px, with the mouse. */

const MAP_LINK = 'https://www.google.com/maps/place/Ananthapura+Lake+Temple/@12.6,74.98,17z/data=!3m1!4b1!4m6!3m5!8m2!3d12.6036!4d74.9859'

/** Clicks the visible field and pastes `text` into it from the clipboard, as a person does. */
async function pasteInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label)
  await field.click()
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

test('a newly registered temple: the location from a pasted map link, then the approval banner on its pages', async ({ page }) => {
  // A whole journey (sign-in, registration, three pages) on a loaded 2-core machine.
  test.setTimeout(180_000)
  await login(page, 'newbie')
  await expect(page.getByText('You are not administering any temple.')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('main').getByRole('link', { name: 'Register temple' }).click()
  await expect(page.getByRole('heading', { name: 'Register Temple' })).toBeVisible({ timeout: 20_000 })

  for (const [label, value] of [
    ['Temple name', 'Sree Ananthapura Lake Temple'],
    ['Email', 'office@ananthapura.example.org'],
    ['Phone', '04998 214360'],
    ['Address line 1', 'Ananthapura'],
    ['City', 'Kumbla'],
    ['District', 'Kasaragod'],
    ['State', 'Kerala'],
    ['Pincode', '671321'],
  ] as const) {
    await page.getByLabel(label).click()
    await page.getByLabel(label).fill(value)
  }

  // No maps key in the demo: the field says what it takes, with an example.
  await expect(page.getByTestId('map-unavailable')).toContainText('Paste a map link or enter the latitude and longitude by hand')
  await expect(page.getByText(/e\.g\. 9\.9312, 76\.2673/)).toBeVisible()
  await pasteInto(page, 'Map link or coordinates', 'https://maps.app.goo.gl/Xy7dQ3kP9mZ')
  await expect(page.getByText(/A short link \(maps\.app\.goo\.gl\) cannot be read here/)).toBeVisible()
  await page.getByLabel('Map link or coordinates').fill('')
  await pasteInto(page, 'Map link or coordinates', MAP_LINK)
  await expect(page.getByLabel('Latitude')).toHaveValue('12.6036')
  await expect(page.getByLabel('Longitude')).toHaveValue('74.9859')
  await expect(page.getByText('Filled in: latitude 12.6036, longitude 74.9859')).toBeVisible()
  await page.getByLabel('Map link or coordinates').scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/profile-register-pasted-1366.png' })

  await page.getByRole('button', { name: 'Register temple' }).click()
  await expect(page.getByText('temple registered')).toBeVisible()
  await page.getByRole('link', { name: 'Go to dashboard' }).click()

  // The new temple is the only one: its pages say it waits for staff, from the first paint.
  const banner = page.getByRole('region', { name: 'Temple status' })
  await expect(banner).toBeVisible({ timeout: 20_000 })
  await expect(banner).toContainText('This temple is waiting for staff approval')
  await expect(banner).toContainText('Meanwhile you can complete the profile')
  await page.screenshot({ path: '/tmp/profile-banner-1366.png' })

  await page.getByTestId('nav-/dashboard/deities').click()
  await expect(page).toHaveURL(/\/dashboard\/deities$/)
  await expect(banner).toBeVisible()

  await banner.getByRole('link', { name: 'Complete the profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  await expect(page.getByLabel('Temple name')).toHaveValue('Sree Ananthapura Lake Temple', { timeout: 20_000 })
  await expect(banner).toContainText('This temple is waiting for staff approval')
  await expect(page.getByTestId('temple-state')).toHaveText('Pending approval')
})

test('changing an approved bank account says before Save that payouts stop until staff approve it again', async ({ page }) => {
  await login(page, 'admin')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  // An active temple: no banner.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: 'Temple status' })).toHaveCount(0)
  await page.getByTestId('nav-/dashboard/profile').click()
  await expect(page.getByLabel('Temple name')).toHaveValue('Sree Padmanabhaswamy Temple', { timeout: 20_000 })

  await page.getByRole('button', { name: /Bank account/ }).click()
  await expect(page.getByTestId('bank-status')).toHaveText('Active')
  const notice = page.getByTestId('bank-payouts-notice')
  await expect(notice).toHaveCount(0)
  const branch = page.getByLabel('Branch name')
  await branch.click()
  await branch.fill('Fort Branch, Thiruvananthapuram')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('payouts to this temple stop until they approve it again')
  const save = page.getByRole('button', { name: 'Save bank account' })
  // The notice sits above the button it is about.
  const [noticeBox, saveBox] = [await notice.boundingBox(), await save.boundingBox()]
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(saveBox!.y)
  await notice.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/profile-bank-notice-1366.png' })

  // The demo's account has no cheque on file: one is picked through the visible button.
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose file' }).click()
  await (await chooser).setFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: png(40, 20, [240, 240, 240]) })
  await save.click()
  await expect(page.getByText('Bank Account Updated')).toBeVisible()
  await expect(page.getByTestId('bank-status')).toHaveText('Inactive')
  await expect(notice).toHaveCount(0)
})
