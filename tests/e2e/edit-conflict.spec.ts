import { expect, test, type Page } from '@playwright/test'
import { login } from './helpers'

/** Opens the edit dialog of the offering called `name` on the offerings list. */
async function openEditor(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(dialog.getByLabel(/^Price/)).toBeVisible()
  return dialog
}

test('two tabs edit the same offering: the later save shows both versions and saves the merge the user picks', async ({ context }) => {
  // Two tabs of one browser: the same user, two people as far as the record is concerned.
  const tabA = await context.newPage()
  await login(tabA, 'admin')
  await expect(tabA).toHaveURL(/\/dashboard\/offerings$/)
  const edit = tabA
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Edit / })
  await expect(edit).toBeVisible()
  const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '')
  expect(name).not.toBe('')

  const tabB = await context.newPage()
  await tabB.goto('/dashboard/offerings')
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
  const price = conflict.getByRole('row', { name: /^Price/ })
  await expect(price.getByRole('cell').nth(1)).toHaveText('111')
  await expect(price.getByRole('cell').nth(2)).toHaveText('999')
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
