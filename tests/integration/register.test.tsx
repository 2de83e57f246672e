import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getMockDb, server } from '../../mocks/node'
import { waitFor } from '@testing-library/react'
import { tokens } from '@/shared/api/tokens'
import { renderApp, screen, waitForPath } from '../render'

async function fillDetails(user: ReturnType<typeof renderApp>['user'], email = 'uma@example.com', password = 'Uma@12345') {
  await user.type(await screen.findByLabelText(/^First name/), 'Uma')
  await user.type(screen.getByLabelText(/^Last name/), 'Devi')
  await user.type(screen.getByLabelText(/^Email/), email)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.type(screen.getByLabelText(/^Confirm password/), password)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

function sentCode(email = 'uma@example.com'): string {
  return getMockDb().signups.find((s) => s.email === email)?.code ?? ''
}

describe('/register: details, then the e-mail code', () => {
  it('sends a code, checks its length, refuses a wrong one, then the password is set and the new user is signed in', async () => {
    const { user, router } = renderApp('/register')
    await fillDetails(user)
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument()
    expect(screen.getAllByText('We sent a 6-digit code to uma@example.com.').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()

    const confirm = screen.getByRole('button', { name: 'Confirm and create account' })
    await user.click(confirm)
    expect(await screen.findByText('Enter the code we sent to your email')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Code from the e-mail/), '123')
    await user.click(confirm)
    expect(await screen.findByText('The length of Pin should be 6 digits')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Code from the e-mail/))
    await user.type(screen.getByLabelText(/^Code from the e-mail/), sentCode() === '000000' ? '111111' : '000000')
    await user.click(confirm)
    expect(await screen.findByText('The code is not correct.')).toBeInTheDocument()

    await user.clear(screen.getByLabelText(/^Code from the e-mail/))
    await user.type(screen.getByLabelText(/^Code from the e-mail/), sentCode())
    await user.click(confirm)
    expect(await screen.findByText('Your password has been set and your account is ready. Sign in to continue.')).toBeInTheDocument()
    expect(getMockDb().users.some((u) => u.email === 'uma@example.com')).toBe(true)
    // Signed in with the password just chosen: the user's home (no temple yet).
    await waitForPath(router, '/dashboard')
    expect(tokens.get()).not.toBeNull()
    expect(await screen.findByText('You are not administering any temple.')).toBeInTheDocument()
  })

  it('when signing in after the code fails, the user lands on sign-in with the e-mail filled in', async () => {
    server.use(http.post('*/api/user/v2/auth/', () => HttpResponse.json({ detail: 'Try again later.' }, { status: 503 })))
    const { user, router } = renderApp('/register')
    await fillDetails(user)
    await user.type(await screen.findByLabelText(/^Code from the e-mail/), sentCode())
    await user.click(screen.getByRole('button', { name: 'Confirm and create account' }))
    await waitForPath(router, '/login')
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('uma@example.com')
    expect(screen.getByLabelText(/^Password/)).toHaveValue('')
    expect(tokens.get()).toBeNull()
  })

  it('required fields say so in the wording of the new-account form', async () => {
    const { user } = renderApp('/register')
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    for (const message of ['First name is required', 'Last name is required', 'Email required', 'Password is required', '*Required']) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.queryByText('Please enter password!')).not.toBeInTheDocument()
  })

  it('"already registered" shows as a toast and an inline alert, not a third time at the field; the details stay', async () => {
    const { user } = renderApp('/register')
    await fillDetails(user, 'admin@example.com')
    const message = 'This email is already registered. Sign in or reset your password.'
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(message)
    expect(screen.getAllByText(message)).toHaveLength(2)
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com')
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Uma')
  })

  it('an account-creation error without fields shows as a toast and an inline alert', async () => {
    server.use(http.post('*/api/user/v2/create/', () => HttpResponse.json({ detail: 'Sign-up is closed today.' }, { status: 400 })))
    const { user } = renderApp('/register')
    await fillDetails(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is closed today.')
    expect(screen.getByTestId('toast-error')).toHaveTextContent('Sign-up is closed today.')
  })

  it('a sign-up started again replaces the first: only the new code creates the account (issue 29 item 1)', async () => {
    // Someone else starts a sign-up with her address and a password of theirs.
    const first = renderApp('/register')
    await fillDetails(first.user, 'uma@example.com', 'Mallory@666')
    await screen.findByRole('heading', { name: 'Check your e-mail' })
    const firstCode = sentCode()
    first.unmount()

    const { user } = renderApp('/register')
    await fillDetails(user)
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument()
    expect(screen.getAllByText('We sent a 6-digit code to uma@example.com.').length).toBeGreaterThan(0)
    expect(getMockDb().signups).toHaveLength(1)
    const code = screen.getByLabelText(/^Code from the e-mail/)
    const confirm = screen.getByRole('button', { name: 'Confirm and create account' })
    if (firstCode !== sentCode()) {
      await user.type(code, firstCode)
      await user.click(confirm)
      expect(await screen.findByText('The code is not correct.')).toBeInTheDocument()
      await user.clear(code)
    }
    await user.type(code, sentCode())
    await user.click(confirm)
    expect((await screen.findAllByText(/^Your password has been set/)).length).toBeGreaterThan(0)
    expect(getMockDb().users.find((u) => u.email === 'uma@example.com')?.password).toBe('Uma@12345')
  })

  it('after five wrong codes the server’s message shows at the code field, even for the right code (issue 29 item 2)', async () => {
    const { user } = renderApp('/register')
    await fillDetails(user)
    await screen.findByRole('heading', { name: 'Check your e-mail' })
    const code = screen.getByLabelText(/^Code from the e-mail/)
    const confirm = screen.getByRole('button', { name: 'Confirm and create account' })
    const wrong = sentCode() === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      await user.clear(code)
      await user.type(code, wrong)
      await user.click(confirm)
      await waitFor(() => expect(getMockDb().signups[0]?.attempts).toBe(i + 1))
    }
    await user.clear(code)
    await user.type(code, sentCode())
    await user.click(confirm)
    const message = 'Too many wrong codes. Ask for a new code.'
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(code).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(getMockDb().users.some((u) => u.email === 'uma@example.com')).toBe(false)
  })

  it('a backend that answers signup_pending goes to the code step; resend too early says how long to wait', async () => {
    const first = renderApp('/register')
    await fillDetails(first.user)
    await screen.findByRole('heading', { name: 'Check your e-mail' })
    first.unmount()

    const pending = 'Sign-up for this email has already started. Enter the code we sent to your email.'
    server.use(http.post('*/api/user/v2/create/', () => HttpResponse.json({ detail: pending, code: 'signup_pending' }, { status: 400 })))
    const { user } = renderApp('/register')
    await fillDetails(user)
    expect((await screen.findAllByText(pending)).length).toBeGreaterThan(0)
    const resend = screen.getByRole('button', { name: 'Resend code' })
    expect(resend).toBeEnabled()
    await user.click(resend)
    expect(await screen.findByText(/^Please wait \d+ seconds before asking for a new code\.$/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled()
  })

  it('an expired code sends the user back to sign up again, details kept', async () => {
    const { user } = renderApp('/register')
    await fillDetails(user)
    await screen.findByRole('heading', { name: 'Check your e-mail' })
    getMockDb().signups[0]!.code_expires_at = new Date(Date.now() - 1000).toISOString()
    await user.type(screen.getByLabelText(/^Code from the e-mail/), sentCode())
    await user.click(screen.getByRole('button', { name: 'Confirm and create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Please sign up again.')
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveValue('uma@example.com')
  })
})
