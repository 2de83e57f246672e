import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { renderApp, screen, waitForPath } from '../render'

afterEach(() => server.events.removeAllListeners())

const SENT = 'Mail sent successfully!'

async function resetLinkFor(email: string): Promise<string> {
  const mails = (await (await fetch('http://localhost/api/__mock__/outbox')).json()) as { to: string; link: string }[]
  const url = new URL(mails.find((m) => m.to === email)!.link)
  return `${url.pathname}${url.search}`
}

async function askFor(email: string) {
  const app = renderApp('/forget-password')
  await app.user.type(await screen.findByLabelText(/^Email/), email)
  await app.user.click(screen.getByRole('button', { name: 'Send reset link' }))
  return app
}

describe('password recovery (issue 18 item 10)', () => {
  it('answers the same for a known and an unknown e-mail', async () => {
    const known = await askFor('manager@example.com')
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    known.unmount()
    await askFor('nobody@example.com')
    expect(await screen.findByText(SENT)).toBeInTheDocument()
  })

  it('validates the e-mail and refuses a second request within a minute, showing the wait', async () => {
    const { user } = renderApp('/forget-password')
    const email = await screen.findByLabelText(/^Email/)
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Email required')).toBeInTheDocument()
    await user.type(email, 'admin@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText(/Please wait \d+ seconds before asking again\./)).toBeInTheDocument()
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()
  })

  it("says 'Please try again' when the request fails", async () => {
    server.use(http.post('*/user/password-reset/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    await askFor('admin@example.com')
    expect(await screen.findByText('Please try again')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com')
  })

  it('the link sets a new password with the sign-up rules, ends on /login with a toast, and is refused when used again', async () => {
    const asked = await askFor('manager@example.com')
    await screen.findByText(SENT)
    asked.unmount()
    const path = await resetLinkFor('manager@example.com')
    const { user, router, unmount } = renderApp(path)
    const password = await screen.findByLabelText(/^New password/)
    await user.type(password, 'short')
    await user.type(screen.getByLabelText(/^Confirm new password/), 'shorter')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument()
    expect(screen.getByText('The two passwords you entered did not match!')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'Fresh@2026')
    await user.clear(screen.getByLabelText(/^Confirm new password/))
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh@2026')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitForPath(router, '/login')
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument()
    unmount()
    renderApp(path)
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument()
  })

  it('refuses an expired link, and an incomplete one', async () => {
    const asked = await askFor('admin@example.com')
    await screen.findByText(SENT)
    asked.unmount()
    const path = await resetLinkFor('admin@example.com')
    await fetch('http://localhost/api/__mock__/expire-reset-links', { method: 'POST' })
    const expired = renderApp(path)
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument()
    expired.unmount()
    renderApp('/reset-password?uid=MQ')
    expect(await screen.findByText('This link is incomplete.')).toBeInTheDocument()
  })
})
