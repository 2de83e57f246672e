import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { bankKeys } from '@/features/bank/keys'
import { categoryKeys } from '@/features/categories/queries'
import { deityKeys } from '@/features/deities/queries'
import { donationKeys } from '@/features/donations/queries'
import { offeringKeys } from '@/features/offerings/queries'
import { donationReceiptKeys, orderKeys } from '@/features/orders/queries'
import { templeKeys } from '@/features/temple/queries'
import { userKeys } from '@/features/users/keys'
import { sessionKeys } from '@/session/queries'
import { createSession } from '@/session/session'
import { invalidateArea, removeTempleData, TEMPLE_AREAS } from '@/shared/api/query-scope'

type Factory = Record<string, unknown>

/** Every key the temple-scoped factories build for one temple: each function called with sample arguments. */
function keysOf(templeId: number): (readonly unknown[])[] {
  const call = (factory: Factory, ...before: unknown[]) =>
    Object.values(factory)
      .filter((value): value is (...args: unknown[]) => readonly unknown[] => typeof value === 'function')
      .map((build) => build(...before, templeId, 5, {}))
  return [
    ...[bankKeys, deityKeys, donationKeys, offeringKeys, orderKeys, donationReceiptKeys, templeKeys, userKeys, sessionKeys].flatMap(
      (factory) => call(factory),
    ),
    ...call(categoryKeys, 'offering'),
    ...call(categoryKeys, 'donation'),
  ].filter((key) => key[0] === templeId)
}

/** The source files under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('temple-scoped query keys (src/shared/api/query-scope.ts)', () => {
  it('every area a key factory uses is in the list of temple areas', () => {
    const keys = keysOf(7)
    expect(keys.length).toBeGreaterThan(30)
    const areas = new Set(keys.map((key) => key[1]))
    expect([...areas].filter((area) => !(TEMPLE_AREAS as readonly unknown[]).includes(area))).toEqual([])
  })

  it('no temple-scoped key is written by hand: each starts from templeScope', () => {
    const handWritten = sources('src')
      .filter((path) => !path.endsWith('query-scope.ts'))
      .flatMap((path) =>
        (readFileSync(path, 'utf8').match(/\[\s*[\w.]*(?:templeId|temple\.id|previous)\s*,\s*['\w]/g) ?? []).map(
          (hit) => `${path}: ${hit}`,
        ),
      )
    expect(handWritten).toEqual([])
  })

  it('a temple switch leaves no query of the old temple in the cache, and keeps the new one', () => {
    const queryClient = new QueryClient()
    const session = createSession(queryClient)
    session.selectTemple(1)
    for (const templeId of [1, 2]) for (const key of keysOf(templeId)) queryClient.setQueryData(key, { templeId })
    const ofTemple = (templeId: number) => queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey[0] === templeId })
    expect(ofTemple(1).length).toBe(keysOf(1).length)

    session.selectTemple(2)
    expect(ofTemple(1).map((query) => query.queryKey)).toEqual([])
    expect(ofTemple(2).length).toBe(keysOf(2).length)
    queryClient.clear()
  })

  it('invalidateArea marks only that area of that temple stale', async () => {
    const queryClient = new QueryClient()
    for (const templeId of [1, 2]) for (const key of keysOf(templeId)) queryClient.setQueryData(key, { templeId })
    await invalidateArea(queryClient, 1, 'donation-receipts')
    const stale = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey.slice(0, 2))
    expect(stale.length).toBeGreaterThan(0)
    expect(stale.every(([templeId, area]) => templeId === 1 && area === 'donation-receipts')).toBe(true)
    removeTempleData(queryClient, 2)
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey[0] === 2 })).toEqual([])
    queryClient.clear()
  })
})
