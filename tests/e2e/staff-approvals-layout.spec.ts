import { expect, test, type Locator, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('staff'))

const TEMPLES = 'Temples waiting for approval'
const BANK = 'Bank accounts waiting for approval'

/** The element's box lies inside the viewport's width (nothing cut off to the right or left). */
async function expectInsideViewport(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded()
  await expect(element).toBeVisible()
  const box = (await element.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

/** No sideways scrolling: neither the page nor the element (a table's scroll area) is wider than it shows. */
async function expectNoSidewaysScroll(page: Page, element: Locator) {
  const sizes = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }))
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client)
  const doc = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(doc.scroll).toBeLessThanOrEqual(doc.client)
}

async function openStaffDashboard(page: Page) {
  await page.goto('/staff/dashboard')
  await expect(page).toHaveURL(/\/staff\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Temple Approvals' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Bank Account Approvals' })).toBeVisible()
}

test('1366 px: both approval tables show their actions without sideways scrolling; Approve says so', async ({ page }) => {
  await openStaffDashboard(page)

  const temples = page.getByRole('table', { name: TEMPLES })
  await expect(temples.getByRole('row').nth(1)).toBeVisible()
  for (const table of [temples, page.getByRole('table', { name: BANK })]) {
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    await expectNoSidewaysScroll(page, table)
    await expectNoSidewaysScroll(page, table.locator('xpath=..'))
  }
  // The temple rows open the temple: their last column is in view.
  await expectInsideViewport(page, temples.getByRole('row').nth(1).getByRole('cell').last())

  const bank = page.getByRole('table', { name: BANK })
  const rows = bank.getByRole('row')
  const count = await rows.count()
  for (let i = 1; i < count; i += 1) {
    const row = rows.nth(i)
    await expectInsideViewport(page, row.getByRole('button', { name: /^Approve / }))
    await expectInsideViewport(page, row.getByRole('button', { name: /^Reject / }))
  }
  await page.screenshot({ path: '/tmp/staff-1366.png', fullPage: true })

  // An account with a merchant id is approved with one mouse click, and the page says so.
  const row = rows.filter({ hasNot: page.getByText('—', { exact: true }) }).nth(1)
  const temple = (await row.getByRole('cell').first().innerText()).trim()
  await row.getByRole('button', { name: `Approve ${temple} bank account` }).click()
  await expect(page.getByText(`Bank account of ${temple} approved`)).toBeVisible()
  await expect(row.getByText('Approved', { exact: true })).toBeVisible()
  await page.screenshot({ path: '/tmp/staff-1366-approved.png' })

  // The temple dialog's users table: its Remove buttons in view without sideways scrolling.
  await page.goto('/staff/dashboard?temple=1')
  const users = page.getByRole('dialog').getByRole('table', { name: 'Temple users' })
  await expect(users.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 })
  await expectNoSidewaysScroll(page, users.locator('xpath=..'))
  await expectInsideViewport(page, users.getByRole('button', { name: /^Remove / }).first())
})

test.describe('390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the approvals are card lists with the temple, the details and the actions; Approve says so', async ({ page }) => {
    await openStaffDashboard(page)

    const temples = page.getByRole('list', { name: TEMPLES })
    const templeCard = temples.getByRole('listitem').first()
    await expect(templeCard).toBeVisible()
    await expect(templeCard.getByText('City')).toBeVisible()
    await expect(templeCard.getByText('Requested')).toBeVisible()
    await expectInsideViewport(page, templeCard)
    await page.screenshot({ path: '/tmp/staff-390-temples.png' })

    const bank = page.getByRole('list', { name: BANK })
    const cards = bank.getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('table', { name: BANK })).toHaveCount(0)
    const card = cards.filter({ hasNot: page.getByText('—', { exact: true }) }).first()
    const temple = (await card.getByTestId('card-title').innerText()).trim()
    for (const label of ['Account name', 'Number', 'IFSC', 'Merchant id', 'Updated']) await expect(card.getByText(label)).toBeVisible()
    await expectInsideViewport(page, card.getByRole('button', { name: `Approve ${temple} bank account` }))
    await expectInsideViewport(page, card.getByRole('button', { name: `Reject ${temple} bank account` }))
    await expectNoSidewaysScroll(page, bank)
    await page.screenshot({ path: '/tmp/staff-390.png', fullPage: true })

    await card.getByRole('button', { name: `Approve ${temple} bank account` }).click()
    await expect(page.getByText(`Bank account of ${temple} approved`)).toBeVisible()
    await expect(card.getByText('Approved', { exact: true })).toBeVisible()
    await page.screenshot({ path: '/tmp/staff-390-approved.png' })

    // The temple dialog's users table is a card list too, its Remove button in view.
    await page.goto('/staff/dashboard?temple=1')
    const users = page.getByRole('dialog').getByRole('list', { name: 'Temple users' })
    const userCard = users.getByRole('listitem').first()
    await expect(userCard).toBeVisible({ timeout: 15_000 })
    await expect(userCard.getByText('E-mail', { exact: true })).toBeVisible()
    await expectInsideViewport(page, userCard.getByRole('button', { name: /^Remove / }))
    await expectNoSidewaysScroll(page, users)
    await page.screenshot({ path: '/tmp/staff-390-users.png' })
  })
})
