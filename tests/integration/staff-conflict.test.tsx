import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { conflictRow } from '../conflict-dialog'
import { screen } from '../render'
import { openTemple, panel } from '../staff-dialog'

/** A row of the mocked backend's database, by id. */
function row<T extends { id: number }>(rows: T[], id: number): T {
  const found = rows.find((r) => r.id === id)
  if (!found) throw new Error(`no row ${id} in the seed`)
  return found
}

const CONFLICT = 'Someone else changed this record'

/** The conflict dialog's row of `label` shows their value and mine. */
function expectRow(conflict: HTMLElement, label: string, theirs: string, mine: string) {
  const cells = conflictRow(conflict, label).cells
  expect(cells[1]).toHaveTextContent(theirs)
  expect(cells[2]).toHaveTextContent(mine)
}

describe('staff edit forms: edit conflicts', () => {
  it('compliance: another staff member saved meanwhile; both versions shown, what was typed kept, the merge saved', async () => {
    const { user, dialog } = await openTemple(3)
    const compliance = panel(dialog, 'Other (compliance)')
    const percent = within(compliance).getByLabelText('Commission percent')
    const slug = within(compliance).getByLabelText('Slug')
    const slugOpened = (slug as HTMLInputElement).value

    // The other tab's save, as the mocked backend stores it.
    Object.assign(row(getMockDb().temples, 3), { commission_percent: '6.00', slug: 'other-tab-slug' })
    await user.clear(percent)
    await user.type(percent, '7')
    const save = within(compliance).getByRole('button', { name: 'Save compliance' })
    // The form validates as it is typed in; Save is enabled once it has.
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)

    const conflict = await screen.findByRole('alertdialog', { name: CONFLICT })
    expectRow(conflict, 'Commission percent', '6', '7')
    expectRow(conflict, 'Slug', 'other-tab-slug', slugOpened)
    expect(percent).toHaveValue('7')

    await user.click(within(conflict).getByRole('button', { name: 'Use these values' }))
    expect(slug).toHaveValue('other-tab-slug')
    expect(percent).toHaveValue('7')
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    expect(await screen.findByText('Compliances updated')).toBeInTheDocument()
    expect(row(getMockDb().temples, 3)).toMatchObject({ commission_percent: '7.00', slug: 'other-tab-slug' })
  })

  it("compliance: the temple's own edit of a field the form does not show is saved over at once, with no dialog", async () => {
    const { user, dialog } = await openTemple(3)
    const compliance = panel(dialog, 'Other (compliance)')
    row(getMockDb().temples, 3).counter_name = 'East gate counter'
    await user.selectOptions(within(compliance).getByLabelText(/^TDS/), '20')
    const save = within(compliance).getByRole('button', { name: 'Save compliance' })
    await waitFor(() => expect(save).toBeEnabled())
    await user.click(save)
    expect(await screen.findByText('Compliances updated')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog', { name: CONFLICT })).not.toBeInTheDocument()
    expect(row(getMockDb().temples, 3)).toMatchObject({ tds: 20, counter_name: 'East gate counter' })
  })

  it('bank account: merchant id and active flag changed meanwhile; both versions shown, the merge saved', async () => {
    const { user, dialog } = await openTemple(1)
    const bank = panel(dialog, 'Bank account')
    const merchant = await within(bank).findByLabelText(/Merchant Id/)
    const active = within(bank).getByRole('checkbox', { name: 'Active' })
    expect(active).toBeChecked()

    const account = getMockDb().bankAccounts.find((a) => a.temple_id === 1)
    Object.assign(account ?? {}, { merchant_id: 'MID-OTHER-TAB', is_active: false })
    await user.clear(merchant)
    await user.type(merchant, 'MID-MINE')
    await user.click(within(bank).getByRole('button', { name: 'Save bank account' }))

    const conflict = await screen.findByRole('alertdialog', { name: CONFLICT })
    expectRow(conflict, 'Merchant Id', 'MID-OTHER-TAB', 'MID-MINE')
    expectRow(conflict, 'Active', 'No', 'Yes')
    expect(merchant).toHaveValue('MID-MINE')

    await user.click(within(conflict).getByRole('button', { name: 'Use these values' }))
    expect(active).not.toBeChecked()
    expect(merchant).toHaveValue('MID-MINE')
    await user.click(within(bank).getByRole('button', { name: 'Save bank account' }))
    expect(await screen.findByText('Bank account updated')).toBeInTheDocument()
    expect(account).toMatchObject({ merchant_id: 'MID-MINE', is_active: false })
  })
})
