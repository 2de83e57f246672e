import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, type Page, test } from '@playwright/test'
import { settled } from './helpers'
import { signedInFile } from './signed-in'

/*
 * The accessibility sweep (issue 28, item 12; docs/decisions/186-accessibility-sweep.md): every
 * route of the route tree, for the role that sees it (public, temple administrator, provider
 * staff), in light, dark and Arabic at 1366 px and on a 390 px phone: no axe violation of impact
 * serious or critical.
 *
 * Size: per run 14 public pages, 25 administrator pages + 2 dialogs, 2 staff pages + 1 dialog =
 * 44 analyses; 4 runs (see MODES) = 176 analyses, in 20 tests (one per role × run, the
 * administrator's in three parts: PART_STARTS). A `$id` route
 * is visited with the id its list links to first. Each signed-in role starts from the
 * state the setup project saved (signed-in.ts). SWEEP_TIMES=1 prints each page's timings.
 */

// A page waits for its code, data and the mocked backend: on a loaded 2-core machine that can take
// longer than the suite's default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 })

type Role = 'public' | 'admin' | 'staff'

interface Visit {
  /** Who sees the page (a page both signed-in roles see is swept for both: their shells differ). */
  role: Role | readonly Role[]
  /** The URL to open; `$id` routes give the list whose first matching link names the id. */
  url?: string
  idFrom?: { list: string; prefix: string }
  /** Something more to do once the page shows (open a dialog); it is swept as a page of its own. */
  then?: { name: string; open: (page: Page) => Promise<void> }
}

interface Skip {
  skip: string
}

/** Every full path of src/routeTree.gen.ts; `/x/` (an index) is `/x`. */
const ROUTES: Record<string, Visit | Skip> = {
  '/': { skip: 'redirects to the role’s home or /login (swept there)' },
  '/logout': { skip: 'signs out and shows /login (swept as a public page)' },
  '/refresh': { skip: 'redirects to /' },
  '/dashboard': { skip: 'redirects to the role’s first section (/dashboard/offerings, swept)' },
  '/staff': { skip: 'redirects to /staff/dashboard (swept)' },
  '/user-switch': { skip: 'switches the role, then redirects to that role’s home (swept)' },

  '/login': { role: 'public' },
  '/register': { role: 'public' },
  '/forget-password': { role: 'public' },
  '/reset-password': { role: 'public', url: '/reset-password?uid=MQ&token=sweep-token' },
  '/user-invitation': { role: 'public', url: '/user-invitation?token=sweep-unknown-token' },
  '/user-invitation/new-account': { role: 'public' },
  '/contact': { role: 'public' },
  '/privacy': { role: 'public' },
  '/terms': { role: 'public' },
  '/403': { role: 'public' },
  '/404': { role: 'public' },
  '/500': { role: 'public' },
  '/coming-soon': { role: 'public' },
  '/maintenance': { role: 'public' },

  '/dashboard/profile': { role: 'admin' },
  '/dashboard/deities': {
    role: 'admin',
    then: {
      name: 'a delete confirmation',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^(Delete|حذف) / })
          .filter({ visible: true })
          .first()
          .click()
        await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible()
      },
    },
  },
  '/dashboard/deities/add': { role: 'admin' },
  '/dashboard/deities/edit/$id': { role: 'admin', idFrom: { list: '/dashboard/deities', prefix: '/dashboard/deities/edit/' } },
  '/dashboard/offering-categories': { role: 'admin' },
  '/dashboard/offering-categories/add': { role: 'admin' },
  '/dashboard/offering-categories/edit/$id': {
    role: 'admin',
    idFrom: { list: '/dashboard/offering-categories', prefix: '/dashboard/offering-categories/edit/' },
  },
  '/dashboard/offerings': {
    role: 'admin',
    then: {
      name: 'the offering editor',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^(Edit|تعديل) / })
          .filter({ visible: true })
          .first()
          .click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible()
      },
    },
  },
  '/dashboard/offerings/add': { role: 'admin' },
  '/dashboard/donation-categories': { role: 'admin' },
  '/dashboard/donation-categories/add': { role: 'admin' },
  '/dashboard/donation-categories/edit/$id': {
    role: 'admin',
    idFrom: { list: '/dashboard/donation-categories', prefix: '/dashboard/donation-categories/edit/' },
  },
  '/dashboard/donations': { role: 'admin' },
  '/dashboard/donations/add': { role: 'admin' },
  '/dashboard/donations/edit/$id': { role: 'admin', idFrom: { list: '/dashboard/donations', prefix: '/dashboard/donations/edit/' } },
  '/dashboard/offering-orders': { role: 'admin' },
  '/dashboard/offering-orders/$id': {
    role: 'admin',
    idFrom: { list: '/dashboard/offering-orders', prefix: '/dashboard/offering-orders/' },
  },
  '/dashboard/donation-receipts': { role: 'admin' },
  '/dashboard/donation-receipts/$id': {
    role: 'admin',
    idFrom: { list: '/dashboard/donation-receipts', prefix: '/dashboard/donation-receipts/' },
  },
  '/dashboard/reports': { role: 'admin' },
  '/dashboard/manage-users': { role: 'admin' },
  '/dashboard/manage-users/$id': { role: 'admin', idFrom: { list: '/dashboard/manage-users', prefix: '/dashboard/manage-users/' } },
  '/register-temple': { role: 'admin' },
  '/account': { role: ['admin', 'staff'] },
  '/dev': { role: 'admin' },

  '/staff/dashboard': {
    role: 'staff',
    then: {
      name: 'a temple’s dialog',
      open: async (page) => {
        await page.getByRole('searchbox').first().fill('temple')
        // The results of what was typed, not the last ones (on screen until the new ones are in).
        await expect(page.getByTestId('temple-search-results')).toHaveAttribute('aria-busy', 'false')
        await page.getByTestId('temple-result').first().click()
        await expect(page.getByRole('dialog')).toBeVisible()
      },
    },
  },
}

/** The full paths the router knows, read from the generated route tree (the build writes it). */
function routeTreePaths(): string[] {
  const source = readFileSync('src/routeTree.gen.ts', 'utf8')
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? ''
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => (m[1] === '/' ? '/' : m[1]!.replace(/\/$/, '')))
  return [...new Set(paths)].sort()
}

/**
 * Light, dark and Arabic, each at 1366 px and at 390 px, in four runs rather than six: the colours
 * are the same in both directions, so Arabic takes dark at 1366 px and light at 390 px, and every
 * colour scheme and every direction is seen at both widths (docs/decisions/186-accessibility-sweep.md).
 */
const MODES = [
  { name: 'light 1366', width: 1366, height: 860, query: 'mode=light' },
  { name: 'dark 390', width: 390, height: 844, query: 'mode=dark' },
  { name: 'Arabic dark 1366', width: 1366, height: 860, query: 'mode=dark&lang=ar' },
  { name: 'Arabic light 390', width: 390, height: 844, query: 'mode=light&lang=ar' },
] as const
type Mode = (typeof MODES)[number]

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`

/** The page shows its content: a heading, nothing loading, no transition running. */
async function contentShown(page: Page, role: Role, mode: Mode) {
  await expect(page.locator('html')).toHaveAttribute('dir', mode.query.includes('lang=ar') ? 'rtl' : 'ltr')
  // The colour mode is a setting of the signed-in shell: the public pages are always light.
  if (role !== 'public') await expect(page.locator('html')).toHaveClass(mode.query.includes('mode=dark') ? /\bdark\b/ : /\blight\b/)
  await expect(page.getByRole('heading').first()).toBeVisible()
  await settled(page)
}

/**
 * Serious and critical violations of the page as it is now, one line each. axe runs in the page
 * itself (legacy mode: the app has no frames): by default each analysis opened a blank tab and
 * loaded axe's 550 kB into it and into the page again (2.5 s an analysis against 0.6 s at load 18,
 * docs/decisions/219-browser-tests-sign-in-once.md). axe is put into the page once: the sweep's next
 * pages are navigations of the same document, so later analyses give AxeBuilder a no-op script.
 */
async function violations(page: Page, where: string): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
  const results = await new AxeBuilder({ page, ...(loaded && { axeSource: 'void 0' }) })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Experimental in axe 4, so off by default: a control's name must contain its visible text (WCAG 2.5.3).
    // Only the violations are read: axe gives every node of them, and skips building a selector
    // for each node that passes (most of its time on a large page).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')} ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    )
}

/**
 * Opens `url`: the first page of a test loads the app (with the mode's settings in its query), the
 * next ones are the app's own navigations (the router follows a history entry, as on Back or
 * Forward), which keeps the sweep from starting the app and its mocked backend 46 times over.
 * The page is there once the previous page's headings are gone and a heading of its own shows.
 */
async function open(page: Page, role: Role, url: string, mode: Mode, first: boolean) {
  if (first) {
    await page.goto(withQuery(url, mode.query))
  } else {
    await page.evaluate((href) => {
      for (const heading of document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')) heading.setAttribute('data-sweep-left', '')
      const index = Number((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
      window.history.pushState({ __TSR_index: index, key: `sweep-${index}` }, '', href)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    }, url)
    await expect(page.locator('main [data-sweep-left]')).toHaveCount(0)
  }
  await contentShown(page, role, mode)
}

/**
 * The administrator's pages are swept in three parts, three tests per run: one test of all 27
 * analyses ran out of its 180 s at load 20, halves now and then at load 25 (2.1-3.1 min), and the
 * parts run in both workers. A part starts at the path named here; a `$id` route stays in its
 * list's part.
 */
const PART_STARTS: Record<Role, readonly string[]> = {
  public: [],
  admin: ['/dashboard/offerings', '/dashboard/offering-orders'],
  staff: [],
}

/** The role's routes in ROUTES' order, cut into its parts. */
function partsOf(role: Role): [path: string, entry: Visit][][] {
  const parts: [string, Visit][][] = [[]]
  for (const [path, entry] of Object.entries(ROUTES)) {
    if ('skip' in entry || ![entry.role].flat().includes(role)) continue
    if (PART_STARTS[role].includes(path)) parts.push([])
    parts.at(-1)!.push([path, entry])
  }
  return parts
}

async function sweep(page: Page, role: Role, mode: Mode, routes: [path: string, entry: Visit][]) {
  const found: string[] = []
  const ids = new Map<string, string>()
  await page.setViewportSize({ width: mode.width, height: mode.height })
  let first = true
  for (const [path, entry] of routes) {
    let url = entry.url ?? path
    if (entry.idFrom) {
      const href = ids.get(path)
      expect(href, `${path}: no link on ${entry.idFrom.list}`).toBeTruthy()
      url = href!
    }
    const t0 = Date.now()
    await open(page, role, url, mode, first)
    first = false
    const t1 = Date.now()
    found.push(...(await violations(page, `${path} [${mode.name}]`)))
    if (process.env.SWEEP_TIMES) console.warn(`${path} shown ${t1 - t0} ms, axe ${Date.now() - t1} ms`)
    // The detail routes' ids, from this list's first link to them.
    for (const [detail, other] of Object.entries(ROUTES)) {
      if ('skip' in other || other.idFrom?.list !== path) continue
      const prefix = other.idFrom.prefix
      const href = await page
        .locator(`a[href^="${prefix}"]`)
        .evaluateAll((links, p) => links.map((a) => a.getAttribute('href')!).find((h) => /^\d+$/.test(h.slice(p.length))), prefix)
      if (href) ids.set(detail, href)
    }
    if (entry.then) {
      await entry.then.open(page)
      await settled(page)
      found.push(...(await violations(page, `${path} with ${entry.then.name} [${mode.name}]`)))
    }
  }
  expect(found).toEqual([])
}

test('every route of the route tree is swept or skipped with a reason', () => {
  expect(routeTreePaths()).toEqual(Object.keys(ROUTES).sort())
  // Each part holds the lists its `$id` routes take their ids from.
  for (const role of ['public', 'admin', 'staff'] as const) {
    for (const part of partsOf(role)) {
      const paths = part.map(([path]) => path)
      for (const [path, entry] of part) if (entry.idFrom) expect(paths.indexOf(entry.idFrom.list), path).toBeGreaterThanOrEqual(0)
    }
  }
})

for (const role of ['public', 'admin', 'staff'] as const) {
  test.describe(`accessibility sweep: ${role}`, () => {
    const parts = partsOf(role)
    for (const mode of MODES) {
      for (const [index, routes] of parts.entries()) {
        const part = parts.length > 1 ? `, part ${index + 1} of ${parts.length}` : ''
        test(`${role}, ${mode.name}${part}: no serious or critical axe violation`, async ({ browser }, testInfo) => {
          test.setTimeout(Number(process.env.SWEEP_TIMEOUT ?? 180_000))
          const context = await browser.newContext(role === 'public' ? {} : { storageState: signedInFile(testInfo, role) })
          try {
            await sweep(await context.newPage(), role, mode, routes)
          } finally {
            await context.close()
          }
        })
      }
    }
  })
}
