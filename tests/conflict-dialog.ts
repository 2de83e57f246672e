import { within } from '@testing-library/react'

/** The conflict dialog's row of a field: its cells are the label, their version, mine, the choice. */
export function conflictRow(dialog: HTMLElement, label: string) {
  const found = within(dialog)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === label)
  if (!found) throw new Error(`no row for ${label}`)
  return { cells: within(found).getAllByRole('cell'), pick: (name: string) => within(found).getByRole('button', { name }) }
}
