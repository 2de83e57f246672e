import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { api } from '@/shared/api/client'
import { ApiError } from '@/shared/api/errors'
import { tokens } from '@/shared/api/tokens'

const BASE = 'http://localhost/api'
const expired = { detail: 'Given token not valid for any token type', code: 'token_not_valid' }

/** A tiny server: each access token is valid until it is rotated away. */
function authServer() {
  const state = { valid: 'access-1', refreshes: 0, seen: [] as string[], refreshOk: true }
  const refresh = http.post(`${BASE}/user/v2/auth/refresh/`, async ({ request }) => {
    state.refreshes += 1
    const body = (await request.json()) as { refresh?: string }
    if (!state.refreshOk || body.refresh !== `refresh-${state.refreshes}`) {
      return HttpResponse.json(expired, { status: 401 })
    }
    state.valid = `access-${state.refreshes + 1}`
    return HttpResponse.json({ access: state.valid, refresh: `refresh-${state.refreshes + 1}` })
  })
  const resource = http.get(`${BASE}/test/resource/:n`, ({ request, params }) => {
    const auth = request.headers.get('Authorization') ?? ''
    state.seen.push(`${String(params.n)}:${auth}`)
    if (auth !== `JWT ${state.valid}`) return HttpResponse.json(expired, { status: 401 })
    return HttpResponse.json({ item_no: Number(params.n) })
  })
  server.use(refresh, resource)
  return state
}

beforeEach(() => {
  tokens.set({ access: 'access-0', refresh: 'refresh-1' })
})

describe('token refresh', () => {
  it('refreshes once for many concurrent 401s and replays every request with the new token', async () => {
    const state = authServer()
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => api.get<{ itemNo: number }>(`/test/resource/${n}`)))
    expect(results.map((r) => r.itemNo)).toEqual([1, 2, 3, 4, 5])
    expect(state.refreshes).toBe(1)
    expect(tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' })
    // Each request went out twice: once with the old token, once replayed with the new.
    for (const n of [1, 2, 3, 4, 5]) {
      expect(state.seen).toContain(`${n}:JWT access-0`)
      expect(state.seen).toContain(`${n}:JWT access-2`)
    }
  })

  it('replays a late 401 of a request sent with the old token without a second refresh', async () => {
    const state = authServer()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`${BASE}/test/slow`, async ({ request }) => {
        const auth = request.headers.get('Authorization')
        if (auth === 'JWT access-0') {
          await gate
          return HttpResponse.json(expired, { status: 401 })
        }
        return HttpResponse.json({ ok: auth === `JWT ${state.valid}` })
      }),
    )
    const slow = api.get<{ ok: boolean }>('/test/slow')
    await api.get('/test/resource/1') // fails with the old token, refreshes, replays
    expect(state.refreshes).toBe(1)
    release()
    await expect(slow).resolves.toEqual({ ok: true })
    expect(state.refreshes).toBe(1)
  })

  it('does not loop when the replay fails again', async () => {
    let calls = 0
    let refreshes = 0
    server.use(
      http.post(`${BASE}/user/v2/auth/refresh/`, () => {
        refreshes += 1
        return HttpResponse.json({ access: 'access-new', refresh: 'refresh-new' })
      }),
      http.get(`${BASE}/test/always-expired`, () => {
        calls += 1
        return HttpResponse.json(expired, { status: 401 })
      }),
    )
    await expect(api.get('/test/always-expired')).rejects.toMatchObject({ status: 401, code: 'token_not_valid' })
    expect(calls).toBe(2)
    expect(refreshes).toBe(1)
  })

  it('clears the session and tells listeners when the refresh fails', async () => {
    const state = authServer()
    state.refreshOk = false
    const expiredListener = vi.fn()
    const unsubscribe = tokens.onExpired(expiredListener)
    await expect(api.get('/test/resource/1')).rejects.toBeInstanceOf(ApiError)
    expect(tokens.get()).toBeNull()
    expect(expiredListener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('never refreshes on a 403, nor on a 401 without the token_not_valid code', async () => {
    let refreshes = 0
    server.use(
      http.post(`${BASE}/user/v2/auth/refresh/`, () => {
        refreshes += 1
        return HttpResponse.json({ access: 'x', refresh: 'y' })
      }),
      http.get(`${BASE}/test/forbidden`, () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
      ),
      http.get(`${BASE}/test/no-credentials`, () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
      ),
    )
    await expect(api.get('/test/forbidden')).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action.',
    })
    await expect(api.get('/test/no-credentials')).rejects.toMatchObject({ status: 401 })
    expect(refreshes).toBe(0)
    expect(tokens.get()).not.toBeNull()
  })
})

describe('requests and responses', () => {
  it('sends JWT auth, X-Temple-ID, snake_case bodies and query params; reads camelCase', async () => {
    let seen: { auth: string | null; temple: string | null; body: unknown; query: string } | undefined
    server.use(
      http.post(`${BASE}/test/echo/`, async ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          temple: request.headers.get('X-Temple-ID'),
          body: await request.json(),
          query: new URL(request.url).search,
        }
        return HttpResponse.json({ created_at: '2026-11-21T10:00:00Z', address_line_1: 'MG Road' }, { status: 201 })
      }),
    )
    const result = await api.post(
      '/test/echo/',
      { perDayLimit: null, address_line_1: 'x' },
      { templeId: 7, searchParams: { pageSize: 5, orderBy: ['-id'] } },
    )
    expect(result).toEqual({ createdAt: '2026-11-21T10:00:00Z', address_line_1: 'MG Road' })
    expect(seen).toEqual({
      auth: 'JWT access-0',
      temple: '7',
      body: { per_day_limit: null, address_line_1: 'x' },
      query: '?page_size=5&order_by=-id',
    })
  })

  it('uses absolute urls as given (hyperlinked objects, next links), with credentials only on the API’s origin', async () => {
    const auth: (string | null)[] = []
    server.use(
      http.get('http://other.example/api/thing/3/', ({ request }) => {
        auth.push(request.headers.get('Authorization'))
        return HttpResponse.json({ id: 3 })
      }),
      http.get(`${BASE}/thing/4/`, ({ request }) => {
        auth.push(request.headers.get('Authorization'))
        return HttpResponse.json({ id: 4 })
      }),
    )
    await expect(api.get('http://other.example/api/thing/3/')).resolves.toEqual({ id: 3 })
    await expect(api.get(`${BASE}/thing/4/`)).resolves.toEqual({ id: 4 })
    expect(auth).toEqual([null, 'JWT access-0'])
  })

  it('reads a page: items plus the next link', async () => {
    server.use(
      http.get(`${BASE}/test/list/`, () =>
        HttpResponse.json([{ some_field: 1 }], { headers: { Link: `<${BASE}/test/list/?page=2>; rel="next"` } }),
      ),
    )
    await expect(api.page('/test/list/')).resolves.toEqual({ items: [{ someField: 1 }], nextUrl: `${BASE}/test/list/?page=2` })
  })

  it('api.all() follows every next link as given and keeps the items in order', async () => {
    const seen: { url: string; temple: string | null }[] = []
    server.use(
      http.get(`${BASE}/test/all/`, ({ request }) => {
        const url = new URL(request.url)
        seen.push({ url: `${url.pathname}${url.search}`, temple: request.headers.get('X-Temple-ID') })
        const page = Number(url.searchParams.get('page') ?? '1')
        // The next link is absolute and carries its own query: the filters are not sent again.
        const next = page < 3 ? `<${BASE}/test/all/?cursor=c${page}&page=${page + 1}>; rel="next"` : ''
        return HttpResponse.json([{ item_no: page * 10 + 1 }, { item_no: page * 10 + 2 }], { headers: next ? { Link: next } : {} })
      }),
    )
    const items = await api.all<{ itemNo: number }>('/test/all/', { templeId: 4, searchParams: { someFilter: 'x' } })
    expect(items.map((item) => item.itemNo)).toEqual([11, 12, 21, 22, 31, 32])
    expect(seen).toEqual([
      { url: '/api/test/all/?page_size=100&some_filter=x', temple: '4' },
      { url: '/api/test/all/?cursor=c1&page=2', temple: '4' },
      { url: '/api/test/all/?cursor=c2&page=3', temple: '4' },
    ])
  })

  it('api.all() stops at a next link it has already followed, and fails with the failing page', async () => {
    let calls = 0
    server.use(
      http.get(`${BASE}/test/loop/`, () => {
        calls += 1
        return HttpResponse.json([{ id: calls }], { headers: { Link: `<${BASE}/test/loop/?page=2>; rel="next"` } })
      }),
      http.get(`${BASE}/test/broken/`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 })
          : HttpResponse.json([{ id: 1 }], { headers: { Link: `<${BASE}/test/broken/?page=2>; rel="next"` } }),
      ),
    )
    await expect(api.all('/test/loop/')).resolves.toEqual([{ id: 1 }, { id: 2 }])
    expect(calls).toBe(2)
    await expect(api.all('/test/broken/')).rejects.toMatchObject({ status: 404, message: 'Invalid page.' })
  })

  it("turns any 500 into '500 Internal Server Error Occured'", async () => {
    server.use(http.get(`${BASE}/test/boom`, () => HttpResponse.text('<html>Traceback…</html>', { status: 500 })))
    await expect(api.get('/test/boom')).rejects.toMatchObject({ status: 500, message: '500 Internal Server Error Occured' })
  })

  it('passes other error bodies on camelCased', async () => {
    server.use(
      http.post(`${BASE}/test/invalid/`, () =>
        HttpResponse.json({ non_field_errors: ['A', 'B'], per_day_limit: ['Bad'] }, { status: 400 }),
      ),
    )
    const error = await api.post('/test/invalid/', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).body).toEqual({ nonFieldErrors: ['A', 'B'], perDayLimit: ['Bad'] })
    expect((error as ApiError).message).toBe('A,B')
  })

  it("fails with 'Identifier not provided' when a retrieve has no url", async () => {
    await expect(api.get('')).rejects.toMatchObject({ message: 'Identifier not provided' })
  })
})
