import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { api, login, parseLink } from './api'

const LIST = '/temple/t-admin/offering/'

interface OfferingJson {
  id: number
  url: string
  name: string
  price: string
  category: string
  category_detail: { id: number; name: string } | null
  assigned_deities: string[]
  offering_times: { id: number; url: string; from_time: string; to_time: string | null }[]
  offering_meta: { dates: string[]; days: unknown[]; excludes: string[] }
  block_unit: number | null
  per_day_limit: number | null
  created_at: string
}

async function admin() {
  return (await login('admin@example.com')).access
}

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T
}

describe('offerings list and detail', () => {
  it('pages temple 1 newest first with Link headers and the full wire object', async () => {
    const token = await admin()
    const res = await api(LIST, { token, temple: 1 })
    expect(res.status).toBe(200)
    const page: OfferingJson[] = await body(res)
    expect(page).toHaveLength(20)
    const created = page.map((o) => o.created_at)
    expect(created).toEqual([...created].sort().reverse())
    expect(parseLink(res.headers.get('Link')).next).toBe(`http://localhost/api${LIST}?page=2`)
    const first = page[0] as OfferingJson
    expect(first.url).toBe(`http://localhost/api${LIST}${first.id}/`)
    expect(first.category).toMatch(/\/offering-category\/\d+\/$/)
    expect(first.category_detail?.name).toBeTruthy()
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'can_change_price',
        'assigned_deities',
        'offering_type',
        'offering_times',
        'offering_meta',
        'min_dakshina_amount',
      ]),
    )
    const detail = await api(first.url, { token, temple: 1 })
    expect(await body(detail)).toEqual(first)
  })

  it('filters by category and deity id', async () => {
    const token = await admin()
    const db = getMockDb()
    const categoryId = db.offerings.find((o) => o.temple_id === 1)?.category_id ?? 0
    const byCategory: OfferingJson[] = await body(await api(`${LIST}?category=${categoryId}&page_size=100`, { token, temple: 1 }))
    expect(byCategory.length).toBe(db.offerings.filter((o) => o.category_id === categoryId).length)
    expect(byCategory.every((o) => o.category_detail?.id === categoryId)).toBe(true)
    const deity = db.deities.find((d) => d.temple_id === 1 && d.offering_ids.length > 0)
    const byDeity: OfferingJson[] = await body(await api(`${LIST}?deity=${deity?.id}&page_size=100`, { token, temple: 1 }))
    expect(byDeity.length).toBe(Math.min(100, deity?.offering_ids.length ?? 0))
    expect(byDeity.every((o) => o.assigned_deities.includes(`http://localhost/api/temple/t-admin/deity/${deity?.id}/`))).toBe(true)
  })

  it('gates by permission: manager may view/add/change but not delete', async () => {
    const { access } = await login('manager@example.com')
    const list: OfferingJson[] = await body(await api(LIST, { token: access, temple: 1 }))
    const target = list[0] as OfferingJson
    const del = await api(target.url, { method: 'DELETE', token: access, temple: 1 })
    expect(del.status).toBe(403)
  })
})

describe('create, edit, meta, times', () => {
  async function categoryUrl(token: string): Promise<string> {
    const cats: { url: string }[] = await body(await api('/temple/t-admin/offering-category/', { token, temple: 1 }))
    return cats[0]?.url ?? ''
  }

  it('validates the channels, category and price', async () => {
    const token = await admin()
    const res = await api(LIST, {
      method: 'POST',
      token,
      temple: 1,
      body: { name: 'X', price: 0, category: 'nope', offering_type: 'weekly', available_online: false, available_offline: false },
    })
    expect(res.status).toBe(400)
    expect(await body(res)).toEqual({
      price: ['Ensure this value is greater than or equal to 0.01.'],
      category: ['Invalid hyperlink - Object does not exist.'],
    })
    const channels = await api(LIST, {
      method: 'POST',
      token,
      temple: 1,
      body: {
        name: 'X',
        price: 10,
        category: await categoryUrl(token),
        offering_type: 'weekly',
        available_online: false,
        available_offline: false,
      },
    })
    expect(await body(channels)).toEqual({
      non_field_errors: ['Either "Available App/Web" or "Available Counter/POS" must be enabled'],
    })
  })

  it('creates, patches meta and adds/edits/removes times with the time rules', async () => {
    const token = await admin()
    const res = await api(LIST, {
      method: 'POST',
      token,
      temple: 1,
      body: {
        name: 'Test Pooja',
        price: 150,
        category: await categoryUrl(token),
        offering_type: 'weekly',
        available_online: true,
        available_offline: true,
        block_period: 'not_applicable',
        block_unit: 3,
        offering_meta: { days: ['mon', 'fri'] },
      },
    })
    expect(res.status).toBe(201)
    const offering: OfferingJson = await body(res)
    expect(offering).toMatchObject({ price: '150.00', block_unit: null, offering_meta: { days: ['mon', 'fri'], dates: [], excludes: [] } })

    const added: OfferingJson = await body(
      await api(`${offering.url}offering_meta/add/`, {
        method: 'PATCH',
        token,
        temple: 1,
        body: { days: ['sun'], excludes: ['2025-03-03'] },
      }),
    )
    expect(added.offering_meta).toEqual({ dates: [], days: ['sun', 'mon', 'fri'], excludes: ['2025-03-03'] })
    const removed: OfferingJson = await body(
      await api(`${offering.url}offering_meta/remove/`, { method: 'PATCH', token, temple: 1, body: { days: ['mon'] } }),
    )
    expect(removed.offering_meta.days).toEqual(['sun', 'fri'])

    const times = `${offering.url}offering_times/`
    const t1 = await api(times, {
      method: 'POST',
      token,
      temple: 1,
      body: { from_time: '06:00', to_time: '07:30:00', max_limit: 5, block_calc_chooser: 'to_time' },
    })
    expect(t1.status).toBe(201)
    const time = await body<{ url: string; from_time: string }>(t1)
    expect(time.from_time).toBe('06:00:00')
    const dup = await api(times, { method: 'POST', token, temple: 1, body: { from_time: '06:00:00', to_time: '07:30:00' } })
    expect(await body(dup)).toEqual({ non_field_errors: ['This time range already exists for the offering.'] })
    const same = await api(times, { method: 'POST', token, temple: 1, body: { from_time: '08:00:00', to_time: '08:00:00' } })
    expect(await body(same)).toEqual({ to_time: ['From time and to time must differ.'] })
    const earlier = await api(times, { method: 'POST', token, temple: 1, body: { from_time: '09:00:00', to_time: '08:00:00' } })
    expect(await body(earlier)).toEqual({ to_time: ['To time must be later than from time.'] })
    const noFrom = await api(times, { method: 'POST', token, temple: 1, body: { to_time: '08:00:00' } })
    expect(await body(noFrom)).toEqual({ from_time: ['This field is required.'] })

    const patched = await api(time.url, { method: 'PATCH', token, temple: 1, body: { max_limit: 9 } })
    expect(await body(patched)).toMatchObject({ max_limit: 9, from_time: '06:00:00' })
    expect((await api(time.url, { method: 'DELETE', token, temple: 1 })).status).toBe(204)
    const detail: OfferingJson = await body(await api(offering.url, { token, temple: 1 }))
    expect(detail.offering_times).toEqual([])
  })
})

describe('add-on fields and fee splits', () => {
  it('creates add-on fields with their rules and lists them per offering', async () => {
    const token = await admin()
    const offering = getMockDb().offerings.find((o) => o.temple_id === 1)
    const url = `http://localhost/api/temple/t-admin/offering/${offering?.id}/`
    const bad = await api('/temple/t-admin/offering-addon-field/', {
      method: 'POST',
      token,
      temple: 1,
      body: {
        field_name: 'Ghee',
        data_type: 'float',
        min_value: -1,
        add_to_price: true,
        allow_multiplier: true,
        multiplier_label: '',
        offering: url,
      },
    })
    expect(await body(bad)).toEqual({
      min_value: ['Minimum value must be greater than or equal to 0 when the value is added to the price'],
      multiplier_label: ['Multiplier label is required'],
    })
    const ok = await api('/temple/t-admin/offering-addon-field/', {
      method: 'POST',
      token,
      temple: 1,
      body: { field_name: 'Gothram', field_type: 'str', min_length: 1, max_length: 20, offering: url },
    })
    expect(ok.status).toBe(201)
    const list: { field_name: string }[] = await body(
      await api(`/temple/t-admin/offering-addon-field/?offering=${offering?.id}`, { token, temple: 1 }),
    )
    expect(list.map((a) => a.field_name)).toContain('Gothram')
  })

  it('keeps one config per offering whose percentages sum to 100', async () => {
    const token = await admin()
    const db = getMockDb()
    const offering = db.offerings.find((o) => o.temple_id === 1 && !db.feeSplitConfigs.some((c) => c.content_object === `offering:${o.id}`))
    const url = `http://localhost/api/temple/t-admin/offering/${offering?.id}/`
    const bad = await api('/report-app/fee-split-config/', {
      method: 'POST',
      token,
      temple: 1,
      body: {
        content_object: url,
        entries: [
          { name: 'Temple', percent: 60 },
          { name: 'Priest', percent: 30 },
        ],
      },
    })
    expect(await body(bad)).toEqual({ entries: ['Sum of percentages should be 100'] })
    const ok = await api('/report-app/fee-split-config/', {
      method: 'POST',
      token,
      temple: 1,
      body: {
        content_object: url,
        entries: [
          { name: 'Temple', percent: 60 },
          { name: 'Priest', percent: 40 },
        ],
      },
    })
    expect(ok.status).toBe(201)
    const list: { content_object: string; entries: { percent: string; value: string }[] }[] = await body(
      await api(`/report-app/fee-split-config/?content_object=${encodeURIComponent(url)}`, { token, temple: 1 }),
    )
    expect(list).toHaveLength(1)
    expect(list[0]?.entries[0]?.percent).toBe('60.00')
    expect(list[0]?.entries[0]?.value).toBe(((Number(offering?.price) * 60) / 100).toFixed(2))
  })
})
