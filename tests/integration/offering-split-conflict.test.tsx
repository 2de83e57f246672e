import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { conflictRow } from '../conflict-dialog'
import { renderApp, screen, signInAs } from '../render'

/** The fee split of an offering as the mocked backend stores it. */
const splitOf = (id: number) => getMockDb().feeSplitConfigs.filter((c) => c.content_object === `offering:${id}`)

describe("offering editor: the fee split is part of the offering's version", () => {
  it('another tab saved a fee split meanwhile: both versions shown, what was typed kept, the merge saved', async () => {
    const db = getMockDb()
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    const [edit] = await screen.findAllByRole('button', { name: /^Edit / })
    const name = edit?.getAttribute('aria-label')?.replace(/^Edit /, '')
    const target = db.offerings.find((o) => o.temple_id === 1 && o.name === name)
    if (!edit || !target) throw new Error('no offering listed')
    for (const config of splitOf(target.id)) db.feeSplitConfigs.splice(db.feeSplitConfigs.indexOf(config), 1)
    await user.click(edit)
    const editor = await screen.findByRole('dialog', { name: `Edit ${target.name}` })
    await within(editor).findByLabelText(/^Price/)

    // The other tab's save: a fee split and another description.
    db.feeSplitConfigs.push({
      id: 9001,
      temple_id: 1,
      content_object: `offering:${target.id}`,
      entries: [{ name: 'Pujari', percent: '100.00' }],
    })
    target.description = 'Their description'

    await user.click(within(editor).getByRole('button', { name: 'Add fee split' }))
    const row = within(editor).getByRole('group', { name: 'Fee split 1' })
    await user.type(within(row).getByLabelText(/^Name/), 'Temple')
    await user.clear(within(row).getByLabelText(/^Percent/))
    await user.type(within(row).getByLabelText(/^Percent/), '100')
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }))

    const conflict = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' })
    const split = conflictRow(conflict, 'Fee split').cells
    expect(split[1]).toHaveTextContent('Pujari')
    expect(split[2]).toHaveTextContent('Temple')
    expect(conflictRow(conflict, 'Description').cells[1]).toHaveTextContent('Their description')
    expect(within(row).getByLabelText(/^Name/)).toHaveValue('Temple')

    await user.click(within(conflict).getByRole('button', { name: 'Use these values' }))
    await waitFor(() => expect(within(editor).getByLabelText('Description')).toHaveValue('Their description'))
    expect(within(editor).getByRole('group', { name: 'Fee split 1' })).toBeInTheDocument()
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Offering updated')).toBeInTheDocument()
    expect(splitOf(target.id).map((c) => c.entries)).toEqual([[{ name: 'Temple', percent: '100.00' }]])
    expect(getMockDb().offerings.find((o) => o.id === target.id)?.description).toBe('Their description')
  })
})
