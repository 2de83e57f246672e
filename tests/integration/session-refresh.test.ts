import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '@/shared/api/client'
import { REFRESH_LOCK, REFRESH_RETRY_DELAYS_MS } from '@/shared/api/refresh'
import { tokens } from '@/shared/api/tokens'

const BASE = 'http://localhost/api'
const expired = { detail: 'Given token not valid for any token type', code: 'token_not_valid' }

/**
 * A resource that accepts only `state.valid`, and a refresh endpoint whose answer each test
 * scripts (`answers` is consumed one per call; the last one repeats).
 */
function backend(answers: Array<() => Response>) {
  const state = { valid: 'access-2', refreshes: 0, sentRefresh: [] as string[] }
  server.use(
    http.post(`${BASE}/user/v2/auth/refresh/`, async ({ request }) => {
      const body = (await request.json()) as { refresh: string }
      state.sentRefresh.push(body.refresh)
      const answer = answers[Math.min(state.refreshes, answers.length - 1)]!
      state.refreshes += 1
      return answer()
    }),
    http.get(`${BASE}/test/item`, ({ request }) =>
      request.headers.get('Authorization') === `JWT ${state.valid}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json(expired, { status: 401 }),
    ),
  )
  return state
}

const renewed = () => HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' })
const networkDown = () => HttpResponse.error()

const saved = [...REFRESH_RETRY_DELAYS_MS]
let listeners: { expired: ReturnType<typeof vi.fn>; unreachable: ReturnType<typeof vi.fn>; stop: () => void }

beforeEach(() => {
  // Keep the retries' waits short in tests.
  REFRESH_RETRY_DELAYS_MS.splice(0, REFRESH_RETRY_DELAYS_MS.length, 5, 5)
  tokens.set({ access: 'access-1', refresh: 'refresh-1' })
  const expiredFn = vi.fn()
  const unreachableFn = vi.fn()
  const stops = [tokens.onExpired(expiredFn), tokens.onUnreachable(unreachableFn)]
  listeners = { expired: expiredFn, unreachable: unreachableFn, stop: () => stops.forEach((s) => s()) }
})

afterEach(() => {
  REFRESH_RETRY_DELAYS_MS.splice(0, REFRESH_RETRY_DELAYS_MS.length, ...saved)
  listeners.stop()
  vi.unstubAllGlobals()
})

describe('a refresh that cannot reach the server', () => {
  it('is tried again after a network error and the request goes through', async () => {
    const state = backend([networkDown, networkDown, renewed])
    await expect(api.get('/test/item')).resolves.toEqual({ ok: true })
    expect(state.refreshes).toBe(3)
    expect(tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' })
    expect(listeners.expired).not.toHaveBeenCalled()
  })

  it('keeps the session and says so when the network stays down', async () => {
    const state = backend([networkDown])
    await expect(api.get('/test/item')).rejects.toBeInstanceOf(TypeError)
    expect(state.refreshes).toBe(REFRESH_RETRY_DELAYS_MS.length + 1)
    expect(tokens.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' })
    expect(listeners.expired).not.toHaveBeenCalled()
    expect(listeners.unreachable).toHaveBeenCalledTimes(1)
  })

  it('keeps the session when the server answers the refresh with a 5xx', async () => {
    backend([() => HttpResponse.json({ detail: 'down' }, { status: 503 })])
    await expect(api.get('/test/item')).rejects.toMatchObject({ status: 503 })
    expect(tokens.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' })
    expect(listeners.expired).not.toHaveBeenCalled()
    expect(listeners.unreachable).toHaveBeenCalledTimes(1)
  })

  it('still ends the session when the server refuses the refresh token', async () => {
    backend([() => HttpResponse.json(expired, { status: 401 })])
    await expect(api.get('/test/item')).rejects.toMatchObject({ status: 401 })
    expect(tokens.get()).toBeNull()
    expect(listeners.expired).toHaveBeenCalledTimes(1)
  })
})

describe('two tabs refreshing at the same time', () => {
  it('uses the tokens another tab stored when the server refuses the refresh token it rotated', async () => {
    // The other tab used refresh-1 first: the server rotated it, and that tab stored the new pair.
    const state = backend([
      () => {
        tokens.set({ access: 'access-2', refresh: 'refresh-2' })
        return HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 })
      },
    ])
    await expect(api.get('/test/item')).resolves.toEqual({ ok: true })
    expect(state.refreshes).toBe(1)
    expect(tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' })
    expect(listeners.expired).not.toHaveBeenCalled()
  })

  it('waits for the other tab through a Web Lock and then uses its tokens without refreshing', async () => {
    const state = backend([renewed])
    const calls: Array<{ name: string; ifAvailable: boolean }> = []
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, ...rest: unknown[]) => {
          const callback = rest[rest.length - 1] as (lock: { name: string } | null) => Promise<unknown>
          const options = (rest.length > 1 ? rest[0] : {}) as { ifAvailable?: boolean }
          calls.push({ name, ifAvailable: Boolean(options.ifAvailable) })
          // The other tab holds the lock: the first, non-waiting request gets none.
          if (options.ifAvailable) return callback(null)
          // Then it is done: it stored a new pair, which reaches this tab as a storage event.
          tokens.set({ access: 'access-2', refresh: 'refresh-2' })
          setTimeout(() => window.dispatchEvent(new StorageEvent('storage', { key: 'tbo.jwt', storageArea: localStorage })), 10)
          return callback({ name })
        },
      },
    })
    const started = Date.now()
    await expect(api.get('/test/item')).resolves.toEqual({ ok: true })
    expect(calls).toEqual([
      { name: REFRESH_LOCK, ifAvailable: true },
      { name: REFRESH_LOCK, ifAvailable: false },
    ])
    expect(state.refreshes).toBe(0)
    expect(Date.now() - started).toBeLessThan(400)
    expect(listeners.expired).not.toHaveBeenCalled()
  })

  it('refreshes inside the lock when no other tab did', async () => {
    const state = backend([renewed])
    let inside = false
    let refreshedInside = false
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/refresh/')) refreshedInside = inside
    })
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, _options: unknown, callback: (lock: { name: string }) => Promise<unknown>) => {
          inside = true
          try {
            return await callback({ name })
          } finally {
            inside = false
          }
        },
      },
    })
    await expect(api.get('/test/item')).resolves.toEqual({ ok: true })
    expect(state.refreshes).toBe(1)
    expect(refreshedInside).toBe(true)
    server.events.removeAllListeners()
  })
})
