import { expect, test } from '@playwright/test'
import { png } from './helpers'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

test('create a deity with an image and see it in the list', async ({ page }) => {
  // A long journey on a shared, slow machine: more than the default minute.
  test.setTimeout(150_000)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/deities').click()
  await expect(page.getByRole('heading', { name: 'Deities' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.screenshot({ path: 'screenshots/deities-list.png', fullPage: true })

  await page.getByRole('link', { name: 'Add deity' }).first().click()
  await expect(page).toHaveURL(/\/deities\/add$/)
  await page.getByLabel('Name').fill('Sree Subramanya E2E')
  await page.getByPlaceholder('Search offerings').fill('a')
  const firstOffering = page.getByRole('group', { name: 'Offerings' }).getByRole('checkbox').first()
  await firstOffering.check({ force: true })
  await expect(page.getByText('1 offering selected')).toBeVisible()

  // Limits are checked on pick: a gif is refused at the field.
  await page.getByLabel('Image').setInputFiles({ name: 'deity.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText('Only jpeg and png images are allowed')).toBeVisible()
  await page.getByLabel('Image').setInputFiles({ name: 'subramanya.png', mimeType: 'image/png', buffer: png(120, 120, [180, 60, 20]) })
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible()
  await expect(page.getByText('Only jpeg and png images are allowed')).toHaveCount(0)
  await page.screenshot({ path: 'screenshots/deities-add.png', fullPage: true })

  const upload = page.waitForRequest((request) => request.method() === 'PUT' && /\/deity\/\d+\/img\/$/.test(request.url()))
  await page.getByRole('button', { name: 'Add deity' }).click()
  await upload
  await expect(page.getByText('Deity Sree Subramanya E2E created')).toBeVisible()
  await expect(page).toHaveURL(/\/deities$/)
  const row = page.getByRole('row', { name: /Sree Subramanya E2E/ })
  await expect(row).toBeVisible()
  const image = row.getByRole('img', { name: 'Sree Subramanya E2E' })
  await expect(image).toHaveAttribute('src', /^http:\/\/localhost:\d+\/api\/__mock__\/media\/upload-[a-z0-9-]+\.png$/)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120)
  await expect(row.getByText('1', { exact: true })).toBeVisible()
  await page.screenshot({ path: 'screenshots/deities-created.png', fullPage: true })

  await page.reload()
  await expect(page.getByRole('row', { name: /Sree Subramanya E2E/ }).getByRole('img', { name: 'Sree Subramanya E2E' })).toBeVisible()
})
