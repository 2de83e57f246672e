import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'
import { conflictRow } from '../conflict-dialog'

/** The temple's account row in the mocked backend's database. */
function account() {
  const row = getMockDb().bankAccounts.find((a) => a.temple_id === 1)
  if (!row) throw new Error('no account for temple 1 in the seed')
  return row
}

describe('bank account: edit conflicts', () => {
  it('a save over an account changed meanwhile shows both versions, keeps what was typed, and saves the merge', async () => {
    // A cheque on file, so a change needs no new one.
    account().cancelled_cheque = 'https://files.example.org/cheque.png'
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/profile')
    await screen.findByLabelText(/Temple name/)
    await user.click(screen.getByRole('button', { name: /Bank account/ }))
    const name = await screen.findByLabelText(/^Account name/)
    const branch = screen.getByLabelText(/Branch name/)
    const branchOpened = (branch as HTMLInputElement).value

    // Someone else saves the account meanwhile (the other tab's PUT, as the mocked backend stores it).
    account().branch_name = 'Statue Junction'
    await user.clear(name)
    await user.type(name, 'Temple Trust Board')
    await user.click(screen.getByRole('button', { name: 'Save bank account' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' })
    const branchRow = conflictRow(dialog, 'Branch name').cells
    expect(branchRow[1]).toHaveTextContent('Statue Junction')
    expect(branchRow[2]).toHaveTextContent(branchOpened)
    expect(conflictRow(dialog, 'Account name').cells[2]).toHaveTextContent('Temple Trust Board')
    expect(name).toHaveValue('Temple Trust Board')

    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    expect(branch).toHaveValue('Statue Junction')
    expect(name).toHaveValue('Temple Trust Board')
    await user.click(screen.getByRole('button', { name: 'Save bank account' }))
    expect(await screen.findByText('Bank Account Updated')).toBeInTheDocument()
    expect(account().acc_name).toBe('Temple Trust Board')
    expect(account().branch_name).toBe('Statue Junction')
  })
})
