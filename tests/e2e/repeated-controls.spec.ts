import { expect, test, type Locator, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/**
 * Lists of checkboxes, radios and switches clicked with the mouse (issue 26): each click must
 * tick the control under the pointer, and what is saved must be what was clicked. Keyboard use
 * never showed the fault, so every click here lands on the visible control.
 */

/** Collects name → url of every deity the app loads (the list answers carry both). */
function deityUrls(page: Page): Map<string, string> {
  const urls = new Map<string, string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const row = value as Record<string, unknown>
      if (typeof row.url === 'string' && typeof row.name === 'string' && /\/deity\/\d+\/$/.test(row.url)) urls.set(row.name, row.url)
      Object.values(row).forEach(walk)
    }
  }
  page.on('response', async (response) => {
    if (response.request().method() !== 'GET' || !response.url().includes('/temple/t-admin/deity/')) return
    walk(await response.json().catch(() => null))
  })
  return urls
}

/**
 * Records the JSON bodies of the writes (POST, PATCH) to paths matching `path`, as the page sends
 * them: requests the mock's service worker answers carry no body Playwright can read, so the
 * page's fetch keeps a copy. Returns a reader of the bodies so far, in order.
 */
async function recordWrites(page: Page, path: RegExp) {
  await page.addInitScript((source) => {
    const send = window.fetch.bind(window)
    const writes: { method: string; body: unknown }[] = []
    Object.assign(window, { __writes: writes })
    window.fetch = async (input, init) => {
      // A copy: reading the body of the request itself would leave nothing to send.
      const request = input instanceof Request ? input.clone() : new Request(input, init)
      if (new RegExp(source).test(new URL(request.url).pathname) && ['POST', 'PATCH'].includes(request.method)) {
        writes.push({ method: request.method, body: JSON.parse(await request.text()) as unknown })
      }
      return send(input, init)
    }
  }, path.source)
  return () => page.evaluate(() => (window as unknown as { __writes: { method: string; body: Record<string, unknown> }[] }).__writes)
}

/** The offering saves so far: their method and assigned deities. */
async function recordOfferingSaves(page: Page) {
  const writes = await recordWrites(page, /\/temple\/t-admin\/offering\/(\d+\/)?$/)
  return async () => (await writes()).map(({ method, body }) => ({ method, assigned: body.assigned_deities }))
}

/** The deity checkboxes of the editor (the visible box of each). */
function deities(scope: Page | Locator) {
  return scope.getByRole('group', { name: 'Assigned deities' }).locator('label[data-part="root"]')
}

test('Add offering: a mouse click on the third deity saves that deity and only it', async ({ page }) => {
  const urls = deityUrls(page)
  const saves = await recordOfferingSaves(page)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByRole('link', { name: 'Add offering' }).first().click()
  await expect(page).toHaveURL(/\/offerings\/add$/)
  await page.getByLabel(/^Name/).fill('Third Deity Archana E2E')
  await page.getByLabel(/^Price/).fill('40')
  const category = page.getByLabel('Category')
  await expect(category.locator('option').nth(1)).toBeAttached()
  await category.selectOption({ index: 1 })

  const boxes = deities(page)
  await expect(boxes.nth(2)).toBeVisible()
  const third = boxes.nth(2)
  const name = (await third.textContent())?.trim() ?? ''
  await third.locator('[data-part="control"]').click()
  await expect(third).toHaveAttribute('data-state', 'checked')
  await expect(boxes.nth(0)).toHaveAttribute('data-state', 'unchecked')
  await expect(boxes.and(page.locator('[data-state="checked"]'))).toHaveCount(1)
  expect(urls.get(name)).toBeTruthy()

  await page.getByRole('button', { name: 'Add offering' }).click()
  await expect.poll(saves).toEqual([{ method: 'POST', assigned: [urls.get(name)] }])
  await expect(page.getByText('Offering Third Deity Archana E2E Successfully created')).toBeVisible()
})

test("the offering's edit dialog: untick every deity, tick the third with the mouse, and only it is saved", async ({ page }) => {
  const urls = deityUrls(page)
  const saves = await recordOfferingSaves(page)
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const boxes = deities(dialog)
  await expect(boxes.nth(2)).toBeVisible()
  const count = await boxes.count()
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index)
    if ((await box.getAttribute('data-state')) === 'checked') {
      await box.locator('[data-part="control"]').click()
      await expect(box).toHaveAttribute('data-state', 'unchecked')
    }
  }
  const third = boxes.nth(2)
  const name = (await third.textContent())?.trim() ?? ''
  await third.locator('[data-part="control"]').click()
  await expect(third).toHaveAttribute('data-state', 'checked')
  await expect(boxes.and(dialog.locator('[data-state="checked"]'))).toHaveCount(1)
  expect(urls.get(name)).toBeTruthy()

  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect.poll(saves).toEqual([{ method: 'PATCH', assigned: [urls.get(name)] }])
  await expect(page.getByText('Offering updated')).toBeVisible()
})

test('weekly and monthly days: the day clicked with the mouse is the one ticked', async ({ page }) => {
  await page.goto('/dashboard/offerings')
  await expect(page).toHaveURL(/\/dashboard\/offerings$/)
  await page.getByRole('link', { name: 'Add offering' }).first().click()
  await expect(page).toHaveURL(/\/offerings\/add$/)
  // Valid fields first: a message appearing above on blur would move the boxes under the pointer.
  await page.getByLabel(/^Name/).fill('Days E2E')
  await page.getByLabel(/^Price/).fill('10')

  await page.getByLabel('Offering type').selectOption('weekly')
  const week = page.getByRole('group', { name: 'Days of the week' })
  const wed = week.locator('label[data-part="root"]', { hasText: 'Wed' })
  await wed.locator('[data-part="control"]').click()
  await expect(wed).toHaveAttribute('data-state', 'checked')
  await expect(week.locator('label[data-part="root"][data-state="checked"]')).toHaveCount(1)
  await expect(week.getByRole('checkbox', { name: 'Wed' })).toBeChecked()
  await expect(week.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked()

  await page.getByLabel('Offering type').selectOption('monthly')
  const month = page.getByRole('group', { name: 'Days of the month' })
  const day = month.locator('label[data-part="root"]').filter({ hasText: /^15$/ })
  await day.locator('[data-part="control"]').click()
  await expect(day).toHaveAttribute('data-state', 'checked')
  await expect(month.locator('label[data-part="root"][data-state="checked"]')).toHaveCount(1)
  await expect(month.getByRole('checkbox', { name: '15', exact: true })).toBeChecked()
  await expect(month.getByRole('checkbox', { name: '1', exact: true })).not.toBeChecked()
})

test('the permissions page: the switch clicked with the mouse is the one that changes', async ({ page }) => {
  await page.goto('/dashboard/manage-users/3')
  await expect(page.getByRole('heading', { name: 'Permissions of Ravi Nair' })).toBeVisible()
  const allowed = page.getByTestId(/^state-/).filter({ hasText: 'Allowed' })
  await expect(page.getByTestId('state-view_offering')).toHaveText('Allowed')
  const before = await allowed.count()
  await page.getByRole('switch', { name: 'Delete offering', exact: true }).click()
  await expect(page.getByTestId('state-delete_offering')).toHaveText('Allowed')
  await expect(page.getByRole('switch', { name: 'Delete offering', exact: true })).toBeChecked()
  await expect(page.getByTestId('state-delete_deity')).toHaveText('Restricted')
  await expect(allowed).toHaveCount(before + 1)
})

test('demoting an Admin keeps every switch that read Allowed, after Save and after a reload', async ({ page }) => {
  const writes = await recordWrites(page, /\/temple\/t-admin\/admins\/3\/$/)
  await page.goto('/dashboard/manage-users/3')
  await expect(page.getByRole('heading', { name: 'Permissions of Ravi Nair' })).toBeVisible()
  const role = (name: string) => page.locator('label[data-part="item"]', { hasText: name }).locator('[data-part="item-control"]')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  const states = page.getByTestId(/^state-/)
  const restricted = states.filter({ hasText: 'Restricted' })

  // Ravi becomes an administrator (Arjun stays one, so Ravi is not the last).
  await role('Admin').click()
  await expect(page.getByRole('radio', { name: 'Admin' })).toBeChecked()
  await save.click()
  await expect(page.getByText('Updated permissions')).toBeVisible()
  await expect(save).toBeDisabled()
  await expect(restricted).toHaveCount(0)

  await role('Staff').click()
  await expect(page.getByRole('radio', { name: 'Staff' })).toBeChecked()
  await expect(page.getByRole('switch').first()).toBeEnabled()
  await expect(restricted).toHaveCount(0)
  const shown = await states.count()
  await save.click()
  await expect(save).toBeDisabled()
  await expect.poll(async () => (await writes()).length).toBe(2)
  const demotion = (await writes())[1]!.body as { role: string; permissions: string[] }
  expect(demotion.role).toBe('staff')
  expect(new Set(demotion.permissions).size).toBe(shown)
  await expect(restricted).toHaveCount(0)
  await expect(states.filter({ hasText: 'Allowed' })).toHaveCount(shown)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Permissions of Ravi Nair' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Staff' })).toBeChecked()
  await expect(states.filter({ hasText: 'Allowed' })).toHaveCount(shown)
  await expect(restricted).toHaveCount(0)
})
