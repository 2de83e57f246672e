import { describe, expect, it } from 'vitest'
import { api, login } from './api'

const LIST = '/temple/t-admin/offering/'

interface OfferingJson {
  id: number
  url: string
  name: string
  price: string
}

async function firstOffering(token: string): Promise<OfferingJson> {
  const res = await api(`${LIST}?page_size=1`, { token, temple: 1 })
  const [first] = (await res.json()) as OfferingJson[]
  if (!first) throw new Error('no offering in the seed')
  return first
}

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
