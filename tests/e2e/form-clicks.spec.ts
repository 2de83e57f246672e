import { expect, test, type Locator, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/*
 * Issue 26 item 5: leaving a field of an untouched form shows no message, so the form does not
 * grow under the pointer and the click that moved the focus lands on the control it was aimed at.
 * Each case clicks the name field, measures the control below it BEFORE clicking, then clicks
 * those coordinates with the mouse.
 */

async function openForm(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** Clicks the name field, then the centre of `target` as it was before that click's blur. */
async function clickBelowName(page: Page, target: Locator) {
  const name = page.getByRole('textbox', { name: /^Name/ })
  await expect(name).toBeVisible()
  await expect(target).toBeVisible()
  // Bring the name field near the top (the window scrolls), so the control below is on screen too.
  await name.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 90))
  await name.click()
  await expect(name).toBeFocused()
  const box = await target.boundingBox()
  if (!box) throw new Error('the control has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  // The point is on the control itself (not under the sticky header or the offering's action bar).
  expect(await target.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)), [x, y])).toBe(true)
  await page.mouse.click(x, y)
}

/** The visible label-and-box of a Chakra checkbox or switch (its input is visually hidden). */
function control(page: Page, text: string | RegExp) {
  return page.locator('label').filter({ hasText: text }).first()
}

test.describe('Add offering', () => {
  test('a weekday and an assigned deity take the click that left the name field', async ({ page }) => {
    await openForm(page, '/dashboard/offerings/add', 'Add offering')
    const monday = control(page, /^Mon$/)
    await clickBelowName(page, monday)
    await expect(monday.getByRole('checkbox')).toBeChecked()
    const deity = page.getByRole('group', { name: 'Assigned deities' }).locator('label').first()
    await clickBelowName(page, deity)
    await expect(deity.getByRole('checkbox')).toBeChecked()
    await expect(page.getByText('Name is required')).toHaveCount(0)
  })

  test.describe('with room for the time slots under the name', () => {
    // The same 1366 px width; tall enough that "Add time slot" shows with the name field.
    test.use({ viewport: { width: 1366, height: 1500 } })
    test('"Add time slot" takes the click that left the name field', async ({ page }) => {
      await openForm(page, '/dashboard/offerings/add', 'Add offering')
      await clickBelowName(page, page.getByRole('button', { name: 'Add time slot' }))
      await expect(page.getByRole('group', { name: 'Time slot 1' })).toBeVisible()
    })
  })

  test('a submit shows the messages; typing then clears them', async ({ page }) => {
    await openForm(page, '/dashboard/offerings/add', 'Add offering')
    // Marked disabled while invalid (aria-disabled), a click still submits and shows why.
    const submit = await page.getByRole('button', { name: 'Add offering' }).boundingBox()
    if (!submit) throw new Error('no submit button')
    await page.mouse.click(submit.x + submit.width / 2, submit.y + submit.height / 2)
    await expect(page.getByText('Name is required')).toBeVisible()
    await page.getByRole('textbox', { name: /^Name/ }).fill('Pushpanjali')
    await expect(page.getByText('Name is required')).toHaveCount(0)
  })
})

test('Add deity: the main prathistta switch takes the click that left the name field', async ({ page }) => {
  await openForm(page, '/dashboard/deities/add', 'Add deity')
  await clickBelowName(page, control(page, /^No$/))
  await expect(control(page, /^Yes/).getByRole('checkbox')).toBeChecked()
  const offering = page.getByRole('group', { name: 'Offerings' }).locator('label').first()
  await clickBelowName(page, offering)
  await expect(offering.getByRole('checkbox')).toBeChecked()
  await expect(page.getByText('Name is required')).toHaveCount(0)
})

test('Add donation: "Devotee picks a date" and a weekday take the click that left the name field', async ({ page }) => {
  await openForm(page, '/dashboard/donations/add', 'Add donation')
  const dated = control(page, 'Devotee picks a date')
  await clickBelowName(page, dated)
  await expect(dated.getByRole('checkbox')).toBeChecked()
  await page.getByRole('combobox', { name: /^Donation type/ }).selectOption('weekly')
  const tuesday = control(page, /^Tue$/)
  await clickBelowName(page, tuesday)
  await expect(tuesday.getByRole('checkbox')).toBeChecked()
  await expect(page.getByText('Name is required')).toHaveCount(0)
})

/** The spec: "The description box grows to 10 rows" (then it scrolls). */
for (const [path, heading] of [
  ['/dashboard/offerings/add', 'Add offering'],
  ['/dashboard/donations/add', 'Add donation'],
] as const) {
  test(`${heading}: the description grows to 10 lines, then scrolls`, async ({ page }) => {
    await openForm(page, path, heading)
    const description = page.getByRole('textbox', { name: /^Description/ })
    await description.click()
    await description.fill(Array.from({ length: 20 }, (_, i) => `Line ${i + 1}`).join('\n'))
    const tenLines = await description.evaluate((element) => {
      const style = getComputedStyle(element)
      const px = (value: string) => parseFloat(value)
      return (
        10 * px(style.lineHeight) + px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth)
      )
    })
    await expect.poll(() => description.evaluate((element) => element.getBoundingClientRect().height)).toBeCloseTo(tenLines, 0)
    const { scrollHeight, clientHeight, overflowY } = await description.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      overflowY: getComputedStyle(element).overflowY,
    }))
    expect(scrollHeight).toBeGreaterThan(clientHeight)
    expect(overflowY).not.toBe('hidden')
  })
}
