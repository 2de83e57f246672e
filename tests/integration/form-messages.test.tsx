import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, screen, signInAs, type DemoAccount } from '../render'

/*
 * Issue 26 item 5: a message that appears when a field loses focus grows the form under the
 * pointer, and the click that moved the focus lands on empty space. No form of the app shows a
 * message on blur: an untouched form shows them on submit, then follows the typing.
 */

/** What the user can focus in the page's forms (not the hidden date/time pickers, files or boxes). */
function formFields(): HTMLElement[] {
  const selector = 'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), form textarea, form select'
  return [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.getAttribute('aria-hidden') !== 'true' && element.tabIndex !== -1 && !element.matches(':disabled'),
  )
}

function invalidFields(): string[] {
  return [...document.querySelectorAll('form [aria-invalid="true"]')].map((element) => element.getAttribute('name') ?? element.id)
}

const FORMS: { path: string; account?: DemoAccount; ready: RegExp }[] = [
  { path: '/login', ready: /^Email/ },
  { path: '/register', ready: /^First name/ },
  { path: '/forget-password', ready: /^Email/ },
  { path: '/coming-soon', ready: /mail/i },
  { path: '/account', account: 'admin', ready: /^Phone/ },
  { path: '/register-temple', account: 'newbie', ready: /Temple name/ },
  { path: '/dashboard/profile', account: 'admin', ready: /^Pincode/ },
  { path: '/dashboard/deities/add', account: 'admin', ready: /^Name/ },
  { path: '/dashboard/offerings/add', account: 'admin', ready: /^Name/ },
  { path: '/dashboard/donations/add', account: 'admin', ready: /^Name/ },
  { path: '/dashboard/offering-categories/add', account: 'admin', ready: /^Name/ },
  { path: '/dashboard/donation-categories/add', account: 'admin', ready: /^Name/ },
  { path: '/staff/dashboard', account: 'staff', ready: /^First name/ },
]

describe('no form shows a message when a field loses focus', () => {
  it.each(FORMS)('$path: every field focused and left, no message', async ({ path, account, ready }) => {
    if (account) await signInAs(account, account === 'admin' ? { templeId: 1 } : {})
    const { user } = renderApp(path)
    await screen.findByLabelText(ready)
    const fields = formFields()
    expect(fields.length).toBeGreaterThan(0)
    for (const field of fields) await user.click(field)
    await user.click(document.body)
    // Let any validation that leaving a field started finish before looking.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(invalidFields()).toEqual([])
  })
})

describe('an untouched form shows its messages on submit, then follows the typing', () => {
  it('Add offering: nothing on blur; "Name is required" on submit; gone and back as the name is typed and cleared', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offerings/add')
    const name = await screen.findByLabelText(/^Name/)
    await user.click(name)
    await user.click(screen.getByLabelText(/^Price/))
    await user.click(document.body)
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add offering' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(name).toHaveFocus()
    await user.type(name, 'Pushpanjali')
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument())
    await user.clear(name)
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
  })

  it('Add deity: nothing on blur; after a change the submit shows "Name is required", typing clears it', async () => {
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/deities/add')
    const name = await screen.findByLabelText(/^Name/)
    await user.click(name)
    // The switch's click lands (no message grew the form) and is a change: the submit is enabled.
    await user.click(screen.getByText('No'))
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add deity' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    await user.type(name, 'Sree Krishna')
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument())
  })

  it('Create user (submit disabled while invalid): nothing on blur, the messages follow the typing', async () => {
    await signInAs('staff')
    const { user } = renderApp('/staff/dashboard')
    await screen.findByRole('heading', { name: 'Create User' })
    const email = screen.getByLabelText(/^Email/)
    await user.click(screen.getByLabelText(/^First name/))
    await user.click(email)
    await user.click(document.body)
    expect(invalidFields()).toEqual([])
    await user.type(email, 'asha')
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create user' })).toBeDisabled()
  })
})
