import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Download, type Page } from '@playwright/test'
import { readPdf, readXlsx } from '../mocks/read-files'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/**
 * Issue 29: the demo's receipts and the report's PDF and XLSX are real files, downloaded without
 * leaving the page (docs/decisions/191-real-files-in-the-demo.md). The page renders them when the
 * mock's worker asks, with writers it loads on the first file (decision 228).
 */

/** A downloaded file's bytes (a copy in a Uint8Array of its own: the readers take no Buffer). */
async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path())!))
}

async function firstBytes(download: Download, count: number): Promise<string> {
  const bytes = await readFile((await download.path())!)
  return bytes.subarray(0, count).toString('latin1')
}

/** Clicks a button with the mouse and waits for the browser's download. */
async function downloadBy(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()])
  return download
}

/** The files of dist-demo/assets the page fetched that hold the mock's file writers (jsPDF). */
function writersFetched(page: Page): () => Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path)
  })
  const dist = process.env.E2E_OUT_DIR ?? 'dist-demo'
  return async () => {
    const texts = await Promise.all(scripts.map(async (path) => ({ path, text: await readFile(join(dist, path), 'utf8') })))
    return texts.filter(({ text }) => text.includes('jsPDF')).map(({ path }) => path)
  }
}

test("a receipt and the report's PDF and XLSX download as real files, rendered by the page, and the page stays", async ({
  page,
  context,
}) => {
  // Shared CI machines are slow: more than the default minute.
  test.setTimeout(120_000)
  const writers = writersFetched(page)
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
  expect(await writers()).toEqual([])
  const receipt = await downloadBy(page, 'Download receipt')
  expect(receipt.suggestedFilename()).toMatch(/^receipt-OFR-\d{4}-\d{2}-\d{5}\.pdf$/)
  expect(await firstBytes(receipt, 5)).toBe('%PDF-')
  // Rendered by this page, with the writers it fetched for this file, and read back with pdf.js.
  expect(await writers()).toHaveLength(1)
  const reference = /^receipt-(OFR-\d{4}-\d{2}-\d{5})\.pdf$/.exec(receipt.suggestedFilename())![1]!.replaceAll('-', '/')
  const { pages, text } = await readPdf(await bytesOf(receipt))
  expect(pages).toHaveLength(1)
  expect(text).toContain('OFFERING RECEIPT')
  expect(text).toContain(`Receipt No: ${reference}`)
  expect(text).toContain('Amount in words: Rupees')
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
  // Read back with ExcelJS: the report's title, its column heads and a total of numeric cells.
  const { rows } = await readXlsx(await bytesOf(xlsx))
  expect(rows[1]).toEqual(['Offering financial report'])
  expect(rows[4]?.slice(0, 4)).toEqual(['#', 'Offering', 'Category', 'Count'])
  const total = rows.at(-1)!
  expect(total[1]).toBe('Total')
  expect(typeof total[3]).toBe('number')
  expect(await writers()).toHaveLength(1)

  // The page is still the report, as it was; no other tab was opened.
  expect(page.url()).toBe(reportUrl)
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible()
  await expect(totals).toHaveText(shown ?? '')
  expect(context.pages()).toEqual([page])
})
