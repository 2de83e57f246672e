import { expect, test } from '@playwright/test'
import { login } from './helpers'

// A key of a screen area (`deities.list.title`), as the page would show it if the route had not
// loaded the area's messages before rendering (decision 131).
const RAW_KEY = /\b(bank|categories|deities|dev-tools|donations|offerings|orders|staff|temple|users)\.[a-z][A-Za-z]*\.[A-Za-z.]+/

test('Arabic: the sidebar walks through the sections without ever showing a message key; English after a switch', async ({ page }) => {
  // Every text the page ever shows, also for an instant, is checked for a raw key.
  await page.addInitScript((pattern) => {
    const seen: string[] = []
    Object.assign(window, { rawKeysSeen: seen })
    const check = (text: string | null) => {
      if (text && new RegExp(pattern).test(text)) seen.push(text.slice(0, 120))
    }
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target.textContent)
        for (const node of record.addedNodes) check(node.textContent)
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, RAW_KEY.source)

  await login(page, 'admin')
  await expect(page.getByRole('heading', { name: 'Offerings' })).toBeVisible()
  await page.goto('/dashboard/offerings?lang=ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'القرابين' })).toBeVisible()
  await expect(page.getByRole('row').nth(1)).toBeVisible()

  const nav = page.getByRole('navigation').first()
  for (const [link, heading] of [
    ['الآلهة', 'الآلهة'],
    ['فئات القرابين', 'فئات القرابين'],
    ['التبرعات', 'التبرعات'],
    ['ملف المعبد', 'ملف المعبد'],
    ['إيصالات القرابين', 'إيصالات القرابين'],
    ['القرابين', 'القرابين'],
  ]) {
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible()
  }

  // Back to English: the open screen's area comes in English before the switch shows.
  await page.getByRole('button', { name: 'الإعدادات' }).click()
  await page.getByRole('dialog').getByRole('combobox', { name: 'اللغة' }).selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { name: 'Offerings' })).toBeVisible()
  await nav.getByRole('link', { name: 'Deities', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Deities', exact: true }).first()).toBeVisible()

  expect(await page.evaluate(() => (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen)).toEqual([])
})
