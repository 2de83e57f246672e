import { expect, test } from '@playwright/test'
import { login } from './helpers'
import { deflateSync } from 'node:zlib'

/** A small solid-colour PNG, built here so the test needs no fixture file. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('create a deity with an image and see it in the list', async ({ page }) => {
  // A long journey on a shared, slow machine: more than the default minute.
  test.setTimeout(150_000)
  await login(page, 'admin')
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
