import { expect, test } from '@playwright/test'
import { login } from './helpers'

/**
 * How a cold load starts (docs/decisions/141-start-up-in-short-tasks.md, 142): the page's chunks
 * are asked for with the entry, from index.html's route preload table, and none is fetched twice; the
 * global CSS comes with index.html and the style system does not add it again; a phone does not
 * build the sidebar.
 */
test('a cold load preloads its page’s chunks once, styles from the static global CSS, and builds no sidebar on a phone', async ({
  page,
}) => {
  await login(page, 'admin')
  await page.waitForURL('**/dashboard/**')
  await expect(page.locator('table tbody tr').first()).toBeVisible()

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.clearBrowserCache')
  const requested = new Map<string, number>()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/')) requested.set(path, (requested.get(path) ?? 0) + 1)
  })
  await page.goto('/dashboard/offerings')
  await expect(page.locator('table tbody tr').first()).toBeVisible()

  // The page's own chunk was asked for once, by the preload table's link or, when the entry ran
  // before the first paint's frame had passed (a fast machine, files from the cache), by the
  // router's import with the preload helper's link (decision 142).
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload][as=script], link[rel=modulepreload]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  )
  expect(preloaded.some((path) => /\/assets\/offerings-[\w-]+\.js$/.test(path))).toBe(true)
  for (const path of preloaded) expect(requested.get(path), path).toBe(1)
  expect([...requested].filter(([, count]) => count > 1)).toEqual([])

  // One copy of the tokens: the rules of the static <style> in the head, none added by the style
  // system at run time (emotion inserts through the CSSOM, so the rules are counted there).
  const tokenRules = await page.evaluate(() => {
    // A style rule may hold nested rules too (CSS nesting): its own declarations count first.
    const count = (rules: CSSRuleList): number =>
      [...rules].reduce((sum, rule) => {
        const own = rule instanceof CSSStyleRule && rule.style.getPropertyValue('--chakra-colors-brand-800') ? 1 : 0
        return sum + own + ('cssRules' in rule ? count((rule as CSSGroupingRule).cssRules) : 0)
      }, 0)
    return [...document.styleSheets].map((sheet) => ({
      static: sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.hasAttribute('data-chakra-global'),
      rules: count(sheet.cssRules),
    }))
  })
  expect(tokenRules.filter((sheet) => sheet.rules > 0)).toEqual([{ static: true, rules: 1 }])
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-800').trim())).toBe(
    '#1e2a8a',
  )

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.locator('aside[data-sidebar]')).toHaveCount(0)
  await page.setViewportSize({ width: 1366, height: 800 })
  await expect(page.locator('aside[data-sidebar]')).toHaveCount(1)
})
