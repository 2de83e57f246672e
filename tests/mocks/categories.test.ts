import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { api, login, parseLink } from './api'

// Offering and donation categories are served by one handler factory: the same rules for both,
// each with its own path, permission codes and duplicate message.
const KINDS = [
  {
    kind: 'offering',
    LIST: '/temple/t-admin/offering-category/',
    table: 'offeringCategories',
    members: 'offerings',
    duplicate: 'Offering category with this name already exists.',
  },
  {
    kind: 'donation',
    LIST: '/temple/t-admin/donation-category/',
    table: 'donationCategories',
    members: 'donations',
    duplicate: 'Donation category with this name already exists.',
  },
] as const

interface Category {
  id: number
  url: string
  name: string
  offerings?: string[]
  donations?: string[]
  temple_id: number
}

describe.each(KINDS)('$kind categories', (k) => {
  describe('temple context', () => {
    it('requires the X-Temple-ID header', async () => {
      const { access } = await login('admin@example.com')
      const res = await api(k.LIST, { token: access })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ detail: 'X-Temple-ID header is required.' })
    })

    it('refuses a temple the user does not administer', async () => {
      const { access } = await login('admin@example.com')
      for (const temple of [3, 999]) {
        const res = await api(k.LIST, { token: access, temple })
        expect(res.status).toBe(403)
        expect(await res.json()).toEqual({ detail: 'You are not an administrator of this temple.' })
      }
    })

    it('authenticates before anything else', async () => {
      const res = await api(k.LIST, { temple: 1 })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
    })
  })

  describe('CRUD', () => {
    it('creates, reads, renames and deletes a category', async () => {
      const { access } = await login('admin@example.com')
      const created = await api(k.LIST, {
        method: 'POST',
        token: access,
        temple: 2,
        body: { name: '  Karkidaka Special  ' },
      })
      expect(created.status).toBe(201)
      const category: Category = await created.json()
      expect(category).toMatchObject({ name: 'Karkidaka Special', [k.members]: [], temple_id: 2 })

      const list: Category[] = await (await api(k.LIST, { token: access, temple: 2 })).json()
      expect(list[0]?.id).toBe(category.id)

      const renamed = await api(category.url, { method: 'PATCH', token: access, temple: 2, body: { name: 'Karkidakam' } })
      expect(renamed.status).toBe(200)
      expect((await renamed.json()).name).toBe('Karkidakam')
      expect((await (await api(category.url, { token: access, temple: 2 })).json()).name).toBe('Karkidakam')

      expect((await api(category.url, { method: 'DELETE', token: access, temple: 2 })).status).toBe(204)
      const gone = await api(category.url, { token: access, temple: 2 })
      expect(gone.status).toBe(404)
      expect(await gone.json()).toEqual({ detail: 'Not found.' })
    })

    it('validates the name', async () => {
      const { access } = await login('admin@example.com')
      const existing = getMockDb()[k.table].find((c) => c.temple_id === 1)
      const cases: [unknown, unknown][] = [
        [{}, { name: ['This field is required.'] }],
        [{ name: '   ' }, { name: ['This field may not be blank.'] }],
        [{ name: 'x'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
        [{ name: existing?.name.toLowerCase() }, { name: [k.duplicate] }],
      ]
      for (const [body, errors] of cases) {
        const res = await api(k.LIST, { method: 'POST', token: access, temple: 1, body })
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual(errors)
      }
      // The same name is fine in another temple, and renaming to its own name is fine.
      expect((await api(k.LIST, { method: 'POST', token: access, temple: 2, body: { name: existing?.name } })).status).toBe(201)
      const url = `http://localhost/api${k.LIST}${existing?.id}/`
      expect((await api(url, { method: 'PATCH', token: access, temple: 1, body: { name: existing?.name } })).status).toBe(200)
    })

    it("404s for another temple's category", async () => {
      const { access } = await login('admin@example.com')
      const foreign = getMockDb()[k.table].find((c) => c.temple_id === 2)
      const res = await api(`${k.LIST}${foreign?.id}/`, { token: access, temple: 1 })
      expect(res.status).toBe(404)
    })

    it('answers 405 for an unsupported method', async () => {
      const { access } = await login('admin@example.com')
      const res = await api(k.LIST, { method: 'DELETE', token: access, temple: 1 })
      expect(res.status).toBe(405)
      expect(await res.json()).toEqual({ detail: 'Method "DELETE" not allowed.' })
    })
  })
})

describe('offering categories only', () => {
  const LIST = KINDS[0].LIST

  describe('GET list', () => {
    it("pages temple 1's categories with next/prev Link headers, newest first", async () => {
      const { access } = await login('admin@example.com')
      const first = await api(`${LIST}?name=`, { token: access, temple: 1 })
      expect(first.status).toBe(200)
      const page1: Category[] = await first.json()
      expect(page1).toHaveLength(20)
      const ids = page1.map((c) => c.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      expect(page1[0]).toMatchObject({
        url: `http://localhost/api/temple/t-admin/offering-category/${page1[0]?.id}/`,
        temple_id: 1,
      })
      expect(page1[0]?.url.endsWith('/')).toBe(true)

      const links1 = parseLink(first.headers.get('Link'))
      expect(links1.prev).toBeUndefined()
      expect(links1.next).toBe(`http://localhost/api${LIST}?name=&page=2`)

      const second = await api(links1.next ?? '', { token: access, temple: 1 })
      const page2: Category[] = await second.json()
      expect(page2).toHaveLength(20)
      const links2 = parseLink(second.headers.get('Link'))
      expect(links2.prev).toBe(`http://localhost/api${LIST}?name=`)
      expect(links2.next).toBe(`http://localhost/api${LIST}?name=&page=3`)

      const third = await api(links2.next ?? '', { token: access, temple: 1 })
      const page3: Category[] = await third.json()
      expect(page3.length).toBeGreaterThanOrEqual(5)
      const links3 = parseLink(third.headers.get('Link'))
      expect(links3.next).toBeUndefined()
      expect(links3.prev).toBe(`http://localhost/api${LIST}?name=&page=2`)

      const all = [...page1, ...page2, ...page3]
      expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
      expect(all.length).toBe(getMockDb().offeringCategories.filter((c) => c.temple_id === 1).length)
    })

    it('honours page_size (max 100) and rejects invalid pages', async () => {
      const { access } = await login('admin@example.com')
      const big = await api(`${LIST}?page_size=500`, { token: access, temple: 1 })
      expect((await big.json()).length).toBeGreaterThanOrEqual(45)
      expect(big.headers.get('Link')).toBeNull()
      const invalid = await api(`${LIST}?page=9`, { token: access, temple: 1 })
      expect(invalid.status).toBe(404)
      expect(await invalid.json()).toEqual({ detail: 'Invalid page.' })
    })

    it('searches by name (icontains) and lists real offering urls', async () => {
      const { access } = await login('admin@example.com')
      const db = getMockDb()
      const target = db.offeringCategories.find((c) => c.temple_id === 1 && db.offerings.some((o) => o.category_id === c.id))
      expect(target).toBeDefined()
      const res = await api(`${LIST}?name=${encodeURIComponent(target?.name.toUpperCase() ?? '')}`, {
        token: access,
        temple: 1,
      })
      const found: Category[] = await res.json()
      const match = found.find((c) => c.id === target?.id)
      const expected = db.offerings
        .filter((o) => o.category_id === target?.id)
        .map((o) => `http://localhost/api/temple/t-admin/offering/${o.id}/`)
      expect(match?.offerings).toEqual(expected)
    })
  })

  describe('CRUD', () => {
    it('deletes the offerings of a deleted category and their deity assignments', async () => {
      const { access } = await login('admin@example.com')
      const db = getMockDb()
      const category = db.offeringCategories.find((c) => c.temple_id === 1 && db.offerings.some((o) => o.category_id === c.id))
      const offeringIds = db.offerings.filter((o) => o.category_id === category?.id).map((o) => o.id)
      expect((await api(`${LIST}${category?.id}/`, { method: 'DELETE', token: access, temple: 1 })).status).toBe(204)
      const after = getMockDb()
      expect(after.offerings.some((o) => offeringIds.includes(o.id))).toBe(false)
      expect(after.deities.some((d) => d.offering_ids.some((id) => offeringIds.includes(id)))).toBe(false)
    })
  })

  describe('permissions', () => {
    it('lets the manager view, add and change but not delete', async () => {
      const { access } = await login('manager@example.com')
      expect((await api(LIST, { token: access, temple: 1 })).status).toBe(200)
      const created = await api(LIST, { method: 'POST', token: access, temple: 1, body: { name: 'Manager Category' } })
      expect(created.status).toBe(201)
      const { url } = (await created.json()) as Category
      expect((await api(url, { method: 'PATCH', token: access, temple: 1, body: { name: 'Renamed' } })).status).toBe(200)

      const res = await api(url, { method: 'DELETE', token: access, temple: 1 })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' })
    })

    it('refuses a staff member without view_offering', async () => {
      const db = getMockDb()
      const ravi = db.memberships.find((m) => m.user_id === 3 && m.temple_id === 1)
      if (ravi) ravi.permissions = ['view_deity']
      const { access } = await login('manager@example.com')
      expect((await api(LIST, { token: access, temple: 1 })).status).toBe(403)
    })
  })
})

describe('donation categories only', () => {
  const CATEGORIES = KINDS[1].LIST

  it('lists with donation urls, creates, renames, and deleting removes its donations', async () => {
    const { access } = await login('admin@example.com')
    const list = await api(CATEGORIES, { token: access, temple: 1 })
    const categories: { id: number; url: string; donations: string[] }[] = await list.json()
    expect(categories.length).toBeGreaterThan(3)
    const first = categories[0]!
    expect(first.donations.length).toBe(getMockDb().donations.filter((d) => d.category_id === first.id).length)
    const dup = await api(CATEGORIES, {
      method: 'POST',
      token: access,
      temple: 1,
      body: {
        name: getMockDb()
          .donationCategories.find((c) => c.id === first.id)!
          .name.toUpperCase(),
      },
    })
    expect(await dup.json()).toEqual({ name: ['Donation category with this name already exists.'] })
    const created = await api(CATEGORIES, { method: 'POST', token: access, temple: 1, body: { name: 'Kalasam Fund' } })
    expect(created.status).toBe(201)
    expect((await api(first.url, { method: 'DELETE', token: access, temple: 1 })).status).toBe(204)
    expect(getMockDb().donations.some((d) => d.category_id === first.id)).toBe(false)
  })

  it('uses the donation codes', async () => {
    const { access } = await login('manager@example.com')
    expect((await api(CATEGORIES, { token: access, temple: 1 })).status).toBe(403)
  })
})
