import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { BASE, api, login, parseLink } from './api'

const CATEGORIES = '/temple/t-admin/donation-category/'
const LIST = '/temple/t-admin/donation/'

interface Donation {
  id: number
  url: string
  name: string
  category: string
  category_detail: { id: number; name: string } | null
  amount: string | null
  min_amount: string | null
  max_amount: string | null
  donation_type: string
  block_unit: number | null
  donation_meta: { dates: string[]; days: (string | number)[]; excludes: string[] }
}

function categoryUrl(temple: number): string {
  const category = getMockDb().donationCategories.find((c) => c.temple_id === temple)!
  return `${BASE}${CATEGORIES}${category.id}/`
}

describe('donations', () => {
  it('pages temple 1 donations with the Link header and names the category', async () => {
    const { access } = await login('admin@example.com')
    const res = await api(LIST, { token: access, temple: 1 })
    const page: Donation[] = await res.json()
    expect(page).toHaveLength(20)
    expect(parseLink(res.headers.get('Link')).next).toBe(`${BASE}${LIST}?page=2`)
    expect(page[0]!.category_detail?.name).toBeTruthy()
  })

  it('creates with the full payload, validates amounts, type and meta', async () => {
    const { access } = await login('admin@example.com')
    const bad = await api(LIST, {
      method: 'POST',
      token: access,
      temple: 1,
      body: {
        name: 'X',
        category: categoryUrl(2),
        is_amount_fixed: true,
        amount: null,
        donation_type: 'yearly',
        donation_meta: { excludes: ['25/12/2026'] },
      },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      category: ['Invalid hyperlink - Object does not exist.'],
      donation_type: ['"yearly" is not a valid choice.'],
      donation_meta: { excludes: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    })
    const noAmount = await api(LIST, {
      method: 'POST',
      token: access,
      temple: 1,
      body: { name: 'X', category: categoryUrl(1), is_amount_fixed: true, amount: null },
    })
    expect(await noAmount.json()).toEqual({ amount: ['Amount is required when the amount is fixed.'] })
    const range = await api(LIST, {
      method: 'POST',
      token: access,
      temple: 1,
      body: { name: 'X', category: categoryUrl(1), is_amount_fixed: false, min_amount: 500, max_amount: 100 },
    })
    expect(await range.json()).toEqual({ max_amount: ['Ensure the maximum amount is greater than or equal to the minimum amount.'] })

    const res = await api(LIST, {
      method: 'POST',
      token: access,
      temple: 1,
      body: {
        name: 'Friday Annadanam',
        category: categoryUrl(1),
        amount: 501,
        min_amount: null,
        max_amount: null,
        is_date_required: true,
        is_amount_fixed: true,
        donation_type: 'weekly',
        donation_meta: { days: ['fri'], excludes: ['2026-12-25'] },
        block_period: 'not_applicable',
        description: '',
        per_day_limit: 40,
        block_unit: 3,
        repeat_unit: null,
      },
    })
    expect(res.status).toBe(201)
    const donation: Donation = await res.json()
    expect(donation).toMatchObject({
      amount: '501.00',
      donation_type: 'weekly',
      block_unit: null,
      donation_meta: { dates: [], days: ['fri'], excludes: ['2026-12-25'] },
    })

    const patched = await api(donation.url, { method: 'PATCH', token: access, temple: 1, body: { amount: 150 } })
    expect(((await patched.json()) as Donation).amount).toBe('150.00')

    const added = await api(`${donation.url}donation_meta/add/`, {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { days: ['mon', 'fri'], excludes: ['2027-01-01'] },
    })
    expect(((await added.json()) as Donation).donation_meta).toEqual({
      dates: [],
      days: ['fri', 'mon'],
      excludes: ['2026-12-25', '2027-01-01'],
    })
    const removed = await api(`${donation.url}donation_meta/remove/`, {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { excludes: ['2026-12-25'] },
    })
    expect(((await removed.json()) as Donation).donation_meta.excludes).toEqual(['2027-01-01'])

    expect((await api(donation.url, { method: 'DELETE', token: access, temple: 1 })).status).toBe(204)
    expect((await api(donation.url, { token: access, temple: 1 })).status).toBe(404)
  })

  it('lets the add permission edit and delete (the spec quirk) and refuses view-only users', async () => {
    const db = getMockDb()
    const manager = db.users.find((u) => u.email === 'manager@example.com')!
    const membership = db.memberships.find((m) => m.user_id === manager.id && m.temple_id === 1)!
    membership.permissions = ['view_donation', 'add_donation']
    const { access } = await login('manager@example.com')
    const donation = db.donations.find((d) => d.temple_id === 1)!
    const url = `${BASE}${LIST}${donation.id}/`
    expect((await api(url, { method: 'PATCH', token: access, temple: 1, body: { name: 'Renamed' } })).status).toBe(200)
    membership.permissions = ['view_donation']
    expect((await api(url, { method: 'PATCH', token: access, temple: 1, body: { name: 'Again' } })).status).toBe(403)
    expect((await api(url, { method: 'DELETE', token: access, temple: 1 })).status).toBe(403)
  })
})
