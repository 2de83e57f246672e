import { describe, expect, it } from 'vitest'
import { getMockDb, issueTokensFor } from '../../mocks/node'
import { ALL_PERMISSION_CODES } from '../../mocks/permissions'
import { api, login } from './api'

interface Mail {
  to: string
  kind: string
  link: string | null
  code: string | null
}

async function latestMail(to: string, kind: string): Promise<Mail> {
  const mails = (await (await api(`/__mock__/outbox?to=${encodeURIComponent(to)}&kind=${kind}`)).json()) as Mail[]
  const [mail] = mails
  if (!mail) throw new Error(`no ${kind} mail to ${to}`)
  return mail
}

async function invite(email: string, role?: string, as = 'admin@example.com') {
  const { access } = await login(as)
  return api('/temple/t-admin/admins/invite-user/', {
    method: 'POST',
    token: access,
    temple: 1,
    body: { email, ...(role ? { role } : {}) },
  })
}

function tokenOf(link: string | null): string {
  return new URL(link ?? '').searchParams.get('token') ?? ''
}

describe('memberships keyed by user id', () => {
  it('serves, edits and removes /admins/{userId}/ in the X-Temple-ID temple', async () => {
    const { access } = await login('admin@example.com')
    const ravi = await (await api('/temple/t-admin/admins/3/', { token: access, temple: 1 })).json()
    expect(ravi).toMatchObject({ url: 'http://localhost/api/temple/t-admin/admins/3/', user: { id: 3, email: 'manager@example.com' } })
    const patched = await api('/temple/t-admin/admins/3/', {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { permissions: ['view_user'] },
    })
    expect((await patched.json()).permissions).toEqual(['view_user'])
    // Ravi is not a member of temple 2.
    expect((await api('/temple/t-admin/admins/3/', { token: access, temple: 2 })).status).toBe(404)
    expect((await api('/temple/t-admin/admins/3/', { method: 'DELETE', token: access, temple: 1 })).status).toBe(204)
    expect((await api('/temple/t-admin/admins/3/', { token: access, temple: 1 })).status).toBe(404)
  })

  it('refuses self-demotion, self-removal and removing or demoting the last administrator', async () => {
    const { access } = await login('staff@example.com') // Lakshmi, admin of temple 3 with Meenakshi
    const own = await api('/temple/t-admin/admins/2/', { method: 'PATCH', token: access, temple: 3, body: { role: 'staff' } })
    expect(own.status).toBe(400)
    expect(await own.json()).toEqual({ non_field_errors: ['You cannot remove your own administrator role.'] })
    const self = await api('/temple/t-admin/admins/2/', { method: 'DELETE', token: access, temple: 3 })
    expect(await self.json()).toEqual({ non_field_errors: ['You cannot remove yourself from the temple.'] })
    // Demoting the other administrator works; she was not the last one.
    const other = await api('/temple/t-admin/admins/6/', {
      method: 'PATCH',
      token: access,
      temple: 3,
      body: { role: 'staff', permissions: ['view_deity'] },
    })
    expect(await other.json()).toMatchObject({ role: 'staff', permissions: ['view_deity'] })

    // A staff member with change_user and delete_user cannot touch the last administrator.
    getMockDb().memberships.find((m) => m.user_id === 6 && m.temple_id === 3)!.permissions = ['change_user', 'delete_user', 'view_user']
    const meenakshi = issueTokensFor('meenakshi.sundaram@example.org')
    const demote = await api('/temple/t-admin/admins/2/', { method: 'PATCH', token: meenakshi.access, temple: 3, body: { role: 'staff' } })
    expect(demote.status).toBe(403)
    const remove = await api('/temple/t-admin/admins/2/', { method: 'DELETE', token: meenakshi.access, temple: 3 })
    expect(remove.status).toBe(403)
    const promote = await api('/temple/t-admin/admins/10/', {
      method: 'PATCH',
      token: meenakshi.access,
      temple: 3,
      body: { role: 'admin' },
    })
    expect(await promote.json()).toEqual({ detail: 'Only an administrator can make someone an administrator.' })
  })

  it('PATCH stores the role and the list as sent; a demoted administrator keeps what they held', async () => {
    const { access } = await login('admin@example.com') // Arjun, administrator of temple 1
    const patch = (userId: number, body: unknown) =>
      api(`/temple/t-admin/admins/${userId}/`, { method: 'PATCH', token: access, temple: 1, body }).then(
        (response) => response.json() as Promise<{ role: string; permissions: string[] }>,
      )
    const all = [...ALL_PERMISSION_CODES].sort()
    // Promoted with the full list, demoted with the list the page showed: every code stays.
    expect((await patch(3, { role: 'admin', permissions: all })).role).toBe('admin')
    const demoted = await patch(3, { role: 'staff', permissions: all })
    expect({ role: demoted.role, permissions: [...demoted.permissions].sort() }).toEqual({ role: 'staff', permissions: all })
    // Promoted and demoted with the role alone: nothing is taken away either.
    await patch(8, { role: 'admin' })
    const roleOnly = await patch(8, { role: 'staff' })
    expect({ role: roleOnly.role, permissions: [...roleOnly.permissions].sort() }).toEqual({ role: 'staff', permissions: all })
    // Demoted with a shorter list: exactly that list.
    await patch(8, { role: 'admin', permissions: all })
    expect(await patch(8, { role: 'staff', permissions: ['view_deity', 'view_offering'] })).toMatchObject({
      role: 'staff',
      permissions: ['view_deity', 'view_offering'],
    })
    const stored = getMockDb().memberships.find((m) => m.user_id === 8 && m.temple_id === 1)!
    expect(stored).toMatchObject({ role: 'staff', permissions: ['view_deity', 'view_offering'] })
  })

  it('the last administrator of a temple can be neither demoted nor removed', async () => {
    const { access } = await login('admin@example.com') // Arjun, the only administrator of temple 1
    const demote = await api('/temple/t-admin/admins/1/', {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { role: 'staff', permissions: [] },
    })
    expect(demote.status).toBe(400)
    expect(await demote.json()).toEqual({ non_field_errors: ['A temple must have at least one administrator.'] })
    const remove = await api('/temple/t-admin/admins/1/', { method: 'DELETE', token: access, temple: 1 })
    expect(await remove.json()).toEqual({ non_field_errors: ['A temple must have at least one administrator.'] })
    const me = await (await api('/temple/t-admin/admins/me/', { token: access, temple: 1 })).json()
    expect(me.role).toBe('admin')
  })
})

describe('invitations', () => {
  it('invites, looks up, creates the account, accepts once', async () => {
    const res = await invite('Sita@Example.com')
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ email: 'Sita@Example.com', role: 'staff' })
    const mail = await latestMail('sita@example.com', 'invitation')
    expect(mail.link).toMatch(/^http:\/\/localhost\/user-invitation\?token=[0-9a-f]{48}$/)
    const token = tokenOf(mail.link)

    const lookup = await (await api(`/temple/t-admin/admins/invite/?token=${token}`)).json()
    expect(lookup).toEqual({
      email: 'Sita@Example.com',
      user_exists: false,
      accept: `http://localhost/api/temple/t-admin/admins/accept-invite/?token=${token}`,
      reject: `http://localhost/api/temple/t-admin/admins/reject-invite/?token=${token}`,
      temple_name: 'Sree Padmanabhaswamy Temple',
      role: 'staff',
    })
    // Accepting before the account exists is refused.
    expect(await (await api(lookup.accept, { method: 'POST' })).json()).toEqual({
      detail: 'Create an account for this e-mail address first.',
    })

    const create = `/temple/t-admin/admins/invite/create-account/?token=${token}`
    const mismatch = await api(create, {
      method: 'POST',
      body: { email: 'other@example.com', password: 'Sita@12345', confirm_password: 'Sita@1234', first_name: 'Sita', last_name: 'Raman' },
    })
    expect(await mismatch.json()).toEqual({
      email: ['Use the e-mail address the invitation was sent to.'],
      confirm_password: ['Passwords must match'],
    })
    const account = await api(create, {
      method: 'POST',
      body: { email: 'sita@example.com', password: 'Sita@12345', confirm_password: 'Sita@12345', first_name: 'Sita', last_name: 'Raman' },
    })
    expect(account.status).toBe(201)

    const accepted = await api(lookup.accept, { method: 'POST' })
    expect(accepted.status).toBe(200)
    const sita = await login('Sita@Example.com', 'Sita@12345')
    const me = await (await api('/temple/t-admin/admins/me/', { token: sita.access, temple: 1 })).json()
    expect(me).toMatchObject({ role: 'staff', permissions: [] })

    // One-time: the link is spent.
    expect(await (await api(`/temple/t-admin/admins/invite/?token=${token}`)).json()).toEqual({})
    expect(await (await api(lookup.accept, { method: 'POST' })).json()).toEqual({ detail: 'Invalid invitation link' })
  })

  it('an existing user accepts as admin; reject spends the link; expired and replaced links are empty', async () => {
    await invite('newbie@example.com', 'admin')
    const token = tokenOf((await latestMail('newbie@example.com', 'invitation')).link)
    const lookup = await (await api(`/temple/t-admin/admins/invite/?token=${token}`)).json()
    expect(lookup).toMatchObject({ user_exists: true, role: 'admin' })

    // A second invitation replaces the first.
    await invite('newbie@example.com')
    const second = tokenOf((await latestMail('newbie@example.com', 'invitation')).link)
    expect(await (await api(`/temple/t-admin/admins/invite/?token=${token}`)).json()).toEqual({})
    const rejected = await api(`/temple/t-admin/admins/reject-invite/?token=${second}`, { method: 'POST' })
    expect(await rejected.json()).toEqual({ detail: 'Invitation rejected.' })
    expect(await (await api(`/temple/t-admin/admins/invite/?token=${second}`)).json()).toEqual({})

    await invite('newbie@example.com', 'admin')
    const third = tokenOf((await latestMail('newbie@example.com', 'invitation')).link)
    getMockDb().invitations.find((i) => i.token === third)!.expires_at = new Date(Date.now() - 1000).toISOString()
    expect(await (await api(`/temple/t-admin/admins/invite/?token=${third}`)).json()).toEqual({})

    await invite('newbie@example.com', 'admin')
    const fourth = tokenOf((await latestMail('newbie@example.com', 'invitation')).link)
    expect((await api(`/temple/t-admin/admins/accept-invite/?token=${fourth}`, { method: 'POST' })).status).toBe(200)
    const devika = await login('newbie@example.com')
    const me = await (await api('/temple/t-admin/admins/me/', { token: devika.access, temple: 1 })).json()
    expect(me.role).toBe('admin')
  })

  it('validates the invite and needs add_user', async () => {
    const bad = await invite('not-an-email', 'owner')
    expect(await bad.json()).toEqual({ email: ['Enter a valid email address.'], role: ['"owner" is not a valid choice.'] })
    const member = await invite('manager@example.com')
    expect(await member.json()).toEqual({ email: ['This user is already a member of this temple.'] })
    const denied = await invite('x@example.com', undefined, 'manager@example.com')
    expect(denied.status).toBe(403)
    expect((await api('/temple/t-admin/admins/invite/')).status).toBe(400)
  })
})

describe('sign-up with an e-mail code', () => {
  const details = { email: 'uma@example.com', password: 'Uma@12345', first_name: 'Uma', last_name: 'Devi', device_id: 'd' }

  it('sends a code, refuses a wrong one, creates the account with the right one', async () => {
    const res = await api('/user/v2/create/', { method: 'POST', body: details })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({
      detail: 'We sent a 6-digit code to uma@example.com.',
      email: 'uma@example.com',
      resend_after: 60,
      expires_in: 600,
    })
    const { code } = await latestMail('uma@example.com', 'signup-code')
    expect(code).toMatch(/^\d{6}$/)

    const wrong = await api('/user/v2/create/verify/', {
      method: 'POST',
      body: { email: details.email, pin: code === '000000' ? '111111' : '000000' },
    })
    expect(await wrong.json()).toEqual({ pin: ['The code is not correct.'] })
    const short = await api('/user/v2/create/verify/', { method: 'POST', body: { email: details.email, pin: '123' } })
    expect(await short.json()).toEqual({ pin: ['The length of Pin should be 6 digits'] })

    const ok = await api('/user/v2/create/verify/', { method: 'POST', body: { email: details.email, pin: code } })
    expect(ok.status).toBe(201)
    expect(await ok.json()).toMatchObject({ user: { email: 'uma@example.com', full_name: 'Uma Devi' } })
    await login('uma@example.com', 'Uma@12345')
    const taken = await api('/user/v2/create/', { method: 'POST', body: details })
    expect(await taken.json()).toEqual({ email: ['This email is already registered. Sign in or reset your password.'] })
  })

  it('resends only after the cool-down and drops an expired sign-up', async () => {
    await api('/user/v2/create/', { method: 'POST', body: details })
    const early = await api('/user/v2/create/resend/', { method: 'POST', body: { email: details.email } })
    expect(early.status).toBe(429)
    expect((await early.json()).detail).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/)

    const signup = getMockDb().signups[0]!
    const firstCode = signup.code
    signup.code_sent_at = new Date(Date.now() - 61_000).toISOString()
    const resent = await api('/user/v2/create/resend/', { method: 'POST', body: { email: details.email } })
    expect(await resent.json()).toEqual({ detail: 'A new code was sent to uma@example.com.', resend_after: 60, expires_in: 600 })
    const { code } = await latestMail('uma@example.com', 'signup-code')
    expect(getMockDb().signups[0]!.code).toBe(code)
    void firstCode

    getMockDb().signups[0]!.code_expires_at = new Date(Date.now() - 1000).toISOString()
    const expired = await api('/user/v2/create/verify/', { method: 'POST', body: { email: details.email, pin: code } })
    expect(await expired.json()).toEqual({ detail: 'The code has expired. Please sign up again.', code: 'code_expired' })
    const missing = await api('/user/v2/create/verify/', { method: 'POST', body: { email: details.email, pin: code } })
    expect((await missing.json()).code).toBe('signup_missing')
    // Signing up again starts over.
    expect((await api('/user/v2/create/', { method: 'POST', body: details })).status).toBe(202)
  })

  it('a provider-staff caller creates the account at once', async () => {
    const { access } = await login('staff@example.com')
    const res = await api('/user/v2/create/', { method: 'POST', token: access, body: { ...details, email: 'ved@example.com' } })
    expect(res.status).toBe(201)
    await login('ved@example.com', 'Uma@12345')
  })
})
