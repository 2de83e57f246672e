import { describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '../../mocks/config'
import { type StorageLike, MockStore, createSeedDb, createStoragePersistence, insertRow } from '../../mocks/db'
import { DEMO_ACCOUNTS, TEMPLE } from '../../mocks/seed'

/** The five documented temples (the staff area's extra temples have no catalogue). */
const DOCUMENTED = new Set<number>(Object.values(TEMPLE))

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('seed', () => {
  it('is deterministic', () => {
    expect(createSeedDb()).toEqual(createSeedDb())
    expect(JSON.stringify(createSeedDb())).toBe(JSON.stringify(createSeedDb()))
  })

  it('returns independent copies', () => {
    const a = createSeedDb()
    const b = createSeedDb()
    a.temples[0]!.name = 'changed'
    expect(b.temples[0]!.name).toBe('Sree Padmanabhaswamy Temple')
  })

  it('has the documented temples and demo accounts', () => {
    const db = createSeedDb()
    const active = db.temples.filter((t) => t.approval_status === 'approved' && t.is_active)
    expect(active.length).toBeGreaterThanOrEqual(3)
    expect(db.temples.some((t) => t.approval_status === 'pending')).toBe(true)
    expect(db.offeringCategories.filter((c) => c.temple_id === 1).length).toBeGreaterThanOrEqual(45)
    for (const temple of db.temples.filter((t) => t.id !== 1 && DOCUMENTED.has(t.id))) {
      const count = db.offeringCategories.filter((c) => c.temple_id === temple.id).length
      expect(count).toBeGreaterThanOrEqual(5)
      expect(count).toBeLessThanOrEqual(12)
    }
    for (const account of DEMO_ACCOUNTS) {
      expect(db.users.find((u) => u.email === account.email)?.password).toBe(account.password)
    }
    const roles = (email: string) => {
      const user = db.users.find((u) => u.email === email)
      return db.memberships.filter((m) => m.user_id === user?.id).map((m) => [m.temple_id, m.role, m.permissions])
    }
    expect(roles('admin@example.com')).toEqual([
      [1, 'admin', []],
      [2, 'admin', []],
    ])
    expect(roles('staff@example.com')).toEqual([[3, 'admin', []]])
    expect(roles('manager@example.com')).toEqual([[1, 'staff', ['view_offering', 'add_offering', 'change_offering', 'view_deity']]])
    expect(roles('newbie@example.com')).toEqual([])
  })

  it('keeps offerings and deities consistent', () => {
    const db = createSeedDb()
    for (const category of db.offeringCategories) {
      expect(db.offerings.filter((o) => o.category_id === category.id).length).toBeLessThanOrEqual(8)
    }
    for (const offering of db.offerings) {
      const category = db.offeringCategories.find((c) => c.id === offering.category_id)
      expect(category?.temple_id).toBe(offering.temple_id)
      expect(offering.price).toMatch(/^\d+\.\d{2}$/)
      expect(db.deities.some((d) => d.offering_ids.includes(offering.id) && d.temple_id === offering.temple_id)).toBe(true)
    }
    for (const temple of db.temples.filter((t) => DOCUMENTED.has(t.id))) {
      const deities = db.deities.filter((d) => d.temple_id === temple.id)
      expect(deities.length).toBeGreaterThanOrEqual(4)
      expect(deities.length).toBeLessThanOrEqual(7)
      expect(deities.filter((d) => d.is_main)).toHaveLength(1)
    }
    for (const table of ['users', 'temples', 'memberships', 'offeringCategories', 'offerings', 'deities'] as const) {
      expect(db.nextId[table]).toBe(Math.max(...db[table].map((row) => row.id)) + 1)
    }
  })
})

describe('MockStore persistence', () => {
  it('saves to and loads from storage', () => {
    const storage = memoryStorage()
    const store = new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) })
    store.get().temples[0]!.name = 'Renamed Temple'
    store.save()
    const reloaded = new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) })
    expect(reloaded.get().temples[0]!.name).toBe('Renamed Temple')
    reloaded.reset()
    expect(new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) }).get().temples[0]!.name).toBe(
      'Sree Padmanabhaswamy Temple',
    )
  })

  it('stores only the tables that differ from the seed, and ids continue after a reload', () => {
    const storage = memoryStorage()
    const store = new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) })
    const db = store.get()
    insertRow(db, 'offeringCategories', { ...db.offeringCategories[0]!, name: 'Added after the seed' })
    store.save()
    const stored = JSON.parse(storage.data.get(STORAGE_KEY) ?? '{}') as { tables: Record<string, unknown> }
    expect(Object.keys(stored.tables)).toEqual(['offeringCategories'])
    expect((storage.data.get(STORAGE_KEY) ?? '').length).toBeLessThan(JSON.stringify(createSeedDb()).length / 5)
    const reloaded = new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) }).get()
    expect(reloaded.offeringCategories.at(-1)?.name).toBe('Added after the seed')
    expect(reloaded.offerings).toEqual(createSeedDb().offerings)
    expect(reloaded.nextId.offeringCategories).toBe(db.nextId.offeringCategories)
  })

  it('still reads a whole stored database (the earlier format)', () => {
    const whole = createSeedDb()
    whole.temples[0]!.name = 'Kept from before'
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify(whole) })
    expect(new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) }).get().temples[0]!.name).toBe('Kept from before')
  })

  it('falls back to the seed when the stored database is corrupt or outdated', () => {
    for (const stored of ['{not json', JSON.stringify({ version: 0 }), JSON.stringify({ ...createSeedDb(), deities: undefined })]) {
      const storage = memoryStorage({ [STORAGE_KEY]: stored })
      const store = new MockStore({ persistence: createStoragePersistence(storage, STORAGE_KEY) })
      expect(store.get()).toEqual(createSeedDb())
      expect(storage.data.has(STORAGE_KEY)).toBe(false)
    }
  })
})
