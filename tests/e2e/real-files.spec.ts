import { readFile } from 'node:fs/promises'
import { expect, test, type Download, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/**
 * Issue 29: the demo's receipts and the report's PDF and XLSX are real files, downloaded without
 * leaving the page (docs/decisions/191-real-files-in-the-demo.md).
 */

async function firstBytes(download: Download, count: number): Promise<string> {
  const bytes = await readFile((await download.path())!)
  return bytes.subarray(0, count).toString('latin1')
}

/** Clicks a button with the mouse and waits for the browser's download. */
async function downloadBy(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()])
  return download
}

test("a receipt and the report's PDF and XLSX download as real files, and the page stays", async ({ page, context }) => {
  // Shared CI machines are slow: more than the default minute.
  test.setTimeout(120_000)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)

  await page.getByTestId('nav-/dashboard/offering-orders').click()
  await expect(page.getByRole('heading', { name: 'Offering receipts' })).toBeVisible()
  await page
    .getByRole('link', { name: /^#\d+$/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible()
  const receiptUrl = page.url()
  const receipt = await downloadBy(page, 'Download receipt')
  expect(receipt.suggestedFilename()).toMatch(/^receipt-OFR-\d{4}-\d{2}-\d{5}\.pdf$/)
  expect(await firstBytes(receipt, 5)).toBe('%PDF-')
  expect(page.url()).toBe(receiptUrl)
  await expect(page.getByRole('button', { name: 'Download receipt' })).toBeVisible()

  await page.getByTestId('nav-/dashboard/reports').click()
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
  // The totals read below are last month's: wait for that report's answer, then for the page to
  // show it (not the previous duration's rows, kept while the new ones load).
  const now = new Date()
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1)
  const after = `${first.getFullYear()}-${String(first.getMonth() + 1).padStart(2, '0')}-01`
  const lastMonth = page.waitForResponse(
    (response) => response.url().includes('/financial/') && response.url().includes(`booking_date_after=${after}`) && response.ok(),
  )
  await page.getByRole('button', { name: 'Last month' }).click()
  await expect(page).toHaveURL(/duration=lastMonth/)
  await lastMonth
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const totals = page.getByTestId('report-totals')
  await expect(totals).toBeVisible()
  const reportUrl = page.url()
  const shown = await totals.textContent()

  const pdf = await downloadBy(page, 'PDF')
  expect(pdf.suggestedFilename()).toMatch(/^offering-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/)
  expect(await firstBytes(pdf, 5)).toBe('%PDF-')
  await expect(totals).toBeVisible()
  expect(page.url()).toBe(reportUrl)

  const xlsx = await downloadBy(page, 'XLSX')
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/)
  expect(await firstBytes(xlsx, 2)).toBe('PK')

  // The page is still the report, as it was; no other tab was opened.
  expect(page.url()).toBe(reportUrl)
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
  await expect(totals).toHaveText(shown ?? '')
  expect(context.pages()).toEqual([page])
})
