/**
 * What a real Django REST Framework backend does that the mocked one does not, and what the app
 * must do with it (issue 27, item 4): the stock envelope pagination, a 403 `token_not_valid` when
 * SessionAuthentication comes first, a logout that revokes the refresh token it is given, HTML
 * error pages, an API that cannot be reached or refuses the credentials, download links on
 * another host, and absolute urls on another origin.
 */
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { server } from '../../mocks/node'
import { api } from '@/shared/api/client'
import { describeError } from '@/shared/api/errors'
import { tokens } from '@/shared/api/tokens'
import { env } from '@/shared/lib/env'
import { allowedDownloadOrigins } from '@/features/orders/downloads'
import { renderApp, screen, signInAs, waitForPath } from '../render'

const BASE = 'http://localhost/api'
const CRASH = 'Ah! Something went wrong.'
const expired = { detail: 'Given token not valid for any token type', code: 'token_not_valid' }

afterEach(() => {
  server.events.removeAllListeners()
  vi.unstubAllGlobals()
})

function deity(id: number) {
  return {
    id,
    url: `${BASE}/temple/t-admin/deity/${id}/`,
    name: `Deity ${id}`,
    is_main: false,
    deity_img: null,
    offerings: [],
    temple_id: 1,
  }
}

/** 45 deities in pages of 20, as DRF's PageNumberPagination answers: `{count, next, previous, results}`, no Link header. */
function envelopeDeities() {
  server.use(
    http.get(`${BASE}/temple/t-admin/deity/`, ({ request }) => {
      const url = new URL(request.url)
      const size = Number(url.searchParams.get('page_size') ?? '20')
      const page = Number(url.searchParams.get('page') ?? '1')
      const ids = Array.from({ length: 45 }, (_, i) => i + 1).slice((page - 1) * size, page * size)
      const link = (n: number) => `${BASE}/temple/t-admin/deity/?page=${n}&page_size=${size}`
      return HttpResponse.json({
        count: 45,
        next: page < 3 ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: ids.map(deity),
      })
    }),
  )
}

describe('pagination: Link header, else the body’s next, else one page', () => {
  it('reads the stock envelope: results as rows and the body’s next link', async () => {
    envelopeDeities()
    await expect(api.page('/temple/t-admin/deity/')).resolves.toMatchObject({
      nextUrl: `${BASE}/temple/t-admin/deity/?page=2&page_size=20`,
      items: expect.arrayContaining([expect.objectContaining({ id: 1, isMain: false })]),
    })
    const all = await api.all<{ id: number }>('/temple/t-admin/deity/', { searchParams: { pageSize: 20 } })
    expect(all.map((item) => item.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
  })

  it('prefers the Link header, and a plain array without one is a single page', async () => {
    server.use(
      http.get(`${BASE}/test/both/`, () =>
        HttpResponse.json(
          { count: 3, next: `${BASE}/test/both/?page=9`, previous: null, results: [{ id: 1 }] },
          { headers: { Link: `<${BASE}/test/both/?page=2>; rel="next"` } },
        ),
      ),
      http.get(`${BASE}/test/plain/`, () => HttpResponse.json([{ id: 1 }, { id: 2 }])),
      http.get(`${BASE}/test/last/`, () => HttpResponse.json({ count: 1, next: null, previous: null, results: [{ id: 7 }] })),
    )
    await expect(api.page('/test/both/')).resolves.toEqual({ items: [{ id: 1 }], nextUrl: `${BASE}/test/both/?page=2` })
    await expect(api.page('/test/plain/')).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], nextUrl: null })
    await expect(api.page('/test/last/')).resolves.toEqual({ items: [{ id: 7 }], nextUrl: null })
  })

  it('the deities list shows all three pages of an envelope-paginated server', async () => {
    envelopeDeities()
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/deities')
    expect(await screen.findByText('Deity 1')).toBeInTheDocument()
    // Each "Load more" (or the end of the list coming into view) follows the body's next link, until the last page has none.
    await waitFor(async () => {
      const more = screen.queryByRole('button', { name: 'Load more' })
      if (more) await user.click(more)
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '46')
    })
    expect(await screen.findByText('45 items')).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '46')
  })
})

describe('an expired access token answered with 403 (SessionAuthentication listed first)', () => {
  it('refreshes once and replays, as for a 401', async () => {
    tokens.set({ access: 'access-1', refresh: 'refresh-1' })
    let refreshes = 0
    server.use(
      http.post(`${BASE}/user/v2/auth/refresh/`, () => {
        refreshes += 1
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' })
      }),
      http.get(`${BASE}/test/session-first/`, ({ request }) =>
        request.headers.get('Authorization') === 'JWT access-2'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json(expired, { status: 403 }),
      ),
    )
    const results = await Promise.all([api.get('/test/session-first/'), api.get('/test/session-first/')])
    expect(results).toEqual([{ ok: true }, { ok: true }])
    expect(refreshes).toBe(1)
    expect(tokens.get()).toEqual({ access: 'access-2', refresh: 'refresh-2' })
  })
})

describe('logout revokes the refresh token it sends', () => {
  async function logOutFromMenu(path = '/dashboard/offering-categories') {
    const app = renderApp(path)
    await app.user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }))
    await waitForPath(app.router, '/login')
    return app
  }

  it('sends {"refresh": …}; that refresh token is refused afterwards, another session’s still works', async () => {
    const other = await signInAs('admin')
    const mine = await signInAs('admin', { templeId: 1 })
    const bodies: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.endsWith('/user/logout/'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b))
    })
    await logOutFromMenu()
    await waitFor(() => expect(bodies).toEqual([{ refresh: mine.jwt.refresh }]))
    const refresh = (token: string) =>
      fetch(`${BASE}/user/v2/auth/refresh/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh: token }),
      })
    expect((await refresh(mine.jwt.refresh)).status).toBe(401)
    expect((await refresh(other.jwt.refresh)).status).toBe(200)
  })

  it('with an expired access token, the replay after the refresh revokes the new refresh token, not the rotated one', async () => {
    await signInAs('admin', { templeId: 1 })
    const app = renderApp('/account')
    await screen.findByRole('heading', { name: 'My account' })
    await app.user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    const { expireAllAccessTokens } = await import('../../mocks/node')
    expireAllAccessTokens()
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.endsWith('/user/logout/')) {
        void request
          .clone()
          .json()
          .then((b: { refresh: string }) => sent.push(b.refresh))
      }
    })
    let rotated: string | null = null
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.endsWith('/user/v2/auth/refresh/') && response.ok) {
        void response
          .clone()
          .json()
          .then((b: { refresh: string }) => (rotated = b.refresh))
      }
    })
    await app.user.click(await screen.findByRole('menuitem', { name: /Logout/ }))
    await waitForPath(app.router, '/login')
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(rotated).not.toBeNull()
    expect(sent[1]).toBe(rotated)
    const answer = await fetch(`${BASE}/user/v2/auth/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: rotated }),
    })
    expect(answer.status).toBe(401)
  })
})

describe('an error body that is not JSON is never shown', () => {
  it('a 4xx HTML page becomes a message from its status', async () => {
    server.use(
      http.get(`${BASE}/test/proxy-404/`, () =>
        HttpResponse.html('<!doctype html><html><body><h1>Not Found</h1></body></html>', { status: 404 }),
      ),
      http.get(`${BASE}/test/proxy-413/`, () =>
        HttpResponse.html('<html><body>413 Request Entity Too Large</body></html>', { status: 413 }),
      ),
      http.get(`${BASE}/test/proxy-418/`, () => HttpResponse.text('I am a teapot', { status: 418 })),
    )
    const failure = (path: string) => api.get(path).catch((error: unknown) => error)
    expect(describeError(await failure('/test/proxy-404/'))).toBe('The server could not find what was asked for (404).')
    expect(describeError(await failure('/test/proxy-413/'))).toBe('The file is too large for the server (413).')
    expect(describeError(await failure('/test/proxy-418/'))).toBe('The server could not handle this request.')
  })

  it('a list whose server answers an HTML page says why without the markup', async () => {
    server.use(
      http.get(`${BASE}/temple/t-admin/deity/`, () =>
        HttpResponse.html('<!doctype html><html><body>Bad gateway page</body></html>', { status: 404 }),
      ),
    )
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/deities')
    expect(await screen.findByText(/The server could not find what was asked for \(404\)\./)).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/doctype|<html|Bad gateway page/i)
  })
})

describe('a server that cannot be reached, or refuses the credentials, gets a clear screen', () => {
  it('no answer for the temple’s permissions (a CORS refusal of X-Temple-ID looks the same): "The server could not be reached"', async () => {
    server.use(http.get(`${BASE}/temple/t-admin/admins/me/`, () => HttpResponse.error()))
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offering-categories')
    expect(await screen.findByRole('heading', { name: 'The server could not be reached' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument()
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument()
  })

  it('a 401 without token_not_valid (simplejwt’s default Bearer header type): "The server refused the sign-in", then sign in again', async () => {
    server.use(
      http.get(`${BASE}/temple/t-admin/`, () =>
        HttpResponse.json(
          { detail: 'Authentication credentials were not provided.' },
          { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="api"' } },
        ),
      ),
    )
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    await signInAs('admin', { templeId: 1 })
    const { user } = renderApp('/dashboard/offering-categories')
    expect(await screen.findByRole('heading', { name: 'The server refused the sign-in' })).toBeInTheDocument()
    expect(screen.queryByText(CRASH)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in again' }))
    expect(tokens.get()).toBeNull()
    expect(assign).toHaveBeenCalledWith('/login')
  })

  it('a 401 without token_not_valid on the user is the same screen, not a silent return to the login page', async () => {
    server.use(http.get(`${BASE}/user/`, () => HttpResponse.json({ detail: 'User not found', code: 'user_not_found' }, { status: 401 })))
    await signInAs('admin', { templeId: 1 })
    const { router } = renderApp('/dashboard/offering-categories')
    expect(await screen.findByRole('heading', { name: 'The server refused the sign-in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/offering-categories')
  })

  it('a 403 on the user’s own temples (SessionAuthentication first with the Bearer type) is a refused sign-in too', async () => {
    server.use(
      http.get(`${BASE}/temple/t-admin/`, () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 403 }),
      ),
    )
    await signInAs('admin', { templeId: 1 })
    renderApp('/dashboard/offering-categories')
    expect(await screen.findByRole('heading', { name: 'The server refused the sign-in' })).toBeInTheDocument()
  })

  it('a sign-in the server cannot answer says the server could not be reached', async () => {
    server.use(http.post(`${BASE}/user/v2/auth/`, () => HttpResponse.error()))
    const { user } = renderApp('/login')
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com')
    await user.type(screen.getByLabelText(/^Password/), 'Admin@123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The server could not be reached')).toBeInTheDocument()
  })
})

describe('credentials go only to the API’s origin', () => {
  it('an absolute url on another host is fetched without the JWT and X-Temple-ID, and its 401 starts no refresh', async () => {
    tokens.set({ access: 'access-1', refresh: 'refresh-1' })
    const seen: { auth: string | null; temple: string | null }[] = []
    let refreshes = 0
    server.use(
      http.post(`${BASE}/user/v2/auth/refresh/`, () => {
        refreshes += 1
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' })
      }),
      http.get('https://evil.example/api/temple/t-admin/deity/', ({ request }) => {
        seen.push({ auth: request.headers.get('Authorization'), temple: request.headers.get('X-Temple-ID') })
        return HttpResponse.json(expired, { status: 401 })
      }),
      http.get(`${BASE}/temple/t-admin/deity/`, ({ request }) => {
        seen.push({ auth: request.headers.get('Authorization'), temple: request.headers.get('X-Temple-ID') })
        return HttpResponse.json([], { headers: { Link: '<https://evil.example/api/temple/t-admin/deity/?page=2>; rel="next"' } })
      }),
    )
    const first = await api.page('/temple/t-admin/deity/', { templeId: 1 })
    await expect(api.page(first.nextUrl!, { templeId: 1 })).rejects.toMatchObject({ status: 401 })
    expect(seen).toEqual([
      { auth: 'JWT access-1', temple: '1' },
      { auth: null, temple: null },
    ])
    expect(refreshes).toBe(0)
    expect(tokens.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' })
  })

  it('uploads to another origin carry no credentials either', async () => {
    tokens.set({ access: 'access-1', refresh: 'refresh-1' })
    const requests: XMLHttpRequest[] = []
    const headers: Record<string, string>[] = []
    class FakeXhr {
      upload = {}
      status = 200
      responseText = '{}'
      private sent: Record<string, string> = {}
      onload: (() => void) | null = null
      open() {}
      setRequestHeader(name: string, value: string) {
        this.sent[name] = value
      }
      getResponseHeader() {
        return 'application/json'
      }
      send() {
        headers.push(this.sent)
        requests.push(this as unknown as XMLHttpRequest)
        queueMicrotask(() => this.onload?.())
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    await api.upload('https://storage.example/deity/1/img/', { templeId: 1, fields: { deity_img: new Blob(['x']) } })
    await api.upload('/temple/t-admin/deity/1/img/', { templeId: 1, fields: { deity_img: new Blob(['x']) } })
    expect(headers).toEqual([
      { Accept: 'application/json' },
      { Accept: 'application/json', Authorization: 'JWT access-1', 'X-Temple-ID': '1' },
    ])
  })
})

describe('download links on the hosts the deployment names', () => {
  it('allows the API’s origin, the app’s origin and the configured download hosts, nothing else', () => {
    const saved = env.downloadHosts
    env.downloadHosts = ['https://files.example.org', 'http://cdn.example.net:8080']
    try {
      expect(allowedDownloadOrigins()).toEqual(
        expect.arrayContaining(['http://localhost', 'https://files.example.org', 'http://cdn.example.net:8080']),
      )
      expect(allowedDownloadOrigins()).not.toContain('https://evil.example')
    } finally {
      env.downloadHosts = saved
    }
  })
})
