// @vitest-environment node
// Multipart bodies with a File go through msw reliably only in Node (see docs: pitfalls).
import { describe, expect, it } from 'vitest'
import { TEMPLE, getMockDb } from '../../mocks/node'
import { bytesOf, HEADS } from '../upload-files'
import { BASE, api, login, parseLink } from './api'

// The shared setup clears localStorage after each test; Node has none.
if (!('localStorage' in globalThis)) {
  const data = new Map<string, string>()
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
      clear: () => data.clear(),
    },
  })
}

const LIST = '/temple/t-admin/deity/'

interface Deity {
  id: number
  url: string
  name: string
  is_main: boolean
  deity_img: string | null
  offerings: string[]
  temple_id: number
}

async function upload(url: string, token: string, temple: number, file: Blob | null, name = 'deity_img', filename = 'deity.png') {
  const form = new FormData()
  if (file) form.append(name, file, filename)
  return fetch(`${url}img/`, { method: 'PUT', headers: { Authorization: `JWT ${token}`, 'X-Temple-ID': String(temple) }, body: form })
}

describe('deities', () => {
  it('lists the temple deities (main first) with images the mock serves, paged with a Link header', async () => {
    const { access } = await login('admin@example.com')
    const res = await api(`${LIST}?page_size=2`, { token: access, temple: 1 })
    expect(res.status).toBe(200)
    const page: Deity[] = await res.json()
    expect(page).toHaveLength(2)
    expect(page[0]).toMatchObject({ is_main: true, temple_id: 1 })
    expect(page.filter((d) => d.is_main)).toHaveLength(1)
    expect(parseLink(res.headers.get('Link')).next).toBe(`${BASE}${LIST}?page_size=2&page=2`)
    const image = await fetch(page[0]!.deity_img!)
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml')
    const db = getMockDb()
    for (const temple of db.temples.filter((t) => (Object.values(TEMPLE) as number[]).includes(t.id))) {
      const deities = db.deities.filter((d) => d.temple_id === temple.id)
      expect(deities.length).toBeGreaterThanOrEqual(4)
      expect(deities.filter((d) => d.is_main)).toHaveLength(1)
    }
  })

  it('creates with offering urls, validates, updates, deletes', async () => {
    const { access } = await login('admin@example.com')
    const offering = getMockDb().offerings.find((o) => o.temple_id === 2)!
    const foreign = getMockDb().offerings.find((o) => o.temple_id === 1)!
    const bad = await api(LIST, {
      method: 'POST',
      token: access,
      temple: 2,
      body: { name: '', offerings: [`${BASE}/temple/t-admin/offering/${foreign.id}/`] },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      name: ['This field may not be blank.'],
      is_main: ['This field is required.'],
      offerings: ['Invalid hyperlink - Object does not exist.'],
    })
    const res = await api(LIST, {
      method: 'POST',
      token: access,
      temple: 2,
      body: { name: 'Sree Rama', is_main: false, offerings: [`${BASE}/temple/t-admin/offering/${offering.id}/`] },
    })
    expect(res.status).toBe(201)
    const deity: Deity = await res.json()
    expect(deity).toMatchObject({
      name: 'Sree Rama',
      is_main: false,
      deity_img: null,
      offerings: [`${BASE}/temple/t-admin/offering/${offering.id}/`],
    })
    const patched = await api(deity.url, { method: 'PATCH', token: access, temple: 2, body: { offerings: [] } })
    expect(((await patched.json()) as Deity).offerings).toEqual([])
    expect((await api(deity.url, { method: 'DELETE', token: access, temple: 2 })).status).toBe(204)
    expect((await api(deity.url, { token: access, temple: 2 })).status).toBe(404)
  })

  it('uploads one jpeg or png of at most 5242880 bytes as deity_img', async () => {
    const { access } = await login('admin@example.com')
    const deity = getMockDb().deities.find((d) => d.temple_id === 1)!
    const url = `${BASE}${LIST}${deity.id}/`
    const png = new Blob([bytesOf(HEADS.png)], { type: 'image/png' })
    const ok = await upload(url, access, 1, png)
    expect(ok.status).toBe(200)
    const image = ((await ok.json()) as Deity).deity_img
    expect(image).toMatch(/^http:\/\/localhost\/api\/__mock__\/media\/upload-[a-z0-9-]+\.png$/)
    const served = await fetch(image!)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(HEADS.png))

    const gif = await upload(url, access, 1, new Blob([new Uint8Array(4)], { type: 'image/gif' }), 'deity_img', 'x.gif')
    expect(gif.status).toBe(400)
    expect(await gif.json()).toEqual({ deity_img: ['Upload a valid image. Only jpeg and png images are allowed.'] })

    const big = await upload(url, access, 1, new Blob([new Uint8Array(5_242_881)], { type: 'image/jpeg' }), 'deity_img', 'big.jpg')
    expect(big.status).toBe(400)
    expect(await big.json()).toEqual({ deity_img: ['Image should be less than 5 MB.'] })

    const exact = await upload(url, access, 1, new Blob([bytesOf(HEADS.jpeg, 5_242_880)], { type: 'image/jpeg' }), 'deity_img', 'exact.jpg')
    expect(exact.status).toBe(200)
    expect(((await exact.json()) as Deity).deity_img).toMatch(/__mock__\/media\/deity-\d+\.svg$/)

    const none = await upload(url, access, 1, null)
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ deity_img: ['No file was submitted.'] })
  })

  it('refuses a deity_img whose bytes are not an image, whatever its type and name, with DRF’s ImageField message', async () => {
    const { access } = await login('admin@example.com')
    const deity = getMockDb().deities.find((d) => d.temple_id === 1)!
    const url = `${BASE}${LIST}${deity.id}/`
    const before = deity.image
    for (const [head, type, name] of [
      [HEADS.html, 'image/png', 'x.png'],
      [HEADS.gif, 'image/jpeg', 'x.jpg'],
      [HEADS.pdf, 'image/png', 'x.png'],
    ] as const) {
      const res = await upload(url, access, 1, new Blob([bytesOf(head)], { type }), 'deity_img', name)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        deity_img: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      })
    }
    expect(getMockDb().deities.find((d) => d.id === deity.id)!.image).toBe(before)
  })

  it('checks the deity codes: manager@example.com may view but not add or upload', async () => {
    const { access } = await login('manager@example.com')
    expect((await api(LIST, { token: access, temple: 1 })).status).toBe(200)
    expect((await api(LIST, { method: 'POST', token: access, temple: 1, body: { name: 'X', is_main: false } })).status).toBe(403)
    const deity = getMockDb().deities.find((d) => d.temple_id === 1)!
    const res = await upload(`${BASE}${LIST}${deity.id}/`, access, 1, new Blob([new Uint8Array(4)], { type: 'image/png' }))
    expect(res.status).toBe(403)
  })
})
