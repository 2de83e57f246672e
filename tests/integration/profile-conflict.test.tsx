import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { tokens } from '@/shared/api/tokens'
import { renderApp, screen, signInAs } from '../render'
import { conflictRow } from '../conflict-dialog'

const API = 'http://localhost/api'
const TEMPLE = '/temple/t-admin/1/'

/** Another person (or tab) saves the temple meanwhile: a PATCH with no version, straight to the mocked backend. */
async function changedBehindItsBack(changes: Record<string, unknown>) {
  const response = await fetch(`${API}${TEMPLE}`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${tokens.access() ?? ''}`, 'X-Temple-ID': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  })
  expect(response.status).toBe(200)
}

async function stored(): Promise<Record<string, unknown> & { address: Record<string, string> }> {
  const response = await fetch(`${API}${TEMPLE}`, { headers: { Authorization: `JWT ${tokens.access() ?? ''}`, 'X-Temple-ID': '1' } })
  return (await response.json()) as Record<string, unknown> & { address: Record<string, string> }
}

async function adminOnProfile() {
  await signInAs('admin', { templeId: 1 })
  const app = renderApp('/dashboard/profile')
  expect(await screen.findByLabelText(/Temple name/)).toHaveValue('Sree Padmanabhaswamy Temple')
  return app
}

describe('temple profile: edit conflicts', () => {
  it('the details form shows both versions of the fields that differ, keeps what was typed, and saves the merge', async () => {
    const { user } = await adminOnProfile()
    const city = screen.getByLabelText(/^City/)
    const cityOpened = (city as HTMLInputElement).value
    await changedBehindItsBack({ counter_name: 'West Nada Counter', address: { city: 'Kochi' } })

    const counterInput = screen.getByLabelText(/^Counter name/)
    await user.clear(counterInput)
    await user.type(counterInput, 'South Nada Counter')
    await user.type(screen.getByLabelText(/^Description/), ' Typed here.')
    const description = (screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' })
    const counter = conflictRow(dialog, 'Counter name')
    expect(counter.cells[1]).toHaveTextContent('West Nada Counter')
    expect(counter.cells[2]).toHaveTextContent('South Nada Counter')
    expect(counter.pick('Keep mine')).toHaveAttribute('aria-pressed', 'true')
    const cityRow = conflictRow(dialog, 'City')
    expect(cityRow.cells[1]).toHaveTextContent('Kochi')
    expect(cityRow.cells[2]).toHaveTextContent(cityOpened)
    // Only the other side changed the city: theirs is preselected.
    expect(cityRow.pick('Take theirs')).toHaveAttribute('aria-pressed', 'true')
    expect(conflictRow(dialog, 'Description').cells[2]).toHaveTextContent('Typed here.')
    // Fields equal on both sides are not listed.
    expect(within(dialog).queryByRole('cell', { name: 'Temple name' })).not.toBeInTheDocument()
    // Nothing typed is lost while the dialog is open.
    expect(counterInput).toHaveValue('South Nada Counter')

    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    expect(city).toHaveValue('Kochi')
    expect(counterInput).toHaveValue('South Nada Counter')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Temple Updated')).toBeInTheDocument()

    const record = await stored()
    expect(record.counter_name).toBe('South Nada Counter')
    expect(record.address.city).toBe('Kochi')
    expect(record.description).toBe(description)
  })

  it('a change elsewhere to fields the form does not show saves at once, with no dialog', async () => {
    const { user } = await adminOnProfile()
    await changedBehindItsBack({ ref_no_padding: 7 })
    await user.clear(screen.getByLabelText(/^Counter name/))
    await user.type(screen.getByLabelText(/^Counter name/), 'North Nada Counter')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Temple Updated')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    const record = await stored()
    expect(record.counter_name).toBe('North Nada Counter')
    expect(record.ref_no_padding).toBe(7)
  })

  it('the ID reset settings take their version of a template when asked, and keep the padding typed', async () => {
    const { user } = await adminOnProfile()
    await user.click(screen.getByRole('button', { name: /ID Reset Settings/ }))
    const padding = await screen.findByLabelText(/Number padding/)
    await changedBehindItsBack({ order_ref_no_tpl: 'SALE/[year]/[month]/[no]', ref_no_padding: 6 })
    await user.clear(padding)
    await user.type(padding, '3')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this record' })
    const paddingRow = conflictRow(dialog, 'Number padding')
    expect(paddingRow.cells[1]).toHaveTextContent('6')
    expect(paddingRow.cells[2]).toHaveTextContent('3')
    expect(conflictRow(dialog, 'Order reference').cells[1]).toHaveTextContent('SALE/[year]/[month]/[no]')
    await user.click(within(dialog).getByRole('button', { name: 'Use these values' }))
    expect(screen.getByLabelText(/^Order reference/)).toHaveValue('SALE/[year]/[month]/[no]')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findAllByText('Temple Updated')).not.toHaveLength(0)
    const record = await stored()
    expect(record.ref_no_padding).toBe(3)
    expect(record.order_ref_no_tpl).toBe('SALE/[year]/[month]/[no]')
  })
})
