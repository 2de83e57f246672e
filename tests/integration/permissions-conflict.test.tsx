import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'
import { conflictRow } from '../conflict-dialog'

/** Ravi's membership of temple 1 in the mocked backend's database. */
function ravi() {
  const row = getMockDb().memberships.find((m) => m.user_id === 3 && m.temple_id === 1)
  if (!row) throw new Error('no membership of user 3 in temple 1')
  return row
}

describe('permissions page: edit conflicts', () => {
  it('a save over permissions changed meanwhile lists each differing switch by its label with Allowed/Restricted, keeps the switches set here, and saves the merge', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/manage-users/3')
    await screen.findByRole('heading', { name: 'Permissions of Ravi Nair' })

    // Another administrator (or tab) allows deleting offerings meanwhile.
    ravi().permissions = [...ravi().permissions, 'delete_offering']
    await user.click(screen.getByRole('switch', { name: 'View donation' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' })
    const deleteOffering = conflictRow(dialog, 'Offering: Delete')
    expect(deleteOffering.cells[1]).toHaveTextContent('Allowed')
    expect(deleteOffering.cells[2]).toHaveTextContent('Restricted')
    expect(deleteOffering.pick('Take theirs')).toHaveAttribute('aria-pressed', 'true')
    const viewDonation = conflictRow(dialog, 'Donation: View')
    expect(viewDonation.cells[1]).toHaveTextContent('Restricted')
    expect(viewDonation.cells[2]).toHaveTextContent('Allowed')
    expect(viewDonation.pick('Keep mine')).toHaveAttribute('aria-pressed', 'true')
    // Only what differs: the role and the untouched switches are not listed.
    expect(within(dialog).getAllByRole('row')).toHaveLength(3)
    expect(screen.getByTestId('state-view_donation')).toHaveTextContent('Allowed')

    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    expect(screen.getByTestId('state-delete_offering')).toHaveTextContent('Allowed')
    expect(screen.getByTestId('state-view_donation')).toHaveTextContent('Allowed')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Updated permissions')).toBeInTheDocument()
    expect(ravi().permissions).toEqual(expect.arrayContaining(['delete_offering', 'view_donation', 'view_offering']))
  })
})
