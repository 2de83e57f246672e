import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/*
 * Dates read dd/MM/yyyy whatever the browser's locale: an en-US browser (whose native date inputs
 * read mm/dd/yyyy) types and picks dates in the offering and donation editors and the receipts and
 * report filters, with the mouse on the visible controls at 1366 px.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' })

const pad = (n: number) => String(n).padStart(2, '0')

/** The month the calendar opens on when the field is empty: today's, in the browser's time zone. */
async function currentMonth(page: Page) {
  return page.evaluate(() => {
    const now = new Date()
    return { year: now.getFullYear(), month: now.getMonth() + 1 }
  })
}

/** Opens the calendar of the field labelled `label` with the mouse and clicks the day `day` of the month it shows. */
async function pickDay(page: Page, label: string, day: number) {
  await page.getByRole('button', { name: `Choose date ${label}` }).click()
  const grid = page.getByRole('grid').filter({ visible: true })
  await expect(grid).toBeVisible()
  await grid.locator('[data-part="table-cell-trigger"]:not([data-outside-range])').getByText(String(day), { exact: true }).click()
  await expect(grid).toBeHidden()
}

test('offering editor: custom dates typed dd/MM/yyyy and picked in the calendar', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByRole('link', { name: 'Add offering' }).first().click()
  await expect(page).toHaveURL(/\/offerings\/add$/)
  await page.getByLabel(/^Name/).fill('Dates E2E')
  await page.getByLabel('Offering type').selectOption('custom')
  const dates = page.getByRole('textbox', { name: 'Dates' })
  await dates.click()
  await page.keyboard.type('25/12/2026')
  await expect(dates).toHaveValue('25/12/2026')
  await page.getByRole('button', { name: 'Add dates' }).click()
  await expect(page.getByRole('button', { name: 'Remove 25/12/2026' })).toBeVisible()

  const { year, month } = await currentMonth(page)
  await pickDay(page, 'Dates', 17)
  await expect(dates).toHaveValue(`17/${pad(month)}/${year}`)
  await page.screenshot({ path: '/tmp/dates-offering-editor.png' })
  await page.getByRole('button', { name: 'Add dates' }).click()
  await expect(page.getByRole('button', { name: `Remove 17/${pad(month)}/${year}` })).toBeVisible()
  const preview = page.getByRole('region', { name: 'Schedule preview' })
  await expect(preview.getByText('25/12/2026')).toBeVisible()
})

test('donation editor: excluded dates typed dd/MM/yyyy and picked in the calendar', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto('/dashboard/donations/add')
  // Filled first: an empty name's message on leaving the field would move the switch under the pointer.
  await page.getByLabel('Name').fill('Dates E2E')
  await page.getByText('Devotee picks a date').click()
  await page.getByLabel('Donation type').selectOption('weekly')
  const excluded = page.getByRole('textbox', { name: 'Excluded dates' })
  await excluded.click()
  await page.keyboard.type('01/02/2027')
  await page.getByRole('button', { name: 'Add excluded dates' }).click()
  // 1 February, not 2 January as an en-US browser reads 01/02/2027.
  await expect(page.getByRole('button', { name: 'Remove 01/02/2027' })).toBeVisible()

  const { year, month } = await currentMonth(page)
  await pickDay(page, 'Excluded dates', 11)
  await expect(excluded).toHaveValue(`11/${pad(month)}/${year}`)
  await page.getByRole('button', { name: 'Add excluded dates' }).click()
  await expect(page.getByRole('button', { name: `Remove 11/${pad(month)}/${year}` })).toBeVisible()
})

test('offering receipts filter: a typed and a picked date reach the URL and the request as yyyy-MM-dd', async ({ page }) => {
  test.setTimeout(150_000)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/order/t-admin/offering-order/?')) asked.push(request.url())
  })
  await page.goto('/dashboard/offering-orders')
  await expect(page.getByRole('heading', { name: 'Offering receipts' })).toBeVisible()
  const from = page.getByRole('textbox', { name: 'Booking date from' })
  await from.click()
  await page.keyboard.type('02/01/2026')
  await expect(from).toHaveValue('02/01/2026')
  const { year, month } = await currentMonth(page)
  await pickDay(page, 'Booking date to', 20)
  await expect(page.getByRole('textbox', { name: 'Booking date to' })).toHaveValue(`20/${pad(month)}/${year}`)
  await page.screenshot({ path: '/tmp/dates-receipts-filter.png' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`bookingDateAfter=2026-01-02.*bookingDateBefore=${year}-${pad(month)}-20`))
  // The app's own log of its calls (the service worker answers them): the last list call carries both dates.
  await expect.poll(() => asked.some((url) => url.includes('booking_date_after=2026-01-02'))).toBe(true)
  expect(asked.some((url) => url.includes(`booking_date_before=${year}-${pad(month)}-20`))).toBe(true)
})

test('report filter: a typed and a picked date reach the URL and the request as yyyy-MM-dd', async ({ page }) => {
  test.setTimeout(150_000)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/offering-order/financial/')) asked.push(request.url())
  })
  await page.goto('/dashboard/reports')
  // Today's totals, or just after midnight (no booking yet today) its empty state.
  await expect(page.getByTestId('report-totals').or(page.getByText('No bookings in this period'))).toBeVisible()
  const { year, month } = await currentMonth(page)
  await pickDay(page, 'Offering date from', 1)
  await expect(page.getByRole('textbox', { name: 'Offering date from' })).toHaveValue(`01/${pad(month)}/${year}`)
  const to = page.getByRole('textbox', { name: 'Offering date to' })
  await to.click()
  await page.keyboard.type(`28/${pad(month)}/${year}`)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`dateAfter=${year}-${pad(month)}-01.*dateBefore=${year}-${pad(month)}-28`))
  await expect.poll(() => asked.some((url) => url.includes(`date_after=${year}-${pad(month)}-01`))).toBe(true)
  expect(asked.some((url) => url.includes(`date_before=${year}-${pad(month)}-28`))).toBe(true)

  // A "to" date before the "from" date is shown as wrong and not applied.
  await to.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(`01/01/${year - 1}`)
  await expect(page.getByText(`On or after 01/${pad(month)}/${year}`)).toBeVisible()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`dateBefore=${year}-${pad(month)}-28`))
})

for (const { name, width, height, scheme } of [
  { name: 'laptop-light', width: 1366, height: 860, scheme: 'light' as const },
  { name: 'laptop-dark', width: 1366, height: 860, scheme: 'dark' as const },
  { name: 'phone-light', width: 390, height: 844, scheme: 'light' as const },
  { name: 'phone-dark', width: 390, height: 844, scheme: 'dark' as const },
]) {
  test(`the calendar open on the receipts filter, ${name}`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height })
    await page.goto(`/dashboard/donation-receipts?mode=${scheme}`)
    await expect(page.getByRole('heading', { name: 'Donation receipts' })).toBeVisible()
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/)
    // On a phone the filters fold behind their button (decision 184).
    if (width < 768) await page.getByRole('button', { name: 'Filters', exact: true }).click()
    await page.getByRole('button', { name: 'Choose date Booking date from' }).click()
    const grid = page.getByRole('grid').filter({ visible: true })
    await expect(grid).toBeVisible()
    // The whole calendar is on screen.
    const box = (await grid.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `/tmp/dates-calendar-${name}.png` })
    // The field and its open calendar: labelled controls, contrast in both colour modes.
    // Legacy mode: axe runs in the page, without opening a tab of its own (decision 219).
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .include('[data-scope="date-picker"][data-part="control"]')
      .include('[data-scope="date-picker"][data-part="content"]')
      .analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
