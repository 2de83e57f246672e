import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { renderApp, screen, signInAs } from '../render'

/** How many offerings a temple-1 category (by name) has in the mocked backend. */
function offeringsOf(name: string) {
  const db = getMockDb()
  const category = db.offeringCategories.find((c) => c.temple_id === 1 && c.name === name)!
  return db.offerings.filter((o) => o.category_id === category.id).length
}

describe('the delete dialogs say what goes with the row (issue 26)', () => {
  it("an offering category's delete keeps the spec's sentence and says how many offerings go with it", async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offering-categories')
    await screen.findByRole('heading', { name: 'Offering categories' })
    // The first rows whose category has several offerings.
    const buttons = await screen.findAllByRole('button', { name: /^Delete / })
    const names = buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Delete /, ''))
    const name = names.find((n) => offeringsOf(n) >= 2)!
    expect(name).toBeDefined()
    const count = offeringsOf(name)
    await user.click(buttons[names.indexOf(name)]!)
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`Are you sure you want to delete ${name}?`)).toBeInTheDocument()
    expect(within(dialog).getByText('Warning: All offerings under this category will be also deleted')).toBeInTheDocument()
    expect(within(dialog).getByText(`This category has ${count} offerings.`)).toBeInTheDocument()
  })

  it('the Dakshina toggle in the offerings list confirms its save with "Offering updated"', async () => {
    const first = getMockDb()
      .offerings.filter((o) => o.temple_id === 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!
    first.is_dakshina_required = false
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings')
    await screen.findByRole('heading', { name: 'Offerings' })
    await screen.findByText(first.name, { selector: 'p' })
    await user.click(screen.getByLabelText(`Dakshina required for ${first.name}`))
    expect(await screen.findByText('Offering updated')).toBeInTheDocument()
    await waitFor(() => expect(getMockDb().offerings.find((o) => o.id === first.id)?.is_dakshina_required).toBe(true))
  })
})
