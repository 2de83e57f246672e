/**
 * Where the mock's service worker keeps the demo database, its faults and its request log. A
 * worker has no localStorage, so this is a Web-Storage-like store over IndexedDB: every key is
 * read into memory once, when the worker starts; reads are then synchronous (the store and the
 * dev controls expect a `StorageLike`), and writes go to memory at once and to IndexedDB in the
 * background, in the order they were made.
 */
import type { StorageLike } from './db'

const DB_NAME = 'temple-mock'
const TABLE = 'kv'

export interface PersistentStorage extends StorageLike {
  /** Settles when every write made so far has reached IndexedDB (or failed, with a warning). */
  flushed(): Promise<void>
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(TABLE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error(`Cannot open IndexedDB ${name}`))
  })
}

function readAll(database: IDBDatabase): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(TABLE, 'readonly')
    const table = transaction.objectStore(TABLE)
    const keys = table.getAllKeys()
    const values = table.getAll()
    transaction.oncomplete = () => {
      const memory = new Map<string, string>()
      keys.result.forEach((key, index) => {
        const value: unknown = values.result[index]
        if (typeof key === 'string' && typeof value === 'string') memory.set(key, value)
      })
      resolve(memory)
    }
    transaction.onerror = () => reject(transaction.error ?? new Error('Cannot read the mock database'))
  })
}

/**
 * Opens the storage. Without IndexedDB (or when it refuses to open, e.g. in a private window that
 * forbids it) the storage lives in memory only: the demo works, a restart of the worker forgets.
 */
export async function openIdbStorage(factory: IDBFactory | undefined = globalThis.indexedDB, name = DB_NAME): Promise<PersistentStorage> {
  let database: IDBDatabase | null = null
  let memory = new Map<string, string>()
  try {
    if (factory) {
      database = await openDatabase(factory, name)
      memory = await readAll(database)
    }
  } catch (error) {
    console.warn('[mocks] IndexedDB is unavailable; the demo data lives in memory only', error)
    database = null
  }
  let last: Promise<void> = Promise.resolve()
  const write = (change: (table: IDBObjectStore) => void) => {
    if (!database) return
    const target = database
    last = last.then(
      () =>
        new Promise<void>((resolve) => {
          const transaction = target.transaction(TABLE, 'readwrite')
          change(transaction.objectStore(TABLE))
          transaction.oncomplete = () => resolve()
          transaction.onerror = transaction.onabort = () => {
            console.warn('[mocks] Could not persist the mock data', transaction.error)
            resolve()
          }
        }),
    )
  }
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      memory.set(key, value)
      write((table) => table.put(value, key))
    },
    removeItem(key) {
      memory.delete(key)
      write((table) => table.delete(key))
    },
    flushed: () => last,
  }
}
