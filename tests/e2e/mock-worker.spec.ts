import { expect, type Page, test } from '@playwright/test'
import { login } from './helpers'

/**
 * The mocked backend runs in its own service worker and keeps its data in IndexedDB
 * (mocks/sw.ts): a change outlives the worker being stopped, and a hard reload (which leaves the
 * page without a controller) still reaches the mock.
 */
test('the mock keeps its data when its worker stops, and serves a hard-reloaded page', async ({ page }) => {
  await login(page, 'admin')
  await page.waitForURL('**/dashboard**')
  await page.goto('/dashboard/deities')
  const firstRow = page.locator('table tbody tr').first()
  await expect(firstRow).toBeVisible()

  const shown = (await firstRow.locator('td').nth(1).innerText()).split('\n')[0]?.trim() ?? ''
  const renamed = `Kept Deity ${Date.now()}`
  // The /dev panel's data browser endpoints: find the row by its name, then replace it renamed.
  const status = await page.evaluate(
    async ([name, next]) => {
      const found = (await (await fetch(`/api/__mock__/db/deities?search=${encodeURIComponent(name)}`)).json()) as {
        id: number
        name: string
      }[]
      const row = found.find((candidate) => candidate.name === name)
      if (!row) return 0
      const response = await fetch(`/api/__mock__/db/deities/${row.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...row, name: next }),
      })
      return response.status
    },
    [shown, renamed] as const,
  )
  expect(status).toBe(200)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await page.reload()
  await expect(page.getByText(renamed)).toBeVisible()

  // The command answers before the reload starts: wait for the new document, not the old one's text.
  const reloaded = page.waitForEvent('load')
  await cdp.send('Page.reload', { ignoreCache: true })
  await reloaded
  await expect(page.getByText(renamed)).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mock-sw\.js(\?latency=[\d-]+)?$/)
})

/** The time the mock takes to answer an unknown API address, measured in the page. */
const answerTime = (page: Page) =>
  page.evaluate(async () => {
    const started = performance.now()
    await fetch('/api/no-such-endpoint/')
    return performance.now() - started
  })

/*
 * The browser tests run the mock without the demo's 150-450 ms latency (playwright.config.ts sets
 * `temple-mock-latency` in localStorage; docs/decisions/209-browser-test-time.md); without that key
 * the demo keeps its latency.
 */
test('the mock takes the latency the page asks for in localStorage, else the demo’s', async ({ browser, page }) => {
  await page.goto('/login')
  await expect(page.getByTestId('demo-accounts')).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mock-sw\.js\?latency=0-0$/)

  const demo = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  try {
    const demoPage = await demo.newPage()
    await demoPage.goto('/login')
    await expect(demoPage.getByTestId('demo-accounts')).toBeVisible()
    expect(await demoPage.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mock-sw\.js$/)
    expect(await answerTime(demoPage)).toBeGreaterThanOrEqual(150)
  } finally {
    await demo.close()
  }
})
