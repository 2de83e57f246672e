import { describe, expect, it } from 'vitest'
import { ALL_ROUTES, ROUTES } from '../../mocks/handlers'
import { HTTP_METHODS } from '../../mocks/router'
import { DevControl, FAULTS_STORAGE_KEY, LOG_STORAGE_KEY } from '../../mocks/dev-control'
import { areaOfPath, defaultFaults } from '../../mocks/faults'
import { getMockDb } from '../../mocks/node'
import { api, login, parseLink } from './api'

const OFFERINGS = '/temple/t-admin/offering/'

interface CatalogRoute {
  path: string
  area: string
  methods: {
    method: string
    auth: string
    permission: string | null
    summary: string | null
    query: Record<string, string>
    body: Record<string, string> | null
  }[]
}

async function patchFaults(body: unknown) {
  const res = await api('/__mock__/faults', { method: 'PATCH', body })
  expect(res.status).toBe(200)
  return res.json() as Promise<{ active: boolean }>
}

async function log() {
  const res = await api('/__mock__/requests')
  return (await res.json()) as { method: string; path: string; status: number; replay: boolean; fault: string | null; area: string }[]
}

describe('route catalog', () => {
  it('lists exactly the route table: every path and method, in order', async () => {
    const res = await api('/__mock__/routes')
    expect(res.status).toBe(200)
    const catalog = (await res.json()) as CatalogRoute[]
    const listed = catalog.flatMap((r) => r.methods.map((m) => `${m.method} ${r.path}`))
    const table = ALL_ROUTES.flatMap((r) => HTTP_METHODS.filter((m) => r.methods[m]).map((m) => `${m} ${r.path}`))
    expect(listed).toEqual(table)
    // Every area's routes are there, and the panel's own endpoints too.
    for (const r of ROUTES) expect(catalog.some((c) => c.path === r.path)).toBe(true)
    expect(catalog.some((c) => c.path === '/__mock__/faults')).toBe(true)
  })

  it('gives the guard of each method: permission for temple routes, none for login', async () => {
    const catalog = (await (await api('/__mock__/routes')).json()) as CatalogRoute[]
    const offerings = catalog.find((r) => r.path === OFFERINGS)
    expect(offerings?.area).toBe('offering')
    expect(offerings?.methods.map((m) => [m.method, m.auth, m.permission])).toEqual([
      ['GET', 'temple', 'view_offering'],
      ['POST', 'temple', 'add_offering'],
    ])
    const loginRoute = catalog.find((r) => r.path === '/user/v2/auth/')
    expect(loginRoute?.methods[0]).toMatchObject({ method: 'POST', auth: 'none', permission: null })
    expect(catalog.find((r) => r.path === '/user/')?.methods[0]).toMatchObject({ auth: 'user', permission: null })
  })

  it('derives areas from paths', () => {
    expect(areaOfPath('/temple/t-admin/offering/:id/')).toBe('offering')
    expect(areaOfPath('/temple/t-admin/')).toBe('temple')
    expect(areaOfPath('/temple/t-admin/:id/img/:kind/')).toBe('temple')
    expect(areaOfPath('/report-app/fee-split-name/')).toBe('fee-split-name')
    expect(areaOfPath('/user/v2/auth/')).toBe('user')
    expect(areaOfPath('/__mock__/reset')).toBe('__mock__')
  })

  it('produces an example response on a throwaway copy of the seed, with the Link header', async () => {
    const before = getMockDb().offerings.length
    const res = await api('/__mock__/routes/example', { method: 'POST', body: { method: 'GET', path: OFFERINGS } })
    expect(res.status).toBe(200)
    const example = (await res.json()) as { status: number; headers: Record<string, string>; body: { url: string }[]; query_read: string[] }
    expect(example.status).toBe(200)
    expect(parseLink(example.headers.link ?? null).next).toMatch(/\/api\/temple\/t-admin\/offering\/\?page=2$/)
    expect(example.body[0]?.url).toMatch(/^http:\/\/localhost\/api\/temple\/t-admin\/offering\/\d+\/$/)
    expect(example.query_read).toEqual(expect.arrayContaining(['page', 'page_size']))

    const post = await api('/__mock__/routes/example', { method: 'POST', body: { method: 'POST', path: OFFERINGS } })
    const created = (await post.json()) as { status: number; body: Record<string, unknown> }
    expect(created.status).toBe(400)
    expect(getMockDb().offerings.length).toBe(before)
  })
})

describe('fault injection', () => {
  it('an error rate of 100% for an area answers 500 there and nowhere else, until turned off', async () => {
    const { access } = await login('admin@example.com')
    expect((await patchFaults({ errors: [{ area: 'offering', rate: 100, kind: '5xx' }] })).active).toBe(true)
    expect((await api(OFFERINGS, { token: access, temple: 1 })).status).toBe(500)
    expect((await api('/temple/t-admin/deity/', { token: access, temple: 1 })).status).toBe(200)
    expect((await api('/__mock__/faults', { method: 'DELETE' })).status).toBe(204)
    expect((await api(OFFERINGS, { token: access, temple: 1 })).status).toBe(200)
    const entries = await log()
    expect(entries.map((e) => [e.path, e.status])).toEqual([
      [OFFERINGS, 200],
      ['/temple/t-admin/deity/', 200],
      [OFFERINGS, 500],
      ['/user/v2/auth/', 200],
    ])
    expect(entries[2]?.fault).toBe('offering 5xx')
  })

  it('a network-failure rate makes the request fail without a response', async () => {
    const { access } = await login('admin@example.com')
    await patchFaults({ errors: [{ area: 'offering', rate: 100, kind: 'network' }] })
    await expect(api(OFFERINGS, { token: access, temple: 1 })).rejects.toThrow()
    expect((await log())[0]).toMatchObject({ status: 0, fault: 'offering network failure' })
  })

  it('rejects bad settings with field errors', async () => {
    const res = await api('/__mock__/faults', {
      method: 'PATCH',
      body: { errors: [{ area: 'offering', rate: 150, kind: '5xx' }], latency: { mode: 'slow' } },
    })
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['errors', 'latency'])
  })

  it('fixed latency delays every API request', async () => {
    await patchFaults({ latency: { mode: 'fixed', fixed_ms: 150 } })
    const started = Date.now()
    await api('/__mock__/accounts') // control endpoints are never delayed
    const control = Date.now() - started
    const res = await api('/user/')
    expect(res.status).toBe(401)
    expect(Date.now() - started - control).toBeGreaterThanOrEqual(140)
    expect((await log())[0]?.fault).toBe('latency 150 ms')
  })

  it('next request answers 403 once', async () => {
    const { access } = await login('admin@example.com')
    await patchFaults({ next_request_403: true })
    const denied = await api('/user/', { token: access })
    expect(denied.status).toBe(403)
    expect(await denied.json()).toEqual({ detail: 'You do not have permission to perform this action.' })
    expect((await api('/user/', { token: access })).status).toBe(200)
    expect(((await (await api('/__mock__/faults')).json()) as { active: boolean }).active).toBe(false)
  })

  it('offline for N seconds fails every request until the time is up or it is turned off', async () => {
    const { access } = await login('admin@example.com')
    const state = (await patchFaults({ offline_for_seconds: 30 })) as unknown as { offline_until: string }
    expect(Date.parse(state.offline_until) - Date.now()).toBeGreaterThan(25_000)
    await expect(api('/user/', { token: access })).rejects.toThrow()
    await patchFaults({ offline_for_seconds: 0 })
    expect((await api('/user/', { token: access })).status).toBe(200)
  })

  it('expire refresh token: the next refresh fails; access tokens keep working until they expire', async () => {
    const { access, refresh } = await login('admin@example.com')
    expect((await api('/__mock__/expire-refresh-tokens', { method: 'POST' })).status).toBe(204)
    expect((await api('/user/', { token: access })).status).toBe(200)
    const res = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh } })
    expect(res.status).toBe(401)
  })
})

describe('request log', () => {
  it('marks the replay of a request answered token_not_valid, and keeps the last 200', async () => {
    const first = await login('admin@example.com')
    await api('/__mock__/expire-access-tokens', { method: 'POST' })
    expect((await api('/user/', { token: first.access })).status).toBe(401)
    const refreshed = await api('/user/v2/auth/refresh/', { method: 'POST', body: { refresh: first.refresh } })
    const { access } = (await refreshed.json()) as { access: string }
    expect((await api('/user/', { token: access })).status).toBe(200)
    const entries = await log()
    expect(entries.slice(0, 3).map((e) => [e.method, e.path, e.status, e.replay])).toEqual([
      ['GET', '/user/', 200, true],
      ['POST', '/user/v2/auth/refresh/', 200, false],
      ['GET', '/user/', 401, false],
    ])
    for (let i = 0; i < 205; i += 1) await api('/user/')
    expect(await log()).toHaveLength(200)
    expect((await api('/__mock__/requests', { method: 'DELETE' })).status).toBe(204)
    expect(await log()).toEqual([])
  })
})

describe('data browser', () => {
  it('lists tables with counts, searches, replaces and deletes rows', async () => {
    const tables = (await (await api('/__mock__/db')).json()) as { name: string; count: number }[]
    expect(tables.find((t) => t.name === 'offerings')?.count).toBe(getMockDb().offerings.length)
    const found = await api('/__mock__/db/users?search=admin@example.com')
    const rows = (await found.json()) as { id: number; email: string; first_name: string }[]
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    const bad = await api(`/__mock__/db/users/${row.id}`, { method: 'PUT', body: { ...row, first_name: 5, nope: 1 } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ first_name: ['Expected string.'], nope: ['Unknown field.'] })
    const ok = await api(`/__mock__/db/users/${row.id}`, { method: 'PUT', body: { ...row, first_name: 'Arjunan' } })
    expect(ok.status).toBe(200)
    expect(getMockDb().users.find((u) => u.id === row.id)?.first_name).toBe('Arjunan')
    const category = getMockDb().offeringCategories[0]!
    expect((await api(`/__mock__/db/offeringCategories/${category.id}`, { method: 'DELETE' })).status).toBe(204)
    expect(getMockDb().offeringCategories.some((c) => c.id === category.id)).toBe(false)
    expect((await api('/__mock__/db/nope')).status).toBe(404)
  })
})

describe('persistence (browser)', () => {
  function memoryStorage() {
    const data = new Map<string, string>()
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    }
  }

  it('keeps the faults until turned off and the request log across a reload', async () => {
    const faultsStorage = memoryStorage()
    const logStorage = memoryStorage()
    const first = new DevControl()
    first.persistIn(faultsStorage, logStorage)
    first.setFaults({ ...defaultFaults(), next_request_403: true })
    expect(faultsStorage.data.has(FAULTS_STORAGE_KEY)).toBe(true)
    await first.after(new Request('http://localhost/api/user/'), 'user', Date.now(), new Response(null, { status: 401 }), null)
    await new Promise((resolve) => setTimeout(resolve, 450))

    const reloaded = new DevControl()
    reloaded.persistIn(faultsStorage, logStorage)
    expect(reloaded.faults.next_request_403).toBe(true)
    expect(reloaded.log.map((e) => [e.path, e.status])).toEqual([['/user/', 401]])
    expect(JSON.parse(logStorage.data.get(LOG_STORAGE_KEY) ?? '[]')).toHaveLength(1)

    reloaded.setFaults(defaultFaults())
    expect(faultsStorage.data.has(FAULTS_STORAGE_KEY)).toBe(false)
  })
})
