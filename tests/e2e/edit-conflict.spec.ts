import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { signedIn } from './signed-in'

// Signed in once per run (signed-in.ts): these tests are not about signing in.
test.use(signedIn('admin'))

/** A field's row in the conflict dialog, checked to show `theirs` and `mine`. */
async function conflictRow(conflict: Locator, label: RegExp, theirs: string, mine: string) {
  const row = conflict.getByRole('row', { name: label })
  await expect(row.getByRole('cell').nth(1)).toHaveText(theirs)
  await expect(row.getByRole('cell').nth(2)).toHaveText(mine)
  return row
}

/**
 * Two tabs of one browser on the list at `path` (the same user, two people as far as a record is
 * concerned), and the name of the record in the list's row `row` (by its edit control, a `role`).
 */
async function twoTabs(context: BrowserContext, path: string, row: number, role: 'button' | 'link') {
  const tabA = await context.newPage()
  await tabA.goto(path)
  const edit = tabA
    .getByRole('row')
    .nth(row)
    .getByRole(role, { name: /^Edit / })
  await expect(edit).toBeVisible()
  const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '')
  expect(name).not.toBe('')
  const tabB = await context.newPage()
  await tabB.goto(path)
  return { tabA, tabB, name }
}

/** Opens the edit dialog of the offering called `name` on the offerings list. */
async function openEditor(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(dialog.getByLabel(/^Price/)).toBeVisible()
  return dialog
}

test('two tabs edit the same offering: the later save shows both versions and saves the merge the user picks', async ({ context }) => {
  const { tabA, tabB, name } = await twoTabs(context, '/dashboard/offerings', 1, 'button')
  const editorB = await openEditor(tabB, name)
  const editorA = await openEditor(tabA, name)

  // Tab A changes the price and saves.
  await editorA.getByLabel(/^Price/).fill('111')
  await editorA.getByRole('button', { name: 'Save changes' }).click()
  await expect(tabA.getByText('Offering updated')).toBeVisible()
  await expect(editorA).toBeHidden()

  // Tab B, opened before that save, changes the price and the description, and saves.
  await editorB.getByLabel(/^Price/).fill('999')
  await editorB.getByLabel('Description').fill('Changed in tab B')
  await editorB.getByRole('button', { name: 'Save changes' }).click()

  const conflict = tabB.getByRole('alertdialog', { name: 'Someone else changed this record' })
  await expect(conflict).toBeVisible()
  const price = await conflictRow(conflict, /^Price/, '111', '999')
  const description = conflict.getByRole('row', { name: /^Description/ })
  await expect(description.getByRole('cell').nth(2)).toHaveText('Changed in tab B')
  // Only fields that differ are listed (the name is the same on both sides).
  await expect(conflict.getByRole('row', { name: /^Name/ })).toHaveCount(0)
  // The fields tab B changed keep its values unless the user says otherwise.
  await expect(price.getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-pressed', 'true')
  await tabB.screenshot({ path: 'screenshots/edit-conflict.png' })

  // "Take all theirs", then back to "Keep mine" for the description: theirs for the price, mine for the description.
  await conflict.getByRole('button', { name: 'Take all theirs' }).click()
  await expect(description.getByRole('button', { name: 'Take theirs' })).toHaveAttribute('aria-pressed', 'true')
  await description.getByRole('button', { name: 'Keep mine' }).click()
  await expect(description.getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-pressed', 'true')
  await expect(price.getByRole('button', { name: 'Take theirs' })).toHaveAttribute('aria-pressed', 'true')
  await conflict.getByRole('button', { name: 'Use these values' }).click()
  await expect(conflict).toBeHidden()

  // Nothing typed is lost: the form holds the merge, and saving it succeeds.
  await expect(editorB.getByLabel(/^Price/)).toHaveValue('111')
  await expect(editorB.getByLabel('Description')).toHaveValue('Changed in tab B')
  await editorB.getByRole('button', { name: 'Save changes' }).click()
  await expect(tabB.getByText('Offering updated')).toBeVisible()
  await expect(editorB).toBeHidden()

  // The stored record is the merge, as tab A now reads it.
  await tabA.reload()
  await expect(tabA.getByRole('row', { name: new RegExp(name) }).first()).toContainText('₹111.00')
  const reread = await openEditor(tabA, name)
  await expect(reread.getByLabel(/^Price/)).toHaveValue('111')
  await expect(reread.getByLabel('Description')).toHaveValue('Changed in tab B')
})

/** Opens the edit page of the deity called `name` from the deities list, by its row's edit link. */
async function openDeity(page: Page, name: string) {
  await page.getByRole('link', { name: `Edit ${name}`, exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/deities\/edit\/\d+$/)
  const field = page.getByRole('textbox', { name: /^Name/ })
  await expect(field).toHaveValue(name)
  return field
}

test('two tabs edit the same deity: the later save shows both versions and saves the merge the user picks', async ({ context }) => {
  // The second row: not the main prathistta.
  const { tabA, tabB, name } = await twoTabs(context, '/dashboard/deities', 2, 'link')
  const nameB = await openDeity(tabB, name)
  const nameA = await openDeity(tabA, name)

  // Tab A renames the deity and saves.
  await nameA.fill('Renamed in tab A')
  await tabA.getByRole('button', { name: 'Save changes' }).click()
  await expect(tabA.getByText('Deity updated')).toBeVisible()
  await expect(tabA).toHaveURL(/\/dashboard\/deities$/)

  // Tab B, opened before that save, renames it too and makes it the main prathistta (a click on the visible switch).
  await nameB.fill('Renamed in tab B')
  await tabB.locator('label').filter({ hasText: /^No$/ }).first().click()
  await expect(tabB.locator('label').filter({ hasText: /^Yes/ }).first().getByRole('checkbox')).toBeChecked()
  await tabB.getByRole('button', { name: 'Save changes' }).click()

  const conflict = tabB.getByRole('alertdialog', { name: 'Someone else changed this record' })
  await expect(conflict).toBeVisible()
  const nameRow = await conflictRow(conflict, /^Name/, 'Renamed in tab A', 'Renamed in tab B')
  const mainRow = await conflictRow(conflict, /^Main prathistta/, 'No', 'Yes')
  // Only fields that differ are listed (the offerings are the same on both sides).
  await expect(conflict.getByRole('row', { name: /^Offerings/ })).toHaveCount(0)
  await expect(nameRow.getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-pressed', 'true')
  await tabB.screenshot({ path: 'screenshots/edit-conflict-deity.png' })

  // Their name, my main flag.
  await nameRow.getByRole('button', { name: 'Take theirs' }).click()
  await expect(nameRow.getByRole('button', { name: 'Take theirs' })).toHaveAttribute('aria-pressed', 'true')
  await expect(mainRow.getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-pressed', 'true')
  await conflict.getByRole('button', { name: 'Use these values' }).click()
  await expect(conflict).toBeHidden()
  await expect(nameB).toHaveValue('Renamed in tab A')
  await tabB.getByRole('button', { name: 'Save changes' }).click()
  await expect(tabB.getByText('Deity updated')).toBeVisible()
  await expect(tabB).toHaveURL(/\/dashboard\/deities$/)

  // The stored record is the merge, as tab A now reads it: tab A's name, tab B's main flag.
  await tabA.reload()
  const row = tabA.getByRole('row', { name: /Renamed in tab A/ })
  await expect(row).toBeVisible()
  await expect(row.getByText('Main', { exact: true })).toBeVisible()
})

test('two tabs edit the temple profile: the later save shows both versions of the differing fields and saves the merge', async ({
  context,
}) => {
  const tabA = await context.newPage()
  await tabA.goto('/dashboard/profile')
  const tabB = await context.newPage()
  await tabB.goto('/dashboard/profile')
  const counterB = tabB.getByRole('textbox', { name: 'Counter name' })
  const counterA = tabA.getByRole('textbox', { name: 'Counter name' })
  await expect(counterB).toBeVisible()
  await tabA.bringToFront()
  await expect(counterA).toBeVisible()

  // Tab A changes the counter name and saves.
  await counterA.click()
  await counterA.fill('Tab A Counter')
  await tabA.getByRole('button', { name: 'Save changes' }).click()
  await expect(tabA.getByText('Temple Updated')).toBeVisible()

  // Tab B, opened before that save, changes the counter name and the description, and saves.
  await tabB.bringToFront()
  await counterB.click()
  await counterB.fill('Tab B Counter')
  const descriptionB = tabB.getByRole('textbox', { name: 'Description' })
  await descriptionB.click()
  await descriptionB.fill('Changed in tab B')
  await tabB.getByRole('button', { name: 'Save changes' }).click()

  const conflict = tabB.getByRole('alertdialog', { name: 'Someone else changed this record' })
  await expect(conflict).toBeVisible()
  const counter = await conflictRow(conflict, /^Counter name/, 'Tab A Counter', 'Tab B Counter')
  await expect(counter.getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-pressed', 'true')
  await expect(
    conflict
      .getByRole('row', { name: /^Description/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('Changed in tab B')
  await expect(conflict.getByRole('row', { name: /^Temple name/ })).toHaveCount(0)

  // Theirs for the counter name, mine for the description.
  await counter.getByRole('button', { name: 'Take theirs' }).click()
  await expect(counter.getByRole('button', { name: 'Take theirs' })).toHaveAttribute('aria-pressed', 'true')
  await conflict.getByRole('button', { name: 'Use these values' }).click()
  await expect(conflict).toBeHidden()
  await expect(counterB).toHaveValue('Tab A Counter')
  await expect(descriptionB).toHaveValue('Changed in tab B')
  await tabB.getByRole('button', { name: 'Save changes' }).click()
  await expect(tabB.getByText('Temple Updated')).toBeVisible()

  // The stored record is the merge, as tab A now reads it.
  await tabA.bringToFront()
  await tabA.reload()
  await expect(counterA).toHaveValue('Tab A Counter')
  await expect(tabA.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed in tab B')
})
