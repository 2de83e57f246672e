/**
 * Nothing lost when two people edit the same record (docs/decisions/197): each edit form sends the
 * version it opened; when the record was saved meanwhile (here: changed in the mock behind the
 * form's back), the save shows the differing fields with both values, keeps what was typed, and
 * saves the merge the user picks.
 */
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mediaRef } from '../../mocks/media'
import { getMockDb } from '../../mocks/node'
import { renderApp, screen, signInAs, waitForPath } from '../render'

/** The conflict dialog, once the save was refused. */
async function conflictDialog() {
  return screen.findByRole('alertdialog', { name: 'Someone else changed this record' })
}

/** A field's row in the conflict dialog: its values as shown and its two choices. */
function conflictRow(dialog: HTMLElement, label: string) {
  const cell = within(dialog).getByRole('cell', { name: label })
  const row = cell.closest('tr')!
  const cells = within(row).getAllByRole('cell')
  return {
    theirs: cells[1]!.textContent,
    mine: cells[2]!.textContent,
    keepMine: within(row).getByRole('button', { name: 'Keep mine' }),
    takeTheirs: within(row).getByRole('button', { name: 'Take theirs' }),
  }
}

/** Signs in, opens `path` (an edit page of the record named `current`) and types `typed` as its new name. */
async function openAndRename(path: string, current: string, typed: string) {
  await signInAs('admin')
  const app = renderApp(path)
  const name = await screen.findByLabelText(/^Name/)
  expect(name).toHaveValue(current)
  await app.user.clear(name)
  await app.user.type(name, typed)
  return { ...app, name }
}

/** Saves the form with its own button, then waits for the success toast and the list. */
async function saveAndLeave({ user, router }: Awaited<ReturnType<typeof openAndRename>>, toast: string, list: string) {
  await user.click(screen.getByRole('button', { name: 'Save changes' }))
  expect(await screen.findByText(toast)).toBeInTheDocument()
  await waitForPath(router, list)
}

/** The labels of the rows the dialog lists. */
function listedFields(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '')
}

describe('edit conflicts', () => {
  it('deity: lists the differing fields with both values, keeps what was typed, and stores the merge', async () => {
    const db = getMockDb()
    const target = db.deities.filter((d) => d.temple_id === 1 && !d.is_main && d.offering_ids.length > 0)[0]!
    const offeringName = (id: number) => db.offerings.find((o) => o.id === id)!.name
    const [dropped, ...kept] = target.offering_ids
    // Mine: a new name and the main flag.
    const app = await openAndRename(`/dashboard/deities/edit/${target.id}`, target.name, 'My Deity Name')
    const { user, name } = app
    await user.click(screen.getByRole('checkbox', { name: /Main prathistta|No/ }))
    // Theirs, saved meanwhile: another name and one offering fewer.
    Object.assign(target, { name: 'Their Deity Name', offering_ids: kept })

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const dialog = await conflictDialog()
    expect(listedFields(dialog)).toEqual(['Name', 'Main prathistta', 'Offerings'])
    const nameRow = conflictRow(dialog, 'Name')
    expect([nameRow.theirs, nameRow.mine]).toEqual(['Their Deity Name', 'My Deity Name'])
    expect(nameRow.keepMine).toHaveAttribute('aria-pressed', 'true')
    const mainRow = conflictRow(dialog, 'Main prathistta')
    expect([mainRow.theirs, mainRow.mine]).toEqual(['No', 'Yes'])
    const offeringsRow = conflictRow(dialog, 'Offerings')
    expect(offeringsRow.theirs).toBe(kept.map(offeringName).join(', '))
    expect(offeringsRow.mine).toBe([dropped!, ...kept].map(offeringName).join(', '))
    // Only they changed the offerings: theirs is preselected.
    expect(offeringsRow.takeTheirs).toHaveAttribute('aria-pressed', 'true')
    // Nothing typed is lost while the dialog is open.
    expect(name).toHaveValue('My Deity Name')

    await user.click(nameRow.takeTheirs)
    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    expect(name).toHaveValue('Their Deity Name')
    await saveAndLeave(app, 'Deity updated', '/dashboard/deities')
    const stored = getMockDb().deities.find((d) => d.id === target.id)!
    expect({ name: stored.name, isMain: stored.is_main, offerings: stored.offering_ids }).toEqual({
      name: 'Their Deity Name',
      isMain: true,
      offerings: kept,
    })
  })

  it.each([
    { kind: 'offering', table: 'offeringCategories', list: '/dashboard/offering-categories', toast: 'Offering category updated' },
    { kind: 'donation', table: 'donationCategories', list: '/dashboard/donation-categories', toast: 'Donation category updated' },
  ] as const)('$kind category: shows both names, keeps what was typed, and stores the one picked', async ({ kind, table, list, toast }) => {
    const target = getMockDb()[table].find((c) => c.temple_id === 1)!
    const app = await openAndRename(`${list}/edit/${target.id}`, target.name, `My ${kind} name`)
    const { user, name } = app
    target.name = `Their ${kind} name`

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const dialog = await conflictDialog()
    const row = conflictRow(dialog, 'Name')
    expect([row.theirs, row.mine]).toEqual([`Their ${kind} name`, `My ${kind} name`])
    expect(name).toHaveValue(`My ${kind} name`)
    // Offering categories keep mine, donation categories take theirs.
    await user.click(kind === 'offering' ? row.keepMine : row.takeTheirs)
    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    const merged = kind === 'offering' ? `My ${kind} name` : `Their ${kind} name`
    expect(name).toHaveValue(merged)
    await saveAndLeave(app, toast, list)
    expect(getMockDb()[table].find((c) => c.id === target.id)!.name).toBe(merged)
  })

  it('when the stored record already holds what the form shows, says it changed and the next save goes through', async () => {
    const target = getMockDb().offeringCategories.find((c) => c.temple_id === 1)!
    const app = await openAndRename(`/dashboard/offering-categories/edit/${target.id}`, target.name, 'The same new name')
    const { user, name } = app
    target.name = 'The same new name'

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This record was changed by someone else since you opened it.')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(name).toHaveValue('The same new name')
    // The form now stands on the stored version.
    await saveAndLeave(app, 'Offering category updated', '/dashboard/offering-categories')
  })

  it('deity: a change elsewhere to nothing the form shows (its image) is saved over at once, with no dialog', async () => {
    const target = getMockDb().deities.find((d) => d.temple_id === 1)!
    const app = await openAndRename(`/dashboard/deities/edit/${target.id}`, target.name, 'Renamed Here')
    // Theirs, saved meanwhile: only the image, which moves the deity's version (decision 197).
    target.image = mediaRef('deity', 9999)

    await saveAndLeave(app, 'Deity updated', '/dashboard/deities')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    const stored = getMockDb().deities.find((d) => d.id === target.id)!
    expect({ name: stored.name, image: stored.image }).toEqual({ name: 'Renamed Here', image: mediaRef('deity', 9999) })
  })

  it('donation: lists the differing fields with both values, keeps what was typed, and stores the merge', async () => {
    const target = getMockDb().donations.find((d) => d.temple_id === 1)!
    Object.assign(target, { description: 'Old words', per_day_limit: null })
    // Mine: a new name and a per-day limit.
    const app = await openAndRename(`/dashboard/donations/edit/${target.id}`, target.name, 'My Donation Name')
    const { user, name } = app
    await user.type(screen.getByLabelText(/Per-day limit/), '12')
    // Theirs, saved meanwhile: another name and another description.
    Object.assign(target, { name: 'Their Donation Name', description: 'Their words' })

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    const dialog = await conflictDialog()
    expect(listedFields(dialog)).toEqual(['Name', 'Description', 'Per-day limit'])
    const nameRow = conflictRow(dialog, 'Name')
    expect([nameRow.theirs, nameRow.mine]).toEqual(['Their Donation Name', 'My Donation Name'])
    const description = conflictRow(dialog, 'Description')
    expect([description.theirs, description.mine]).toEqual(['Their words', 'Old words'])
    expect(description.takeTheirs).toHaveAttribute('aria-pressed', 'true')
    const limit = conflictRow(dialog, 'Per-day limit')
    expect([limit.theirs, limit.mine]).toEqual(['(empty)', '12'])
    expect(limit.keepMine).toHaveAttribute('aria-pressed', 'true')
    expect(name).toHaveValue('My Donation Name')

    await user.click(nameRow.takeTheirs)
    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    expect(name).toHaveValue('Their Donation Name')
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Their words')
    await saveAndLeave(app, 'Donation updated', '/dashboard/donations')
    const stored = getMockDb().donations.find((d) => d.id === target.id)!
    expect({ name: stored.name, description: stored.description, perDayLimit: stored.per_day_limit }).toEqual({
      name: 'Their Donation Name',
      description: 'Their words',
      perDayLimit: 12,
    })
  })
})
