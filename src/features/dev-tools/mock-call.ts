/**
 * A call to the mocked backend's `/__mock__/` endpoints, raw JSON (mocked mode only), and the
 * two calls of the footer every demo page shows: the faults that are on (its indicator) and Reset
 * demo data. Apart from the /dev panel's calls (api.ts), which the footer does not load (decision 225).
 */
import { resolveUrl } from '@/shared/api/url'
import type { DevFaults } from './types'

export class DevApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The mocked backend answered ${status}`)
  }
}

export async function call<T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(resolveUrl(`/__mock__/${path}`), {
    method: init.method ?? 'GET',
    headers: init.json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  const text = await response.text()
  let body: unknown = undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  if (!response.ok) throw new DevApiError(response.status, body)
  return { body: body as T, headers: response.headers }
}

/** Puts the mocked backend's data back to its seed (the footer's Reset demo data). */
export const resetDemoData = async () => void (await call('reset', { method: 'POST' }))

/** The faults that are on now. */
export const fetchFaults = async () => (await call<DevFaults>('faults')).body
