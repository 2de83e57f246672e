import { describe, expect, it } from 'vitest'
import { api, login } from './api'

async function ask(email: string) {
  const res = await api('/user/password-reset/', { method: 'POST', body: { email } })
  return { res, body: (await res.json()) as { detail?: string } }
}

async function lastLink(email: string) {
  const mails = (await (await api('/__mock__/outbox')).json()) as { to: string; link: string }[]
  const link = new URL(mails.find((m) => m.to === email)!.link)
  return { uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')!, path: link.pathname }
}

describe('password reset on the mocked backend (issue 18 item 10)', () => {
  it('answers the same for a known and an unknown e-mail; mails only a known one', async () => {
    const known = await ask('manager@example.com')
    const unknown = await ask('nobody@example.com')
    expect(known.res.status).toBe(200)
    expect(unknown.res.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    const mails = (await (await api('/__mock__/outbox')).json()) as { to: string }[]
    expect(mails.map((m) => m.to)).toEqual(['manager@example.com'])
    expect((await lastLink('manager@example.com')).path).toBe('/reset-password')
  })

  it('refuses a second request for the same e-mail within a minute, with the wait', async () => {
    await ask('nobody@example.com')
    const again = await ask('NOBODY@example.com')
    expect(again.res.status).toBe(429)
    expect(again.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/)
    expect(Number(again.res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await ask('other@example.com')).res.status).toBe(200)
  })

  it('sets the new password once; the used link is refused afterwards', async () => {
    await ask('manager@example.com')
    const link = await lastLink('manager@example.com')
    expect((await api('/user/password-reset/check/', { method: 'POST', body: link })).status).toBe(200)
    const short = await api('/user/password-reset/confirm/', { method: 'POST', body: { ...link, new_password: 'short' } })
    expect(short.status).toBe(400)
    expect(await short.json()).toEqual({ new_password: ['This password is too short. It must contain at least 8 characters.'] })
    const ok = await api('/user/password-reset/confirm/', { method: 'POST', body: { ...link, new_password: 'Fresh@2026' } })
    expect(ok.status).toBe(200)
    await expect(login('manager@example.com', 'Fresh@2026')).resolves.toMatchObject({ user: { email: 'manager@example.com' } })
    const reused = await api('/user/password-reset/confirm/', { method: 'POST', body: { ...link, new_password: 'Other@2026' } })
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({ token: ['Invalid value'] })
    expect((await api('/user/password-reset/check/', { method: 'POST', body: link })).status).toBe(400)
  })

  it('refuses an expired or altered link', async () => {
    await ask('admin@example.com')
    const link = await lastLink('admin@example.com')
    const altered = await api('/user/password-reset/check/', { method: 'POST', body: { ...link, token: `${link.token}x` } })
    expect(altered.status).toBe(400)
    await api('/__mock__/expire-reset-links', { method: 'POST' })
    const expired = await api('/user/password-reset/confirm/', { method: 'POST', body: { ...link, new_password: 'Fresh@2026' } })
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({ token: ['Invalid value'] })
  })
})
