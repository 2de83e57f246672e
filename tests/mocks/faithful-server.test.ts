/**
 * Issue 29: the mocked backend refuses what a real backend refuses (items 1 to 7).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { api, login } from './api'

afterEach(() => {
  vi.useRealTimers()
})

const json = async (res: Response) => (await res.json()) as Record<string, unknown>

async function mailedCode(email: string): Promise<string> {
  const mails = (await (await api(`/__mock__/outbox?to=${encodeURIComponent(email)}&kind=signup-code`)).json()) as { code: string }[]
  return mails[0]?.code ?? ''
}

function signUp(email: string, password: string, first_name = 'Uma') {
  return api('/user/v2/create/', { method: 'POST', body: { email, password, first_name, last_name: 'Devi', device_id: 'd' } })
}

const verify = (email: string, pin: string) => api('/user/v2/create/verify/', { method: 'POST', body: { email, pin } })
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

describe('item 1: a sign-up cannot be pre-hijacked', () => {
  it('a new sign-up for the same e-mail replaces the pending one, password included; only the last code works', async () => {
    const email = 'victim@example.com'
    expect((await signUp(email, 'Attacker@1', 'Mallory')).status).toBe(202)
    const attackerCode = getMockDb().signups[0]!.code

    const victim = await signUp(email, 'Victim@2026')
    expect(victim.status).toBe(202)
    expect(getMockDb().signups).toHaveLength(1)
    const code = await mailedCode(email)
    if (code !== attackerCode) expect(await json(await verify(email, attackerCode))).toEqual({ pin: ['The code is not correct.'] })

    expect((await verify(email, code)).status).toBe(201)
    await expect(login(email, 'Attacker@1')).rejects.toThrow(/401/)
    const signedIn = await login(email, 'Victim@2026')
    expect(signedIn.user).toMatchObject({ email, full_name: 'Uma Devi' })
  })
})

describe('item 2: codes and reset tokens have an attempt limit', () => {
  it('after 5 wrong codes even the right one is refused until a new code is sent', async () => {
    const email = 'uma@example.com'
    await signUp(email, 'Uma@12345')
    const code = await mailedCode(email)
    for (let i = 1; i <= 4; i += 1) expect(await json(await verify(email, otherThan(code)))).toEqual({ pin: ['The code is not correct.'] })
    const fifth = await verify(email, otherThan(code))
    expect(await json(fifth)).toEqual({ pin: ['Too many wrong codes. Ask for a new code.'] })
    const right = await verify(email, code)
    expect(right.status).toBe(400)
    expect(await json(right)).toEqual({ pin: ['Too many wrong codes. Ask for a new code.'] })
    expect(getMockDb().users.some((u) => u.email === email)).toBe(false)

    getMockDb().signups[0]!.code_sent_at = new Date(Date.now() - 61_000).toISOString()
    expect((await api('/user/v2/create/resend/', { method: 'POST', body: { email } })).status).toBe(200)
    expect((await verify(email, await mailedCode(email))).status).toBe(201)
  })

  it('after 5 wrong reset tokens the account’s links are spent; a new link works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const email = 'manager@example.com'
    const link = async () => {
      expect((await api('/user/password-reset/', { method: 'POST', body: { email } })).status).toBe(200)
      const mails = (await (await api(`/__mock__/outbox?to=${email}&kind=password-reset`)).json()) as { link: string }[]
      const url = new URL(mails[0]!.link)
      return { uid: url.searchParams.get('uid')!, token: url.searchParams.get('token')! }
    }
    const first = await link()
    const guess = (n: number) => api('/user/password-reset/check/', { method: 'POST', body: { ...first, token: `${first.token}${n}` } })
    for (let n = 1; n <= 4; n += 1) expect(await json(await guess(n))).toEqual({ token: ['Invalid value'] })
    expect(await json(await guess(5))).toEqual({ token: ['Too many wrong attempts. Ask for a new link.'] })
    const spent = await api('/user/password-reset/confirm/', { method: 'POST', body: { ...first, new_password: 'Fresh@2026' } })
    expect(await json(spent)).toEqual({ token: ['Invalid value'] })

    vi.setSystemTime(Date.now() + 61_000)
    const second = await link()
    const ok = await api('/user/password-reset/confirm/', { method: 'POST', body: { ...second, new_password: 'Fresh@2026' } })
    expect(ok.status).toBe(200)
  })
})

describe('item 3: a member grants only what they hold, and never to themselves', () => {
  function makeGranter() {
    const ravi = getMockDb().memberships.find((m) => m.user_id === 3 && m.temple_id === 1)!
    ravi.permissions = ['view_user', 'change_user', 'view_offering', 'view_deity']
  }
  const patch = (token: string, userId: number, permissions: string[]) =>
    api(`/temple/t-admin/admins/${userId}/`, { method: 'PATCH', token, temple: 1, body: { permissions } })

  it('refuses granting a permission the granter lacks; grants one they hold; keeps what the member had', async () => {
    makeGranter()
    const { access } = await login('manager@example.com')
    const refused = await patch(access, 8, [
      'view_temple',
      'view_deity',
      'view_offering',
      'view_donation',
      'view_user',
      'view_offering_report',
      'change_temple',
    ])
    expect(refused.status).toBe(400)
    expect(await json(refused)).toEqual({
      permissions: ['You cannot grant permissions you do not hold: view_offering_report, change_temple.'],
    })
    const gopika = getMockDb().memberships.find((m) => m.user_id === 8 && m.temple_id === 1)!
    expect(gopika.permissions).not.toContain('view_offering_report')
    // view_temple and view_donation she already had: keeping them is no grant.
    const ok = await patch(access, 8, ['view_temple', 'view_deity', 'view_offering', 'view_donation'])
    expect(ok.status).toBe(200)
  })

  it('refuses changing one’s own permissions', async () => {
    makeGranter()
    const { access } = await login('manager@example.com')
    const own = await patch(access, 3, ['view_user', 'change_user', 'view_offering', 'view_deity', 'view_offering_report'])
    expect(own.status).toBe(400)
    expect(await json(own)).toEqual({ permissions: ['You cannot change your own permissions.'] })
    const dropped = await patch(access, 3, ['view_user', 'change_user'])
    expect(await json(dropped)).toEqual({ permissions: ['You cannot change your own permissions.'] })
  })
})

describe('item 4: the parts of an existing offering need change_offering', () => {
  async function addOnlyMember() {
    getMockDb().memberships.find((m) => m.user_id === 3 && m.temple_id === 1)!.permissions = ['view_offering', 'add_offering']
    return (await login('manager@example.com')).access
  }
  const offeringUrl = (id: number) => `http://localhost/api/temple/t-admin/offering/${id}/`

  it('refuses add_offering alone on an existing offering’s time slots, add-on fields and fee split', async () => {
    const token = await addOnlyMember()
    const db = getMockDb()
    const existing = db.offerings.find((o) => o.temple_id === 1 && o.per_day_limit !== null)!
    const url = offeringUrl(existing.id)
    const time = await api(`${url}offering_times/`, {
      method: 'POST',
      token,
      temple: 1,
      body: { from_time: '06:00', to_time: '07:00', max_limit: 5, block_calc_chooser: 'from_time' },
    })
    expect(time.status).toBe(403)
    expect(db.offerings.find((o) => o.id === existing.id)!.per_day_limit).not.toBeNull()
    const addon = await api('/temple/t-admin/offering-addon-field/', {
      method: 'POST',
      token,
      temple: 1,
      body: { field_name: 'Gothram', field_type: 'str', offering: url },
    })
    expect(addon.status).toBe(403)
    const splitFor = db.offerings.find(
      (o) => o.temple_id === 1 && !db.feeSplitConfigs.some((c) => c.content_object === `offering:${o.id}`),
    )!
    const split = await api('/report-app/fee-split-config/', {
      method: 'POST',
      token,
      temple: 1,
      body: { content_object: offeringUrl(splitFor.id), entries: [{ name: 'Temple', percent: 100 }] },
    })
    expect(split.status).toBe(403)
    const config = db.feeSplitConfigs.find((c) => c.temple_id === 1)
    if (config) {
      const rewrite = await api(`/report-app/fee-split-config/${config.id}/`, {
        method: 'PATCH',
        token,
        temple: 1,
        body: { entries: [{ name: 'Temple', percent: 100 }] },
      })
      expect(rewrite.status).toBe(403)
    }
    const name = db.feeSplitNames.find((n) => n.temple_id === 1)
    if (name) expect((await api(`/report-app/fee-split-name/${name.id}/`, { method: 'DELETE', token, temple: 1 })).status).toBe(403)
  })

  it('lets add_offering alone finish the offering it just created', async () => {
    const token = await addOnlyMember()
    const category = getMockDb().offeringCategories.find((c) => c.temple_id === 1)!
    const res = await api('/temple/t-admin/offering/', {
      method: 'POST',
      token,
      temple: 1,
      body: {
        name: 'New Pooja',
        price: 50,
        category: `http://localhost/api/temple/t-admin/offering-category/${category.id}/`,
        offering_type: 'weekly',
        available_online: true,
        available_offline: true,
      },
    })
    expect(res.status).toBe(201)
    const { url } = (await res.json()) as { url: string }
    const time = await api(`${url}offering_times/`, {
      method: 'POST',
      token,
      temple: 1,
      body: { from_time: '06:00', to_time: '07:00', max_limit: 5, block_calc_chooser: 'from_time' },
    })
    expect(time.status).toBe(201)
    const addon = await api('/temple/t-admin/offering-addon-field/', {
      method: 'POST',
      token,
      temple: 1,
      body: { field_name: 'Gothram', field_type: 'str', offering: url },
    })
    expect(addon.status).toBe(201)
    const split = await api('/report-app/fee-split-config/', {
      method: 'POST',
      token,
      temple: 1,
      body: { content_object: url, entries: [{ name: 'Temple', percent: 100 }] },
    })
    expect(split.status).toBe(201)
  })
})

describe('item 5: a password reset ends every session of the account', () => {
  it('revokes the refresh tokens issued before the reset', async () => {
    const email = 'manager@example.com'
    const before = await login(email)
    await api('/user/password-reset/', { method: 'POST', body: { email } })
    const mails = (await (await api(`/__mock__/outbox?to=${email}&kind=password-reset`)).json()) as { link: string }[]
    const url = new URL(mails[0]!.link)
    const link = { uid: url.searchParams.get('uid'), token: url.searchParams.get('token') }
    expect((await api('/user/password-reset/confirm/', { method: 'POST', body: { ...link, new_password: 'Fresh@2026' } })).status).toBe(200)

    const refresh = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh: before.refresh } })
    expect(refresh.status).toBe(401)
    expect(await json(refresh)).toMatchObject({ code: 'token_not_valid' })
    expect((await api('/user/', { token: before.access })).status).toBe(401)
    const after = await login(email, 'Fresh@2026')
    expect((await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh: after.refresh } })).status).toBe(200)
  })
})

describe('item 6: provider staff and the last administrator; staff-created passwords', () => {
  async function adminLinkOf(templeId: number) {
    const { access } = await login('staff@example.com')
    const list = (await (await api(`/temple/staff/temple-admin/?temple=${templeId}`, { token: access })).json()) as {
      url: string
      role: string
    }[]
    return { access, admins: list.filter((a) => a.role === 'administrator') }
  }

  it('refuses demoting or removing the only administrator; demoting one of two works', async () => {
    const { access, admins } = await adminLinkOf(1)
    expect(admins).toHaveLength(1)
    const demote = await api(admins[0]!.url, { method: 'PATCH', token: access, body: { role: 'manager' } })
    expect(demote.status).toBe(400)
    expect(await json(demote)).toEqual({ non_field_errors: ['A temple must have at least one administrator.'] })
    const remove = await api(admins[0]!.url, { method: 'DELETE', token: access })
    expect(remove.status).toBe(400)
    expect(await json(remove)).toEqual({ non_field_errors: ['A temple must have at least one administrator.'] })
    expect(getMockDb().memberships.some((m) => m.temple_id === 1 && m.role === 'admin')).toBe(true)

    const two = await adminLinkOf(3)
    expect(two.admins).toHaveLength(2)
    expect((await api(two.admins[1]!.url, { method: 'PATCH', token: access, body: { role: 'manager' } })).status).toBe(200)
  })

  it('creates users with the sign-up password rules', async () => {
    const { access } = await login('staff@example.com')
    const body = { first_name: 'Asha', last_name: 'Nair', email: 'asha@example.com', password: 'x', confirm_password: 'x', device_id: 'd' }
    const short = await api('/temple/staff/user/', { method: 'POST', token: access, body })
    expect(short.status).toBe(400)
    expect(await json(short)).toEqual({ password: ['This password is too short. It must contain at least 8 characters.'] })
    const ok = await api('/temple/staff/user/', {
      method: 'POST',
      token: access,
      body: { ...body, password: 'Asha@2026', confirm_password: 'Asha@2026' },
    })
    expect(ok.status).toBe(201)
  })
})

describe('item 7: numbers, dates and text parsed like Django', () => {
  async function patchTemple(body: Record<string, unknown>) {
    const { access } = await login('staff@example.com')
    return api('/temple/staff/temple/1/', { method: 'PATCH', token: access, body })
  }

  it('refuses hex and out-of-range exponents in the commission decimals; stores plain decimals as "2.50"', async () => {
    const hex = await patchTemple({ commission_min: '0x10' })
    expect(await json(hex)).toEqual({ commission_min: ['A valid number is required.'] })
    const huge = await patchTemple({ commission_max: '1e21' })
    expect(await json(huge)).toEqual({ commission_max: ['Ensure that there are no more than 10 digits in total.'] })
    const hugeNumber = await patchTemple({ commission_max: 1e21 })
    expect(await json(hugeNumber)).toEqual({ commission_max: ['Ensure that there are no more than 10 digits in total.'] })
    const places = await patchTemple({ commission_percent: '2.505' })
    expect(await json(places)).toEqual({ commission_percent: ['Ensure that there are no more than 2 decimal places.'] })
    const ok = await patchTemple({ commission_percent: 2.5, commission_min: '5', commission_max: '500.5' })
    expect(await json(ok)).toMatchObject({ commission_percent: '2.50', commission_min: '5.00', commission_max: '500.50' })
    const temple = getMockDb().temples.find((t) => t.id === 1)!
    expect([temple.commission_percent, temple.commission_min, temple.commission_max]).toEqual(['2.50', '5.00', '500.50'])
  })

  it('refuses NUL characters in text and impossible dates', async () => {
    const { access } = await login('admin@example.com')
    const nul = await api('/user/', { method: 'PATCH', token: access, body: { first_name: 'Ar\u0000jun' } })
    expect(nul.status).toBe(400)
    expect(await json(nul)).toEqual({ first_name: ['Null characters are not allowed.'] })

    const offering = getMockDb().offerings.find((o) => o.temple_id === 1 && o.offering_type !== 'custom')!
    const meta = await api(`/temple/t-admin/offering/${offering.id}/offering_meta/add/`, {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { excludes: ['2020-02-30'] },
    })
    expect(meta.status).toBe(400)
    expect(JSON.stringify(await json(meta))).toContain('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.')
    const leap = await api(`/temple/t-admin/offering/${offering.id}/offering_meta/add/`, {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { excludes: ['2024-02-29'] },
    })
    expect(leap.status).toBe(200)
  })

  it('refuses an impossible date in the receipts and report filters', async () => {
    const { access } = await login('admin@example.com')
    const bad = await api('/order/t-admin/offering-order/?booking_date_after=2020-02-30', { token: access, temple: 1 })
    expect(bad.status).toBe(400)
    expect(await json(bad)).toEqual({ booking_date_after: ['Enter a valid date.'] })
    const leap = await api('/order/t-admin/offering-order/?booking_date_after=2024-02-29', { token: access, temple: 1 })
    expect(leap.status).toBe(200)
  })
})
