import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/** ₹1,23,456.50 → 123456.5 */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''))

test('the report of last month adds up, and its CSV reads back the same rows and totals', async ({ page }) => {
  // Shared CI machines are slow: more than the default minute.
  test.setTimeout(120_000)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/reports').click()
  // Today's totals, or just after midnight (no booking yet today) its empty state.
  await expect(page.getByTestId('report-totals').or(page.getByText('No bookings in this period'))).toBeVisible()
  await page.getByRole('button', { name: 'Last month' }).click()
  await expect(page).toHaveURL(/duration=lastMonth/)
  const now = new Date()
  const start = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  const pad = (n: number) => String(n).padStart(2, '0')
  await expect(page.getByTestId('report-range')).toContainText(`Booked 01/${pad(start.getMonth() + 1)}/${start.getFullYear()}`)
  const rows = page.getByTestId('report-row')
  await expect(rows.first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'CSV' })).toBeEnabled()

  const table = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))
  const totals = await page.getByTestId('report-totals').locator('td').allTextContents()
  expect(table.map((r) => r[0])).toEqual(table.map((_, i) => String(i + 1)))
  const sumAmount = table.reduce((sum, r) => sum + rupees(r[8]!), 0)
  const sumDakshina = table.reduce((sum, r) => sum + rupees(r[9]!), 0)
  const sumCount = table.reduce((sum, r) => sum + Number(r[3]), 0)
  expect(sumAmount).toBeCloseTo(rupees(totals[8]!), 2)
  expect(sumDakshina).toBeCloseTo(rupees(totals[9]!), 2)
  expect(sumCount).toBe(Number(totals[3]))
  for (const col of [4, 5, 6, 7]) expect(table.reduce((sum, r) => sum + Number(r[col]), 0)).toBe(Number(totals[col]))
  await page.screenshot({ path: 'screenshots/report-last-month.png' })

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^offering-report-.*\.csv$/)
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe('#,Offering,Category,Count,App,Counter,POS,Website,Amount,Dakshina')
  expect(lines).toHaveLength(table.length + 2)
  lines.slice(1, -1).forEach((line, i) => {
    const cells = line.split(',')
    expect(cells[0]).toBe(String(i + 1))
    expect(Number(cells[3])).toBe(Number(table[i]![3]))
    expect(Number(cells.at(-2))).toBeCloseTo(rupees(table[i]![8]!), 2)
  })
  const csvTotals = lines.at(-1)!.split(',')
  expect(csvTotals[1]).toBe('Total')
  expect(Number(csvTotals[8])).toBeCloseTo(rupees(totals[8]!), 2)
  expect(Number(csvTotals[3])).toBe(Number(totals[3]))
})

test('filter receipts by status, mark two completed, and they stay completed after a reload', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByTestId('nav-/dashboard/offering-orders').click()
  await expect(page.getByRole('heading', { name: 'Offering receipts' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('paid')
  await page.getByRole('textbox', { name: 'Offering date from' }).fill('')
  // The ids read below must be the applied filter's rows, on screen: the address changes before the
  // page of the new filter (a new page with an empty selection: the route keys it by the filters)
  // replaces the old one. Wait for the old page to go, the new list's answer and its rows. (The
  // route once hid the old page behind the page loader while the new one loaded: its hidden rows
  // read "Paid" and its links, hidden, were none, so nothing was ticked; decision 234.)
  const oldPage = await page.getByRole('search', { name: 'Filter offering receipts' }).elementHandle()
  const anyDate = page.waitForResponse(
    (response) =>
      response.url().includes('/offering-order/?') && response.url().includes('status=paid') && !response.url().includes('date_after'),
  )
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/dateAfter=any/)
  await oldPage!.waitForElementState('hidden')
  await anyDate
  await expect(page.getByTestId('table-skeleton')).toHaveCount(0)
  const statuses = page.getByTestId('order-status').filter({ visible: true })
  await expect(statuses.first()).toHaveText('Paid')
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Paid']))

  const links = page.getByRole('link', { name: /^#\d+$/ })
  await expect(links.nth(1)).toBeVisible()
  const ids = (await links.allTextContents()).slice(0, 2).map((t) => t.slice(1))
  expect(ids).toHaveLength(2)
  for (const id of ids) await page.getByRole('checkbox', { name: `Select receipt ${id}` }).check()
  await page.getByRole('button', { name: 'Mark completed (2)' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Mark 2 receipts completed?' })
  await confirm.getByRole('button', { name: 'Mark completed' }).click()
  await expect(page.getByText('2 receipts marked completed')).toBeVisible()
  const statusOf = (id: string) =>
    page.locator('tr', { has: page.getByRole('link', { name: `#${id}`, exact: true }) }).getByTestId('order-status')
  for (const id of ids) await expect(statusOf(id)).toHaveText('Complete')
  await page.screenshot({ path: 'screenshots/orders-marked.png' })

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Offering receipts' })).toBeVisible()
  await expect(statuses.first()).toHaveText('Paid')
  for (const id of ids) await expect(page.getByRole('link', { name: `#${id}`, exact: true })).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('complete')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/status=complete/)
  for (const id of ids) await expect(statusOf(id)).toHaveText('Complete')
})
