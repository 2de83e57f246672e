import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { api, login, parseLink } from './api'

const STAFF = '/temple/staff'

async function staffToken() {
  return (await login('staff@example.com')).access
}

describe('staff endpoints', () => {
  it('answer 403 to a user without is_staff and 401 without a token', async () => {
    const { access } = await login('admin@example.com')
    const calls: [string, string][] = [
      ['GET', `${STAFF}/temple/`],
      ['GET', `${STAFF}/temple/4/`],
      ['POST', `${STAFF}/temple/4/approve/`],
      ['DELETE', `${STAFF}/temple/4/`],
      ['GET', `${STAFF}/bank-account/`],
      ['POST', `${STAFF}/bank-account/2/approve/`],
      ['GET', `${STAFF}/user/?search=admin`],
      ['POST', `${STAFF}/user/`],
      ['GET', `${STAFF}/temple-admin/?temple=4`],
    ]
    for (const [method, path] of calls) {
      expect((await api(path, { method, token: access, body: method === 'POST' ? {} : undefined })).status, `${method} ${path}`).toBe(403)
    }
    expect((await api(`${STAFF}/temple/`)).status).toBe(401)
    expect(getMockDb().temples.find((t) => t.id === 4)?.is_active).toBe(false)
  })

  it('seeds at least 60 temples, some pending and some inactive, and pages them by Link', async () => {
    const db = getMockDb()
    expect(db.temples.length).toBeGreaterThanOrEqual(60)
    expect(db.temples.filter((t) => t.approval_status === 'pending').length).toBeGreaterThan(10)
    expect(db.temples.filter((t) => t.approval_status === 'approved' && !t.is_active).length).toBeGreaterThan(3)
    expect(db.bankAccounts.filter((a) => !a.is_active).length).toBeGreaterThan(10)

    const token = await staffToken()
    const first = await api(`${STAFF}/temple/?o=name`, { token })
    const names = ((await first.json()) as { name: string }[]).map((t) => t.name)
    expect(names).toHaveLength(20)
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names)
    const next = parseLink(first.headers.get('Link')).next
    expect(next).toContain('page=2')
    expect(next).toContain('o=name')
    const second = (await (await api(next!, { token })).json()) as { name: string }[]
    expect(second[0]!.name.localeCompare(names.at(-1)!)).toBeGreaterThan(0)
  })

  it('filters by query, name and is_active (approval_status is not a filter), ordered by o', async () => {
    const token = await staffToken()
    const get = async (query: string) =>
      (await (await api(`${STAFF}/temple/?${query}`, { token })).json()) as {
        id: number
        name: string
        is_active: boolean
        approval_status: string
        url: string
      }[]
    expect((await get('query=vadakkun')).map((t) => t.name)).toEqual(['Sree Vadakkunnathan Temple'])
    expect((await get('query=thrissur')).map((t) => t.id)).toContain(4)
    expect((await get('name=ayyappa&page_size=100')).every((t) => t.name.includes('Ayyappa'))).toBe(true)
    const inactive = await get('is_active=false&page_size=100')
    expect(inactive.length).toBeGreaterThan(0)
    expect(inactive.every((t) => !t.is_active)).toBe(true)
    expect((await get('approval_status=pending&page_size=100')).some((t) => t.is_active)).toBe(true)
    const pending = await get('is_active=false&o=-id&page_size=10')
    expect(pending).toHaveLength(10)
    expect(pending.every((t) => !t.is_active)).toBe(true)
    expect(pending.map((t) => t.id)).toEqual([...pending.map((t) => t.id)].sort((a, b) => b - a))
    expect(pending[0]!.url).toMatch(new RegExp(`/api${STAFF}/temple/${pending[0]!.id}/$`))
  })

  it('lists bank accounts awaiting approval 10 a page; approve needs a merchant id; reject deactivates', async () => {
    const token = await staffToken()
    const res = await api(`${STAFF}/bank-account/?is_active=false&o=-updated_at`, { token })
    const rows = (await res.json()) as {
      id: number
      url: string
      merchant_id: string | null
      updated_at: string
      temple: { name: string }
    }[]
    expect(rows).toHaveLength(10)
    expect(parseLink(res.headers.get('Link')).next).toBeDefined()
    expect(rows.map((r) => r.updated_at)).toEqual([...rows.map((r) => r.updated_at)].sort().reverse())
    expect(rows[0]!.temple.name).not.toBe('')

    const without = rows.find((r) => !r.merchant_id)!
    const refused = await api(`${without.url}approve/`, { method: 'POST', token })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ merchant_id: ['Merchant Id is required'] })
    const patched = await api(without.url, { method: 'PATCH', token, body: { merchant_id: 'MID-X' } })
    expect(patched.status).toBe(200)
    const approved = await api(`${without.url}approve/`, { method: 'POST', token })
    expect(await approved.json()).toMatchObject({ is_active: true, merchant_id: 'MID-X' })
    const rejected = await api(`${without.url}disapprove/`, { method: 'POST', token })
    expect(await rejected.json()).toMatchObject({ is_active: false })
  })

  it('creates a user with matching passwords and refuses a taken e-mail', async () => {
    const token = await staffToken()
    const body = {
      first_name: 'Asha',
      middle_name: '',
      last_name: 'Varma',
      email: 'asha@example.org',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
      device_id: 'd',
    }
    expect((await api(`${STAFF}/user/`, { method: 'POST', token, body })).status).toBe(201)
    const again = await api(`${STAFF}/user/`, { method: 'POST', token, body: { ...body, confirm_password: 'other' } })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      email: ['user with this email address already exists.'],
      confirm_password: ['Passwords must match'],
    })
    const found = (await (await api(`${STAFF}/user/?search=asha@`, { token })).json()) as { email: string }[]
    expect(found.map((u) => u.email)).toEqual(['asha@example.org'])
  })

  it('cleanup-and-reset deletes the chosen modules up to the time, and needs a module', async () => {
    const token = await staffToken()
    const records = () => getMockDb().moduleRecords.filter((r) => r.temple_id === 1)
    const before = records()
    const till = before
      .filter((r) => r.module === 'orders')
      .map((r) => r.created_at)
      .sort()[5]!
    const res = await api(`${STAFF}/temple/1/cleanup-and-reset/`, {
      method: 'POST',
      token,
      body: { financial: false, inventory: false, orders: true, store: true, till_datetime: till },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ detail: 'Data resetted successfully.', cleared: { orders: 6, store: 6 } })
    const after = records()
    expect(after.filter((r) => r.module === 'financial')).toHaveLength(before.filter((r) => r.module === 'financial').length)
    expect(after.filter((r) => r.module === 'orders').every((r) => r.created_at > till)).toBe(true)
    expect(getMockDb().moduleRecords.filter((r) => r.temple_id === 2)).toHaveLength(before.length)

    const none = await api(`${STAFF}/temple/1/cleanup-and-reset/`, { method: 'POST', token, body: { till_datetime: till } })
    expect(none.status).toBe(400)
  })

  it('links users to a temple, changes their role and unlinks them', async () => {
    const token = await staffToken()
    const created = await api(`${STAFF}/temple-admin/`, { method: 'POST', token, body: { temple: 6, user: 4, role: 'administrator' } })
    expect(created.status).toBe(201)
    const link = (await created.json()) as { url: string; role: string; user: { email: string } }
    expect(link).toMatchObject({ role: 'administrator', user: { email: 'newbie@example.com' } })
    expect(getMockDb().memberships.find((m) => m.temple_id === 6 && m.user_id === 4)?.role).toBe('admin')
    const again = await api(`${STAFF}/temple-admin/`, { method: 'POST', token, body: { temple: 6, user: 4, role: 'manager' } })
    expect(again.status).toBe(400)
    const bad = await api(`${STAFF}/temple-admin/`, { method: 'POST', token, body: { temple: 6, role: 'owner' } })
    expect(await bad.json()).toEqual({ user: ['This field is required.'], role: ['"owner" is not a valid choice.'] })
    // A second administrator first: the last one can be neither demoted nor removed.
    expect(
      (await api(`${STAFF}/temple-admin/`, { method: 'POST', token, body: { temple: 6, user: 5, role: 'administrator' } })).status,
    ).toBe(201)
    expect(await (await api(link.url, { method: 'PATCH', token, body: { role: 'manager' } })).json()).toMatchObject({ role: 'manager' })
    const list = (await (await api(`${STAFF}/temple-admin/?temple=6`, { token })).json()) as unknown[]
    expect(list).toHaveLength(2)
    expect((await api(link.url, { method: 'DELETE', token })).status).toBe(204)
    expect(getMockDb().memberships.some((m) => m.temple_id === 6 && m.user_id === 4)).toBe(false)
  })

  it('PATCHes compliance fields with DRF validation', async () => {
    const token = await staffToken()
    const bad = await api(`${STAFF}/temple/3/`, { method: 'PATCH', token, body: { tds: 3, commission_percent: 120, commission_max: 1 } })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()) as object).sort()).toEqual(['commission_max', 'commission_percent', 'tds'])
    const ok = await api(`${STAFF}/temple/3/`, { method: 'PATCH', token, body: { tds: 20, commission_percent: null, commission_min: 2.5 } })
    expect(await ok.json()).toMatchObject({ tds: 20, commission_percent: null, commission_min: '2.50', commission_max: '1000.00' })
  })
})
