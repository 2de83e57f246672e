/**
 * The in-memory database of the mocked backend.
 *
 * A `Db` is a plain JSON-serialisable object: one array of rows per table, the next id of each
 * table, and the token state of the fake JWT auth. Row fields are snake_case like the Django
 * models behind the real API; serializers (serializers.ts) turn rows into wire objects.
 *
 * Adding a table: add its row type to `Tables`, its name to `TABLE_NAMES`, and its seed rows to
 * seed/index.ts. A persisted browser database that lacks the table is discarded on load.
 */
import { DB_VERSION, NODE_ACCESS_TOKEN_LIFETIME_SEC, REFRESH_TOKEN_LIFETIME_SEC } from './config'
import type { Db, OfferingRow, TableName, Tables } from './schema'
import { TABLE_NAMES } from './schema'
import { buildSeedDb } from './seed'

export * from './schema'

/** A fresh copy of the deterministic seed database. */
export function createSeedDb(): Db {
  return buildSeedDb()
}

// ---------------------------------------------------------------------------------------------
// Row helpers
// ---------------------------------------------------------------------------------------------

/** Insert a row, assigning the next id of its table. Returns the stored row. */
export function insertRow<K extends TableName>(db: Db, table: K, values: Omit<Tables[K], 'id'>): Tables[K] {
  const id = db.nextId[table]
  db.nextId[table] = id + 1
  const row = { ...values, id } as Tables[K]
  ;(db[table] as Tables[K][]).push(row)
  return row
}

/** Remove every row of a table matching the predicate. Returns the removed rows. */
export function removeRows<K extends TableName>(db: Db, table: K, predicate: (row: Tables[K]) => boolean): Tables[K][] {
  const rows = db[table] as Tables[K][]
  const removed = rows.filter(predicate)
  if (removed.length > 0) {
    ;(db[table] as Tables[K][]) = rows.filter((row) => !predicate(row))
  }
  return removed
}

/** Delete offerings and every reference to them (deity assignments). */
export function deleteOfferings(db: Db, predicate: (offering: OfferingRow) => boolean): OfferingRow[] {
  const removed = removeRows(db, 'offerings', predicate)
  if (removed.length > 0) {
    const ids = new Set(removed.map((o) => o.id))
    for (const deity of db.deities) {
      deity.offering_ids = deity.offering_ids.filter((id) => !ids.has(id))
    }
    removeRows(db, 'offeringTimes', (t) => ids.has(t.offering_id))
    removeRows(db, 'offeringAddons', (a) => ids.has(a.offering_id))
    const objects = new Set([...ids].map((id) => `offering:${id}`))
    removeRows(db, 'feeSplitConfigs', (c) => objects.has(c.content_object))
    removeRows(db, 'feeSplitNames', (n) => objects.has(n.content_object))
  }
  return removed
}

// ---------------------------------------------------------------------------------------------
// Store and persistence
// ---------------------------------------------------------------------------------------------

/** Where a store keeps its database between page loads. */
export interface DbPersistence {
  /** The stored database, or null when there is none or it is unusable. */
  load(): Db | null
  save(db: Db): void
}

/** The part of the Web Storage API the persistence needs (window.localStorage fits). */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Runtime settings of the mocked backend; not persisted. */
export interface MockSettings {
  accessTokenLifetimeSec: number
  refreshTokenLifetimeSec: number
}

export const DEFAULT_SETTINGS: Readonly<MockSettings> = {
  accessTokenLifetimeSec: NODE_ACCESS_TOKEN_LIFETIME_SEC,
  refreshTokenLifetimeSec: REFRESH_TOKEN_LIFETIME_SEC,
}

export interface MockStoreOptions {
  persistence?: DbPersistence
  settings?: Partial<MockSettings>
}

/** Holds the current database (and the runtime settings) of one mocked backend. */
export class MockStore {
  readonly settings: MockSettings
  readonly #persistence: DbPersistence | null
  readonly #initialSettings: MockSettings
  #db: Db | null = null

  constructor(options: MockStoreOptions = {}) {
    this.#persistence = options.persistence ?? null
    this.#initialSettings = { ...DEFAULT_SETTINGS, ...options.settings }
    this.settings = { ...this.#initialSettings }
  }

  /**
   * The current database. Handlers read and mutate it in place, then call save(). Built (or read
   * from storage) on the first request, not when the mock starts, so it never delays the page.
   */
  get(): Db {
    this.#db ??= this.#persistence?.load() ?? createSeedDb()
    return this.#db
  }

  /** Replace the database with a fresh seed (and persist it). */
  reset(): Db {
    this.#db = createSeedDb()
    this.save()
    return this.#db
  }

  /** Replace the database with another one (a snapshot) and persist it. */
  replace(db: Db): void {
    this.#db = db
    this.save()
  }

  /**
   * Re-read the persisted database (e.g. after another browser tab wrote it); without
   * persistence this does nothing. A missing or unusable stored database means the seed.
   */
  reload(): void {
    if (this.#persistence) this.#db = null
  }

  /** Restore the settings the store was created with. */
  resetSettings(): void {
    Object.assign(this.settings, this.#initialSettings)
  }

  /** Persist the current database, when the store has persistence. */
  save(): void {
    if (this.#db) this.#persistence?.save(this.#db)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A loose structural check of a parsed database: right version, every table, counters, auth. */
export function isDb(value: unknown): value is Db {
  if (!isRecord(value) || value.version !== DB_VERSION) return false
  const nextId = value.nextId
  const auth = value.auth
  if (!isRecord(nextId) || !isRecord(auth)) return false
  if (typeof auth.accessKeyVersion !== 'number' || !isRecord(auth.userTokenVersions) || !Array.isArray(auth.blacklist)) {
    return false
  }
  return TABLE_NAMES.every((table) => Array.isArray(value[table]) && typeof nextId[table] === 'number')
}

/**
 * What the browser keeps: only the tables that differ from the seed (which is deterministic and
 * rebuilt on load), plus the counters and token state. Untouched demo data costs nothing to
 * store or parse, however many rows a table seeds (docs/decisions/080-list-performance.md).
 */
interface StoredChanges {
  version: number
  format: 'changes'
  nextId: Record<string, number>
  auth: Db['auth']
  tables: Record<string, unknown>
}

function isStoredChanges(value: unknown): value is StoredChanges {
  return (
    isRecord(value) &&
    value.version === DB_VERSION &&
    value.format === 'changes' &&
    isRecord(value.nextId) &&
    isRecord(value.auth) &&
    isRecord(value.tables) &&
    Object.entries(value.tables).every(([table, rows]) => (TABLE_NAMES as readonly string[]).includes(table) && Array.isArray(rows))
  )
}

/** The seed with the stored changes applied; ids continue after both. */
function applyChanges(stored: StoredChanges): Db | null {
  const db = createSeedDb()
  Object.assign(db, stored.tables)
  for (const table of TABLE_NAMES) {
    const kept = stored.nextId[table]
    if (typeof kept === 'number' && kept > db.nextId[table]) db.nextId[table] = kept
  }
  db.auth = stored.auth
  return isDb(db) ? db : null
}

/** Persist the database in a Web Storage (localStorage in the browser), as changes from the seed. */
export function createStoragePersistence(storage: StorageLike, key: string): DbPersistence {
  let seedJson: Map<string, string> | null = null
  const seedTableJson = (table: TableName) => {
    if (!seedJson) {
      const seed = createSeedDb()
      seedJson = new Map(TABLE_NAMES.map((name) => [name, JSON.stringify(seed[name])]))
    }
    return seedJson.get(table)
  }
  return {
    load() {
      try {
        const raw = storage.getItem(key)
        if (raw === null) return null
        const parsed: unknown = JSON.parse(raw)
        if (isStoredChanges(parsed)) {
          const db = applyChanges(parsed)
          if (db) return db
        } else if (isDb(parsed)) {
          // A whole database (the earlier format): used as is, stored compactly on the next save.
          return parsed
        }
      } catch {
        // Unreadable or corrupt: fall through and start from the seed.
      }
      try {
        storage.removeItem(key)
      } catch {
        // Storage unavailable: nothing to clean up.
      }
      return null
    },
    save(db) {
      try {
        const changed: string[] = []
        for (const table of TABLE_NAMES) {
          const json = JSON.stringify(db[table])
          if (json !== seedTableJson(table)) changed.push(`${JSON.stringify(table)}:${json}`)
        }
        const head = JSON.stringify({ version: db.version, format: 'changes', nextId: db.nextId, auth: db.auth })
        storage.setItem(key, `${head.slice(0, -1)},"tables":{${changed.join(',')}}}`)
      } catch (error) {
        console.warn('[mocks] Could not persist the mock database', error)
      }
    },
  }
}
