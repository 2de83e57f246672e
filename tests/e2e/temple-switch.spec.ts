import { expect, test } from '@playwright/test'
import { templeSwitcher } from './helpers'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

declare global {
  interface Window {
    rowsSeenAfterSwitch?: string[]
  }
}

test("switching temple never shows the previous temple's offerings, from the switch until the new rows", async ({ page }) => {
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  const rows = page.locator('tbody tr[data-index]')
  await expect(rows.first()).toBeVisible()
  const first = await rows.allTextContents()
  expect(first.length).toBeGreaterThan(0)

  const { switcher, other: templeB } = await templeSwitcher(page)

  // From the switch on (the session keeps the new temple, tbo.templeId), every row text the page
  // holds is recorded: after each DOM change (before it can paint) and on every frame.
  await page.evaluate((templeB) => {
    const seen: string[] = []
    window.rowsSeenAfterSwitch = seen
    const record = () => {
      if (localStorage.getItem('tbo.templeId') !== templeB) return
      for (const row of document.querySelectorAll('tbody tr[data-index]')) seen.push(row.textContent ?? '')
    }
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
    const frame = () => {
      record()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, templeB)

  await switcher.click()
  await switcher.selectOption(templeB)
  await expect(switcher).toHaveValue(templeB)
  // The other temple's rows arrive (it was never loaded: the switch waits for the server).
  await expect.poll(async () => (await rows.allTextContents()).some((text) => text !== '' && !first.includes(text))).toBe(true)
  const seen = await page.evaluate(() => window.rowsSeenAfterSwitch ?? [])
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((text) => first.includes(text))).toEqual([])
})
