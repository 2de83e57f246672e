import { expect, test, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/**
 * Issue 28, items 10 and 11: a phone (390 px) folds the receipts' and the report's filters behind
 * a "Filters (n)" button, shows every detail of an offering in its card and reaches the header
 * search; in Arabic, times read left to right, a long Latin temple name starts at its first
 * letter, and the row switches put their thumb on the "on" side of a right-to-left page.
 */
const PHONE = { width: 390, height: 844 }

/** The offerings list, signed in (the state saved once per run). */
async function signIn(page: Page) {
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
}

/** The search form behind the phone's "Filters" button: hidden until the button is clicked. */
async function openFilters(page: Page, form: string, count: string) {
  const button = page.getByRole('button', { name: count, exact: true })
  await expect(button).toBeVisible()
  await expect(page.getByRole('search', { name: form })).toBeHidden()
  await button.click()
  await expect(page.getByRole('search', { name: form })).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return page.getByRole('search', { name: form })
}

/** The second option of a select (the first one that is not "All"). */
async function pickFirstOption(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label, exact: true })
  const value = await select.locator('option').nth(1).getAttribute('value')
  await select.selectOption(value!)
  return value!
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  test('offering receipts: the filters open from "Filters", apply, fold again and the count follows', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/offering-order/?') || request.url().includes('/offering-order?')) asked.push(request.url())
    })
    await page.goto('/dashboard/offering-orders')
    await expect(page.getByRole('heading', { name: 'Offering receipts' })).toBeVisible({ timeout: 30_000 })
    const form = await openFilters(page, 'Filter offering receipts', 'Filters')
    await page.screenshot({ path: '/tmp/mobile-receipts-filters-light.png' })
    await form.getByRole('combobox', { name: 'Status', exact: true }).selectOption('complete')
    const category = await pickFirstOption(page, 'Category')
    await form.getByRole('button', { name: 'Apply' }).click()

    await expect(page).toHaveURL(new RegExp(`status=complete.*category=${category}|category=${category}.*status=complete`))
    await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible()
    await expect(page.getByRole('search', { name: 'Filter offering receipts' })).toBeHidden()
    await expect.poll(() => asked.some((url) => url.includes('status=complete') && url.includes(`category=${category}`))).toBe(true)
    // The list shows the filtered receipts only (or says there are none).
    const rows = page.locator('tbody tr[data-index]')
    await expect(rows.first().or(page.getByText('No receipts match these filters'))).toBeVisible()
    for (const row of await rows.all()) await expect(row).toContainText('Complete')
  })

  test('donation receipts: "Filters", a status and a date, then "Filters (2)"', async ({ page }) => {
    await page.goto('/dashboard/donation-receipts?mode=dark')
    await expect(page.getByRole('heading', { name: 'Donation receipts' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/dark/)
    const form = await openFilters(page, 'Filter donation receipts', 'Filters')
    await page.screenshot({ path: '/tmp/mobile-donation-filters-dark.png' })
    await form.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all')
    await form.getByRole('textbox', { name: 'Booking date from' }).click()
    await page.keyboard.type('01/01/2020')
    await form.getByRole('button', { name: 'Apply' }).click()

    await expect(page).toHaveURL(/status=all/)
    await expect(page).toHaveURL(/bookingDateAfter=2020-01-01/)
    await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible()
    await expect(page.locator('tbody tr[data-index]').first()).toBeVisible()
    await page.screenshot({ path: '/tmp/mobile-donation-filtered-dark.png' })

    // Reset: no filter in force, the button says so.
    await page.getByRole('button', { name: 'Filters (2)', exact: true }).click()
    await page.getByRole('search', { name: 'Filter donation receipts' }).getByRole('button', { name: 'Reset' }).click()
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
  })

  test('report: the durations stay in view, the filters fold behind "Filters" and count what is applied', async ({ page }) => {
    await page.goto('/dashboard/reports')
    await expect(page.getByTestId('report-totals').or(page.getByText('No bookings in this period'))).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('group', { name: 'Duration' })).toBeVisible()
    const form = await openFilters(page, 'Filter the report', 'Filters')
    await form.getByRole('combobox', { name: 'Status', exact: true }).selectOption('complete')
    const deity = await pickFirstOption(page, 'Deity')
    await form.getByRole('button', { name: 'Apply' }).click()

    await expect(page).toHaveURL(new RegExp(`deity=${deity}`))
    await expect(page).toHaveURL(/status=complete/)
    await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible()
    await expect(page.getByTestId('report-totals').or(page.getByText('No bookings in this period'))).toBeVisible({ timeout: 30_000 })
    // A duration is no filter: the count stays.
    await page.getByRole('button', { name: 'This month' }).click()
    await expect(page).toHaveURL(/duration=thisMonth/)
    await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible()
    await page.screenshot({ path: '/tmp/mobile-report-light.png' })
  })

  test('the header search opens from its button and finds a section below 768 px', async ({ page }) => {
    await signIn(page)
    const search = page.getByRole('button', { name: 'Search', exact: true })
    await expect(search).toBeVisible()
    await search.click()
    const box = page.getByRole('combobox', { name: 'Search' })
    await expect(box).toBeVisible()
    await expect(box).toBeFocused()
    await page.keyboard.type('Deit')
    const hit = page.getByRole('option', { name: /Deities/ }).first()
    await expect(hit).toBeVisible()
    await page.screenshot({ path: '/tmp/mobile-search-light.png' })
    await hit.click()
    await expect(page).toHaveURL(/\/dashboard\/deities/)
    // The box folds back into its button.
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  })
})

/** The first row's values by column header, at 1366 px (table) and at 390 px (card). */
async function desktopRow(page: Page) {
  const table = page.getByRole('table', { name: 'Offerings' })
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible()
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.replace(/\s+/g, ' ').trim())
  const cells = (await table.locator('tbody tr[data-index="0"] > td').allInnerTexts()).map((c) => c.replace(/\s+/g, ' ').trim())
  const detail = (await table.locator('tbody tr[data-index="0"] [data-detail]').innerText()).replace(/\s+/g, ' ')
  return { headers, cells, detail }
}

test('an offering card on a phone shows every detail of the desktop row, none of them cut', async ({ page }) => {
  await signIn(page)
  const desktop = await desktopRow(page)
  await page.setViewportSize(PHONE)
  const card = page.locator('tbody tr[data-index="0"]')
  await expect(card.locator('[data-card]')).toBeVisible()
  await page.screenshot({ path: '/tmp/mobile-offering-cards-light.png' })
  const labels = (await card.locator('dt').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
  const values = (await card.locator('dd').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
  const card_ = new Map(labels.map((label, i) => [label, values[i] ?? '']))

  // Every column of the table (its own cell, or folded into the detail line) has its label and value in the card.
  const folded = [...desktop.detail.matchAll(/(?:^| · )([^:·]+): /g)].map((m) => m[1]!.trim())
  expect(folded.length).toBeGreaterThan(0)
  for (const label of folded) {
    expect(card_.has(label), `"${label}" in the card`).toBe(true)
    expect(desktop.detail).toContain(`${label}: ${card_.get(label)}`)
  }
  desktop.headers.forEach((header, i) => {
    if (header === '#' || header === 'Name' || header === 'Actions' || header === '') return
    expect(card_.get(header), `"${header}" in the card`).toBe(desktop.cells[i])
  })
  // The name and the number are the card's title.
  const name = desktop.cells[desktop.headers.indexOf('Name')]!.split(' Category:')[0]!
  await expect(card.locator('[data-card-title]')).toContainText(name)
  await expect(card.locator('[data-card-title]')).toContainText('1')
  // Nothing is cut: no value is clamped and the card's content fits its row.
  const cut = await card.evaluate((tr) =>
    [...tr.querySelectorAll('dd, dd *, [data-card]')]
      .filter((el) => el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.outerHTML.slice(0, 80)),
  )
  expect(cut).toEqual([])

  await page.goto('/dashboard/offerings?mode=dark')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('tbody tr[data-index="0"] [data-card]')).toBeVisible()
  await page.screenshot({ path: '/tmp/mobile-offering-cards-dark.png' })
})

test.describe('in Arabic', () => {
  /** Scrolls the offerings list (mouse wheel) until a row with time slots shows; returns its first time range. */
  async function firstTimeRange(page: Page) {
    const range = page
      .locator('tbody td p')
      .filter({ hasText: /^\d\d:\d\d [AP]M - \d\d:\d\d [AP]M$/ })
      .first()
    await expect
      .poll(
        async () => {
          if (await range.isVisible()) return true
          await page.mouse.wheel(0, 600)
          return false
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await range.scrollIntoViewIfNeeded()
    return range
  }

  test('a time range reads left to right, from its first time', async ({ page }) => {
    await page.goto('/dashboard/offerings?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const range = await firstTimeRange(page)
    const text = (await range.innerText()).trim()
    // The range is isolated left to right (a <bdi dir="ltr">), so its parts keep their order.
    const isolated = await range.evaluate((p) => {
      const inner = p.querySelector('bdi, [dir=ltr]')
      return inner ? { dir: getComputedStyle(inner).direction, bidi: getComputedStyle(inner).unicodeBidi, text: inner.textContent } : null
    })
    expect(isolated).toEqual({ dir: 'ltr', bidi: 'isolate', text })
    // And it reads so on screen: the first time's digits are left of the second time's.
    const [from, to] = text.split(' - ')
    const xs = await range.evaluate(
      (p, parts) => {
        const node = (p.querySelector('bdi, [dir=ltr]') ?? p).firstChild!
        const at = (start: number) => {
          const r = document.createRange()
          r.setStart(node, start)
          r.setEnd(node, start + 2)
          return r.getBoundingClientRect().left
        }
        const all = node.textContent ?? ''
        return [at(all.indexOf(parts[0])), at(all.indexOf(parts[1]))]
      },
      [from!, to!] as const,
    )
    expect(xs[0]).toBeLessThan(xs[1]!)
    await page.screenshot({ path: '/tmp/mobile-ar-times.png' })

    // A receipt's booked time is isolated too.
    await page.goto('/dashboard/offering-orders?lang=ar&dateAfter=any')
    const time = page
      .locator('tbody')
      .getByText(/^\d\d:\d\d [AP]M$/)
      .first()
    await expect(time).toBeVisible({ timeout: 30_000 })
    expect(await time.evaluate((el) => el.closest('bdi, [dir=ltr]') !== null)).toBe(true)
  })

  test('a long Latin temple name in the temple switcher starts at its first letter', async ({ page }) => {
    await signIn(page)
    const long = 'Sree Padmanabhaswamy Temple of Thiruvananthapuram, East Fort'
    // The address matches at once; the mock answers this page's own fetch once its worker controls it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const status = await page.evaluate(async (name) => {
      const found = (await (await fetch('/api/__mock__/db/temples?search=Padmanabhaswamy')).json()) as { id: number; name: string }[]
      const row = found.find((candidate) => candidate.name === 'Sree Padmanabhaswamy Temple')
      if (!row) return 0
      const response = await fetch(`/api/__mock__/db/temples/${row.id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...row, name }),
      })
      return response.status
    }, long)
    expect(status).toBe(200)
    await page.goto('/dashboard/offerings?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const switcher = page.locator('header select')
    await expect(switcher.locator('option:checked')).toHaveText(long)
    // The name takes its direction from its own letters (dir="auto"): left to right, cut at its end.
    const option = await switcher
      .locator('option:checked')
      .evaluate((o) => ({ dir: o.getAttribute('dir'), direction: getComputedStyle(o).direction }))
    expect(option).toEqual({ dir: 'auto', direction: 'ltr' })
    // The select itself stays right to left (its arrow at the inline end of an Arabic page).
    expect(await switcher.evaluate((s) => getComputedStyle(s).direction)).toBe('rtl')
    await switcher.scrollIntoViewIfNeeded()
    await page.locator('header').screenshot({ path: '/tmp/mobile-ar-temple-header.png' })
    await page.screenshot({ path: '/tmp/mobile-ar-1366.png' })
  })

  /** Where a row switch's thumb is, from its left edge to the switch's width (0 = left, 1 = right). */
  async function thumbPositions(page: Page) {
    const switches = page.getByRole('switch')
    await expect(switches.first()).toBeVisible()
    // Let the thumbs' transition end before measuring.
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0)
    return switches.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).map((input) => {
        const box = input.getBoundingClientRect()
        const after = getComputedStyle(input, '::after')
        const width = parseFloat(after.width)
        const shift = new DOMMatrix(after.transform === 'none' ? undefined : after.transform).m41
        const left = after.left !== 'auto' ? parseFloat(after.left) : box.width - parseFloat(after.right) - width
        return { checked: input.checked, centre: (left + shift + width / 2) / box.width }
      }),
    )
  }

  test('the row switches mirror: the thumb of an "on" switch is on the left in Arabic, on the right in English', async ({ page }) => {
    await signIn(page)
    const en = await thumbPositions(page)
    expect(en.some((s) => s.checked)).toBe(true)
    for (const s of en) expect(s.checked ? s.centre > 0.5 : s.centre < 0.5).toBe(true)

    await page.goto('/dashboard/offerings?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const ar = await thumbPositions(page)
    expect(ar.some((s) => s.checked)).toBe(true)
    for (const s of ar) expect(s.checked ? s.centre < 0.5 : s.centre > 0.5).toBe(true)
    await page.getByRole('switch', { checked: true }).first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/mobile-ar-switches.png' })
  })
})
