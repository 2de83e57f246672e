/**
 * Tiny fetch helpers for testing the mocked backend over the network, as the app does.
 * The msw server lifecycle (listen, reset after each test, close) comes from tests/setup.ts.
 */
import { DEMO_ACCOUNTS } from '../../mocks/node'

export const BASE = 'http://localhost/api'

export interface ApiOptions {
  method?: string
  token?: string
  temple?: number
  body?: unknown
  headers?: Record<string, string>
}

export async function api(path: string, options: ApiOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.Authorization = `JWT ${options.token}`
  if (options.temple !== undefined) headers['X-Temple-ID'] = String(options.temple)
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const url = /^https?:/.test(path) ? path : `${BASE}${path}`
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  })
}

export interface LoginResult {
  access: string
  refresh: string
  user: { id: number; email: string; full_name: string; is_staff: boolean }
}

export async function login(email: string, password?: string): Promise<LoginResult> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)
  const res = await api('/user/v2/auth/', {
    method: 'POST',
    body: { email, password: password ?? account?.password ?? '', device_id: 'test-device' },
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { jwt: { access: string; refresh: string }; user: LoginResult['user'] }
  return { ...body.jwt, user: body.user }
}

/** Parse a Link header into { next, prev }. */
export function parseLink(header: string | null): { next?: string; prev?: string } {
  const links: { next?: string; prev?: string } = {}
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="(next|prev)"/.exec(part.trim())
    if (match?.[1] && (match[2] === 'next' || match[2] === 'prev')) links[match[2]] = match[1]
  }
  return links
}

export interface OfferingJson {
  id: number
  url: string
  name: string
  price: string
}

/** The first offering of temple 1's list, as the API serializes it. */
export async function firstOffering(token: string): Promise<OfferingJson> {
  const res = await api('/temple/t-admin/offering/?page_size=1', { token, temple: 1 })
  const [first] = (await res.json()) as OfferingJson[]
  if (!first) throw new Error('no offering in the seed')
  return first
}
