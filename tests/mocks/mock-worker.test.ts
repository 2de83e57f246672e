import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEY } from '../../mocks/config'
import { MockStore, createStoragePersistence } from '../../mocks/db'
import { parseLatency } from '../../mocks/helpers'
import { openIdbStorage } from '../../mocks/idb-storage'
import { api, login } from './api'

describe('GET|PUT /__mock__/snapshot', () => {
  it('exports the database and puts an exported one back', async () => {
    const { access } = await login('admin@example.com')
    await api('/user/', { method: 'PATCH', token: access, body: { first_name: 'Snapshotted' } })
    const exported = await api('/__mock__/snapshot')
    expect(exported.status).toBe(200)
    const snapshot: unknown = await exported.json()

    await api('/__mock__/reset', { method: 'POST' })
    expect((await login('admin@example.com')).user.full_name).toBe('Arjun Menon')

    const restored = await api('/__mock__/snapshot', { method: 'PUT', body: snapshot })
    expect(restored.status).toBe(204)
    expect((await login('admin@example.com')).user.full_name).toBe('Snapshotted Menon')
  })

  it('refuses a body that is not a snapshot, and keeps the database', async () => {
    const refused = await api('/__mock__/snapshot', { method: 'PUT', body: { version: 1, users: [] } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ detail: 'Not a snapshot of this mock database.' })
    expect((await login('admin@example.com')).user.full_name).toBe('Arjun Menon')
  })
})

describe('openIdbStorage', () => {
  it('keeps the data in memory when IndexedDB cannot be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = {
      open: () => {
        throw new Error('refused')
      },
    } as unknown as IDBFactory
    const storage = await openIdbStorage(broken)
    expect(warn).toHaveBeenCalledWith('[mocks] IndexedDB is unavailable; the demo data lives in memory only', expect.any(Error))
    const store = new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) })
    store.get().temples[0]!.name = 'Renamed in memory'
    store.save()
    await storage.flushed()
    expect(new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) }).get().temples[0]!.name).toBe('Renamed in memory')
    storage.removeItem(STORAGE_KEY)
    expect(storage.getItem(STORAGE_KEY)).toBeNull()
  })
})

describe('parseLatency (the latency a page asks the worker for, e.g. mock-sw.js?latency=0-0)', () => {
  it('reads a range or one number of milliseconds', () => {
    expect(parseLatency('0-0')).toEqual([0, 0])
    expect(parseLatency('20-80')).toEqual([20, 80])
    expect(parseLatency(' 50 ')).toEqual([50, 50])
  })

  it('refuses anything else, so the worker keeps the demo latency', () => {
    for (const text of [null, '', 'fast', '80-20', '-5', '1.5', '0-60001', '10,20']) expect(parseLatency(text)).toBeUndefined()
  })
})
