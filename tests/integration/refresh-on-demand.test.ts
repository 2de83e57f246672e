import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '@/shared/api/client'
import { UnreachableError } from '@/shared/api/errors'
import { tokens } from '@/shared/api/tokens'

/**
 * The refresh's code loads with the first refused token (decision 225). Here its fetch fails the
 * first time, as when the site cannot be reached: the session is kept, listeners hear
 * `unreachable`, the caller gets the network error; the next refusal fetches the code again.
 */
const fetches = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/shared/api/refresh', async (importOriginal) => {
  fetches.count += 1
  if (fetches.count === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

const BASE = 'http://localhost/api'
let unreachable: ReturnType<typeof vi.fn<() => void>>
let expired: ReturnType<typeof vi.fn<() => void>>
let stops: Array<() => void>

beforeEach(() => {
  tokens.set({ access: 'access-1', refresh: 'refresh-1' })
  unreachable = vi.fn<() => void>()
  expired = vi.fn<() => void>()
  stops = [tokens.onUnreachable(unreachable), tokens.onExpired(expired)]
  server.use(
    http.post(`${BASE}/user/v2/auth/refresh/`, () => HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' })),
    http.get(`${BASE}/test/item`, ({ request }) =>
      request.headers.get('Authorization') === 'JWT access-2'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }, { status: 401 }),
    ),
  )
})

afterEach(() => {
  for (const stop of stops) stop()
  tokens.clear()
})

it('keeps the session when the refresh code cannot be fetched, and fetches it again at the next refusal', async () => {
  await expect(api.get('/test/item')).rejects.toBeInstanceOf(UnreachableError)
  expect(unreachable).toHaveBeenCalledTimes(1)
  expect(expired).not.toHaveBeenCalled()
  expect(tokens.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' })

  await expect(api.get('/test/item')).resolves.toEqual({ ok: true })
  expect(tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' })
  expect(fetches.count).toBe(2)
})
