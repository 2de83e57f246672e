import { describe, expect, it } from 'vitest'
import { api, firstOffering, login, type OfferingJson } from './api'

describe('record versions (ETag / If-Match) of an offering', () => {
  it('sends an ETag with the detail and with a saved change, and the ETag follows the record', async () => {
    const { access: token } = await login('admin@example.com')
    const offering = await firstOffering(token)
    const read = await api(offering.url, { token, temple: 1 })
    const version = read.headers.get('ETag')
    expect(version).toMatch(/^"[0-9a-z]+"$/)
    // The same record reads with the same version.
    expect((await api(offering.url, { token, temple: 1 })).headers.get('ETag')).toBe(version)

    const saved = await api(offering.url, {
      token,
      temple: 1,
      method: 'PATCH',
      body: { name: 'Renamed' },
      headers: { 'If-Match': version ?? '' },
    })
    expect(saved.status).toBe(200)
    const next = saved.headers.get('ETag')
    expect(next).toMatch(/^"[0-9a-z]+"$/)
    expect(next).not.toBe(version)
    expect((await api(offering.url, { token, temple: 1 })).headers.get('ETag')).toBe(next)
  })

  it('answers 412 precondition_failed with the current record when If-Match names an older version, and changes nothing', async () => {
    const { access: token } = await login('admin@example.com')
    const offering = await firstOffering(token)
    const old = (await api(offering.url, { token, temple: 1 })).headers.get('ETag') ?? ''
    // Someone else saves first.
    const first = await api(offering.url, { token, temple: 1, method: 'PATCH', body: { price: 222 }, headers: { 'If-Match': old } })
    expect(first.status).toBe(200)
    const current = (await first.json()) as OfferingJson

    const late = await api(offering.url, {
      token,
      temple: 1,
      method: 'PATCH',
      body: { price: 333, name: 'Late' },
      headers: { 'If-Match': old },
    })
    expect(late.status).toBe(412)
    expect(late.headers.get('ETag')).toBe(first.headers.get('ETag'))
    const body = (await late.json()) as { detail: string; code: string; current: OfferingJson }
    expect(body.code).toBe('precondition_failed')
    expect(body.detail).toBeTruthy()
    expect(body.current).toEqual(current)
    expect(body.current.price).toBe('222.00')

    const stored = (await (await api(offering.url, { token, temple: 1 })).json()) as OfferingJson
    expect(stored.price).toBe('222.00')
    expect(stored.name).toBe(current.name)
  })

  it('accepts a change without If-Match (older clients) and one with If-Match: *', async () => {
    const { access: token } = await login('admin@example.com')
    const offering = await firstOffering(token)
    const plain = await api(offering.url, { token, temple: 1, method: 'PATCH', body: { name: 'No version' } })
    expect(plain.status).toBe(200)
    const any = await api(offering.url, { token, temple: 1, method: 'PATCH', body: { name: 'Any version' }, headers: { 'If-Match': '*' } })
    expect(any.status).toBe(200)
    expect(((await any.json()) as OfferingJson).name).toBe('Any version')
  })
})

/** The other edit forms' records: a change that each accepts, and the list to find one in. */
const RECORDS = [
  { what: 'a deity', list: '/temple/t-admin/deity/', change: { name: 'Renamed deity' }, other: { is_main: false } },
  {
    what: 'an offering category',
    list: '/temple/t-admin/offering-category/',
    change: { name: 'Renamed category' },
    other: { name: 'Other' },
  },
  { what: 'a donation category', list: '/temple/t-admin/donation-category/', change: { name: 'Renamed fund' }, other: { name: 'Other' } },
  { what: 'a donation', list: '/temple/t-admin/donation/', change: { name: 'Renamed donation' }, other: { description: 'Other' } },
] as const

describe.each(RECORDS)('record versions of $what', ({ list, change, other }) => {
  async function first(token: string): Promise<{ url: string }> {
    const [record] = (await (await api(`${list}?page_size=1`, { token, temple: 1 })).json()) as { url: string }[]
    if (!record) throw new Error(`no record at ${list} in the seed`)
    return record
  }

  it('sends an ETag with the detail and the saved change; the ETag changes after a write', async () => {
    const { access: token } = await login('admin@example.com')
    const { url } = await first(token)
    const version = (await api(url, { token, temple: 1 })).headers.get('ETag')
    expect(version).toMatch(/^"[0-9a-z]+"$/)
    const saved = await api(url, { token, temple: 1, method: 'PATCH', body: change, headers: { 'If-Match': version ?? '' } })
    expect(saved.status).toBe(200)
    const next = saved.headers.get('ETag')
    expect(next).toMatch(/^"[0-9a-z]+"$/)
    expect(next).not.toBe(version)
    expect((await api(url, { token, temple: 1 })).headers.get('ETag')).toBe(next)
  })

  it('answers 412 with the current record and its ETag on a stale If-Match, and changes nothing', async () => {
    const { access: token } = await login('admin@example.com')
    const { url } = await first(token)
    const old = (await api(url, { token, temple: 1 })).headers.get('ETag') ?? ''
    const firstSave = await api(url, { token, temple: 1, method: 'PATCH', body: change, headers: { 'If-Match': old } })
    expect(firstSave.status).toBe(200)
    const current = (await firstSave.json()) as Record<string, unknown>

    const late = await api(url, { token, temple: 1, method: 'PATCH', body: other, headers: { 'If-Match': old } })
    expect(late.status).toBe(412)
    expect(late.headers.get('ETag')).toBe(firstSave.headers.get('ETag'))
    const body = (await late.json()) as { code: string; current: unknown }
    expect(body.code).toBe('precondition_failed')
    expect(body.current).toEqual(current)
    expect(await (await api(url, { token, temple: 1 })).json()).toEqual(current)
  })

  it('accepts a change without If-Match', async () => {
    const { access: token } = await login('admin@example.com')
    const { url } = await first(token)
    const plain = await api(url, { token, temple: 1, method: 'PATCH', body: change })
    expect(plain.status).toBe(200)
    expect(((await plain.json()) as { name: string }).name).toBe(change.name)
  })
})

describe('record versions of a donation’s schedule (donation_meta/add/ and /remove/)', () => {
  it('takes the donation’s If-Match: a stale one is refused with 412, the current one is accepted and answers the new ETag', async () => {
    const { access: token } = await login('admin@example.com')
    const [donation] = (await (await api('/temple/t-admin/donation/?page_size=1', { token, temple: 1 })).json()) as { url: string }[]
    const url = donation!.url
    const old = (await api(url, { token, temple: 1 })).headers.get('ETag') ?? ''
    const schedule = (change: 'add' | 'remove', version: string) =>
      api(`${url}donation_meta/${change}/`, {
        token,
        temple: 1,
        method: 'PATCH',
        body: { excludes: ['2031-01-05'] },
        headers: { 'If-Match': version },
      })
    const add = await schedule('add', old)
    expect(add.status).toBe(200)
    const next = add.headers.get('ETag')
    expect(next).not.toBe(old)
    expect((await api(url, { token, temple: 1 })).headers.get('ETag')).toBe(next)

    const stale = await schedule('remove', old)
    expect(stale.status).toBe(412)
    expect(((await stale.json()) as { current: { donation_meta: { excludes: string[] } } }).current.donation_meta.excludes).toContain(
      '2031-01-05',
    )
  })
})
