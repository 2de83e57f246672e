import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

/**
 * Every form with a list of checkboxes, radios or switches: no id is used twice in the document.
 * Two controls sharing an id share their label too, and a click on either ticks the first
 * (issue 26: clicking any deity ticked the first one).
 */
function duplicateIds(): string[] {
  const seen = new Map<string, number>()
  for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1)
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id)
}

/** The checkboxes of a group, each with its own id and label. */
function expectOwnIds(group: HTMLElement, atLeast: number) {
  const boxes = within(group).getAllByRole('checkbox')
  expect(boxes.length).toBeGreaterThanOrEqual(atLeast)
  expect(new Set(boxes.map((box) => box.id)).size).toBe(boxes.length)
  expect(boxes.every((box) => box.id !== '')).toBe(true)
  // The label a click lands on names this box, not a neighbour's.
  for (const box of boxes) expect(document.querySelector(`label[for="${CSS.escape(box.id)}"]`)?.contains(box)).toBe(true)
}

describe('no repeated ids in the forms with lists of controls', () => {
  it('Add offering: the deities, the weekdays and the month days', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings/add')
    await screen.findByRole('heading', { name: 'Add offering' })
    const deities = await screen.findByRole('group', { name: 'Assigned deities' })
    await waitFor(() => expect(within(deities).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(3))
    expectOwnIds(deities, 3)
    expect(duplicateIds()).toEqual([])

    await user.selectOptions(screen.getByLabelText(/^Offering type/), 'weekly')
    expectOwnIds(screen.getAllByRole('group', { name: 'Days of the week' }).at(-1)!, 7)
    expect(duplicateIds()).toEqual([])
    await user.selectOptions(screen.getByLabelText(/^Offering type/), 'monthly')
    expectOwnIds(screen.getAllByRole('group', { name: 'Days of the month' }).at(-1)!, 31)
    expect(duplicateIds()).toEqual([])
  })

  it("the offering's edit dialog", async () => {
    const offering = getMockDb()
      .offerings.filter((o) => o.temple_id === 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByText(offering.name, { selector: 'p' })
    await user.click(screen.getByRole('button', { name: `Edit ${offering.name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Edit ${offering.name}` })
    const deities = await within(dialog).findByRole('group', { name: 'Assigned deities' })
    await waitFor(() => expect(within(deities).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(3))
    expectOwnIds(deities, 3)
    expect(duplicateIds()).toEqual([])
  })

  it('Add donation: the weekdays and the month days', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/donations/add')
    await user.click(await screen.findByRole('checkbox', { name: 'Devotee picks a date' }))
    const type = await screen.findByLabelText(/^Donation type/)
    await user.selectOptions(type, 'weekly')
    expectOwnIds((await screen.findAllByRole('group', { name: 'Weekdays' })).at(-1)!, 7)
    expect(duplicateIds()).toEqual([])
    await user.selectOptions(type, 'monthly')
    expectOwnIds((await screen.findAllByRole('group', { name: 'Days of the month' })).at(-1)!, 31)
    expect(duplicateIds()).toEqual([])
  })

  it('Add deity: the offerings picker', async () => {
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/deities/add')
    const picker = (await screen.findAllByRole('group', { name: 'Offerings' })).at(-1)!
    await waitFor(() => expect(within(picker).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(3))
    expectOwnIds(picker, 3)
    expect(duplicateIds()).toEqual([])
  })

  it('the permissions page: the role radios and the switches', async () => {
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/manage-users/3')
    await screen.findByRole('heading', { name: 'Permissions of Ravi Nair' })
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    expect(screen.getAllByRole('switch').length).toBeGreaterThan(10)
    expect(duplicateIds()).toEqual([])
  })

  it('the offering receipts with their filters and row checkboxes', async () => {
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offering-orders')
    await waitFor(() => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1))
    expect(duplicateIds()).toEqual([])
  })

  it("the staff temple dialog's reset: the module checkboxes", async () => {
    await signInAs('staff')
    const { user } = renderApp('/staff/dashboard?temple=1')
    const actions = await screen.findByTestId('temple-actions')
    await user.click(within(actions).getByRole('button', { name: 'Reset' }))
    const reset = await screen.findByRole('alertdialog', { name: 'Are you sure you want to reset?' })
    expect(within(reset).getAllByRole('checkbox')).toHaveLength(4)
    expectOwnIds(reset, 4)
    expect(duplicateIds()).toEqual([])
  })
})
