import { describe, expect, it } from 'vitest'
import { api, BASE, firstOffering, login } from './api'

/**
 * An offering's add-on fields and fee split are part of its version (decision 217): a write to one
 * of them moves the offering's ETag, and one that names a stale version of the offering is refused
 * with 412 and the offering as stored.
 */
const TEMPLE = 1

async function offeringVersion(token: string, url: string): Promise<string> {
  const read = await api(url, { token, temple: TEMPLE })
  expect(read.status).toBe(200)
  return read.headers.get('ETag') ?? ''
}

function write(token: string, method: string, path: string, body: unknown, ifMatch?: string) {
  return api(path, { token, temple: TEMPLE, method, body, headers: ifMatch ? { 'If-Match': ifMatch } : {} })
}

describe("an offering's version covers its fee split and add-on fields", () => {
  it('a fee split write moves the ETag; one with a stale If-Match answers 412 with the offering and changes nothing', async () => {
    const { access: token } = await login('admin@example.com')
    const offering = await firstOffering(token)
    const opened = await offeringVersion(token, offering.url)
    const split = (entries: { name: string; percent: string }[]) => ({ content_object: offering.url, entries })

    const listed = (await (
      await api(`/report-app/fee-split-config/?content_object=${offering.url}`, { token, temple: TEMPLE })
    ).json()) as {
      url: string
    }[]
    for (const old of listed) expect((await write(token, 'DELETE', old.url, undefined)).status).toBe(204)
    const first = await offeringVersion(token, offering.url)
    const made = await write(token, 'POST', '/report-app/fee-split-config/', split([{ name: 'Temple', percent: '100' }]), first)
    expect(made.status).toBe(201)
    const config = (await made.json()) as { url: string }
    const afterCreate = await offeringVersion(token, offering.url)
    expect(afterCreate).not.toBe(first)
    if (listed.length > 0) expect(first).not.toBe(opened)

    const late = await write(token, 'PATCH', config.url, split([{ name: 'Priest', percent: '100' }]), first)
    expect(late.status).toBe(412)
    const body = (await late.json()) as { code: string; current: { id: number } }
    expect(body.code).toBe('precondition_failed')
    expect(body.current.id).toBe(offering.id)
    expect(late.headers.get('ETag')).toBe(afterCreate)
    const stored = (await (await api(config.url, { token, temple: TEMPLE })).json()) as { entries: { name: string }[] }
    expect(stored.entries.map((e) => e.name)).toEqual(['Temple'])

    const current = await write(token, 'PATCH', config.url, split([{ name: 'Priest', percent: '100' }]), afterCreate)
    expect(current.status).toBe(200)
    expect(await offeringVersion(token, offering.url)).not.toBe(afterCreate)
  })

  it('an add-on field write moves the ETag; one with a stale If-Match answers 412', async () => {
    const { access: token } = await login('admin@example.com')
    const offering = await firstOffering(token)
    const opened = await offeringVersion(token, offering.url)
    const field = { field_name: 'Star', field_type: 'str', offering: offering.url }
    const made = await write(token, 'POST', `${BASE}/temple/t-admin/offering-addon-field/`, field, opened)
    expect(made.status).toBe(201)
    const addon = (await made.json()) as { id: number }
    const next = await offeringVersion(token, offering.url)
    expect(next).not.toBe(opened)

    const path = `/temple/t-admin/offering-addon-field/${addon.id}/`
    expect((await write(token, 'PUT', path, { ...field, field_name: 'Nakshatra' }, opened)).status).toBe(412)
    expect((await write(token, 'DELETE', path, undefined, opened)).status).toBe(412)
    expect((await write(token, 'PUT', path, { ...field, field_name: 'Nakshatra' }, next)).status).toBe(200)
    expect(await offeringVersion(token, offering.url)).not.toBe(next)
  })
})
