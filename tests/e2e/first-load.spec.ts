import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

/**
 * What the offerings list's cold load leaves for later (decision 215). Not fetched at all before its
 * rows: the conflict dialog's texts (they come with the dialog, on a 412) and the temple status
 * banner's code and texts (for a temple that is not active only). Not needed for the first render
 * (in no file the entry and the page's route chunks import statically; they come after it): the
 * header bell's feature queries. And no file for Vite's preload helper alone. The mock's file
 * writers (jsPDF, the fonts, the XLSX writer) are in neither the page's load nor the mock's worker
 * (decision 228).
 */
test('the offerings list’s cold load fetches no dialog texts and no banner, its first render needs no bell query, and no code it never runs', async ({
  page,
}) => {
  const dist = process.env.E2E_OUT_DIR ?? 'dist-demo'
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  // What each piece's file holds: a text key, a test id, an API call.
  const notFetched = {
    'the conflict dialog’s texts': 'conflict.keepMine',
    'the temple status banner’s texts': 'dashboard.status.pendingTitle',
    'the temple status banner': 'temple-status-banner',
  }
  const notNeeded = {
    'the users feature’s query': 'noAccess',
    'the bank feature’s query': '/temple/t-admin/bank/',
    'the staff counts': '/temple/staff/bank-account/',
  }

  await login(page, 'admin')
  await page.waitForURL('**/dashboard/**')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.clearBrowserCache')
  const requested: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) requested.push(path.slice(1))
  })
  await page.goto('/dashboard/offerings')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  const before = [...requested]
  expect(before.length).toBeGreaterThan(10)

  // The files of some chunks and of everything they import statically.
  const withImports = (keys: string[]) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return files
  }
  // The files the first render needs: the entry's and the requested route chunks' static imports.
  const needed = withImports(
    before.map((file) => keyOf.get(file) ?? '').filter((key) => manifest[key]?.isEntry || key.startsWith('src/routes/')),
  )
  expect([...needed].some((file) => /\/offerings-[\w-]+\.js$/.test(file))).toBe(true)

  const found = (file: string, markers: Record<string, string>) => {
    const text = readFileSync(join(dist, file), 'utf8')
    return Object.entries(markers).flatMap(([what, marker]) => (text.includes(marker) ? [`${what} in ${file}`] : []))
  }
  const early = [
    ...before.flatMap((file) => found(file, notFetched)),
    ...[...needed].flatMap((file) => found(file, notNeeded)),
    ...[...needed].filter((file) => keyOf.get(file)?.startsWith('_preload-helper-')).map((file) => `the preload helper alone in ${file}`),
  ]
  expect(early).toEqual([])

  // After the first paint the bell loads its members query and the demo's footer its fault
  // indicator (decision 225): once both are in, the whole load still holds no code the page never runs: the bank area's (the bell reads the
  // account's cache by its key), the /dev panel's calls (the demo footer has its own two), and the
  // token refresh (no token was refused).
  const loaded = (marker: string) => requested.some((file) => found(file, { marker }).length > 0)
  await expect.poll(() => loaded('noAccess') && loaded('dev-footer.faults.indicator')).toBe(true)
  const never = {
    'the bank feature’s code': '/temple/t-admin/bank/',
    'the /dev panel’s calls': 'expire-access-tokens',
    'the token refresh': 'tbo.token-refresh',
    'the mock’s file writers (jsPDF)': 'jsPDF',
    'the mock’s receipts': 'OFFERING RECEIPT',
  }
  expect(requested.flatMap((file) => found(file, never))).toEqual([])

  // Nor does the mock's service worker, which the browser fetches and starts during a first load:
  // the page renders the files when one is asked for (decision 228).
  const worker = withImports(['mocks/sw.ts'])
  expect(worker.has('mock-sw.js')).toBe(true)
  const writers = { jsPDF: 'jsPDF', 'the receipts': 'OFFERING RECEIPT', 'the XLSX writer': 'sharedStrings.xml' }
  expect([...worker].flatMap((file) => found(file, writers))).toEqual([])
})
