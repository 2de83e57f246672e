import { waitFor, within } from '@testing-library/react'
import { renderApp, screen, signInAs } from './render'

/** Signs staff in and opens the temple's dialog on the staff dashboard. */
export async function openTemple(id: number) {
  await signInAs('staff')
  const app = renderApp(`/staff/dashboard?temple=${id}`)
  // A dialog of an earlier render may still be closing in the page: take the open one.
  const dialog = await waitFor(() => {
    const open = screen
      .getAllByRole('dialog')
      .filter((d) => d.getAttribute('data-state') === 'open' && d.isConnected)
      .at(-1)
    if (!open) throw new Error('no open dialog yet')
    return open
  })
  await within(dialog).findByTestId('temple-actions')
  return { ...app, dialog }
}

/** A panel of the temple dialog, by its title. */
export function panel(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('region', { name })
}
