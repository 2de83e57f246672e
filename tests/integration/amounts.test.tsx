import { waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

afterEach(() => server.events.removeAllListeners())

/** Counts the app's writes (POST/PATCH) whose url contains `fragment`. */
function writes(fragment: string) {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment) && (request.method === 'POST' || request.method === 'PATCH')) calls.push(request.url)
  })
  return calls
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('amounts at their edges (issue 18 items 5 to 7)', () => {
  it('an offering price of 1e21 or 99999999999999999999 is refused at its field and nothing is sent', async () => {
    const calls = writes('/offering/')
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings/add')
    await screen.findByRole('heading', { name: 'Add offering' })
    const price = screen.getByLabelText(/^Price/)
    const submit = screen.getByRole('button', { name: 'Add offering' })
    await user.type(price, '1e21')
    // An untouched form shows its messages on submit, then as the user types (decision 166).
    await user.click(submit)
    expect(await screen.findByText('Type the number in full, without "e" (for example 1500000)')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '99999999999999999999')
    await user.tab()
    expect(await screen.findByText('Use at most 8 digits before the decimal point (largest 99,999,999.99)')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '1,500')
    await user.tab()
    expect(await screen.findByText('Type the number without commas or spaces (for example 100000.50)')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '+5')
    await user.tab()
    expect(await screen.findByText('Remove the "+" sign')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '5.')
    await user.tab()
    expect(await screen.findByText('Add the digits after the decimal point, or remove the point')).toBeInTheDocument()
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    await user.click(submit)
    expect(calls).toEqual([])
  })

  it('the offerings list shows prices through the one formatter (Indian grouping, no exponent, exact decimals)', async () => {
    const offerings = getMockDb()
      .offerings.filter((o) => o.temple_id === 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    Object.assign(offerings[0]!, { price: '99999999.99', min_dakshina_amount: '100000.00' })
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offerings')
    await screen.findByText(offerings[0]!.name, { selector: 'p' })
    const row = rowOf(offerings[0]!.name)
    expect(row).toHaveTextContent('₹9,99,99,999.99')
    expect(row).toHaveTextContent('₹1,00,000.00')
  })

  it('a donation minimum above its maximum is refused on the maximum, whichever is typed first', async () => {
    const calls = writes('/donation/')
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/donations/add')
    await screen.findByRole('heading', { name: 'Add donation' })
    const category = getMockDb().donationCategories.find((c) => c.temple_id === 1)!
    await waitFor(() => expect(screen.getByRole('option', { name: category.name })).toBeInTheDocument())
    await user.type(screen.getByLabelText(/^Name/), 'Open Gift')
    await user.selectOptions(screen.getByLabelText(/^Category/), category.name)
    await user.click(screen.getByRole('checkbox', { name: 'Fixed amount' }))
    await user.type(screen.getByLabelText(/Maximum amount/), '100')
    await user.type(screen.getByLabelText(/Minimum amount/), '100.01')
    await user.click(screen.getByRole('button', { name: 'Add donation' }))
    const max = screen.getByLabelText(/Maximum amount/).closest('[role="group"]') as HTMLElement
    expect(await within(max).findByText('Maximum amount should not be less than the minimum amount')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/Minimum amount/))
    await user.type(screen.getByLabelText(/Minimum amount/), '100')
    await user.tab()
    await waitFor(() =>
      expect(within(max).queryByText('Maximum amount should not be less than the minimum amount')).not.toBeInTheDocument(),
    )
    expect(calls).toEqual([])
  })
})
