import { expect, test } from '@playwright/test'
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

  await cdp.send('Page.reload', { ignoreCache: true })
  await expect(page.getByText(renamed)).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/mock-sw\.js$/)
})
