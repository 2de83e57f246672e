import { describe, expect, it } from 'vitest'
import { describeFaults } from '@/features/dev-tools/components/fault-badge'
import { faultsOn } from '@/features/dev-tools/components/fault-indicator'
import { filterLog } from '@/features/dev-tools/components/requests-tab'
import { requestUrl, toCurl } from '@/features/dev-tools/try-it'
import type { DevFaults, RequestLogEntry } from '@/features/dev-tools/types'

describe('toCurl', () => {
  it('targets the API url with the JWT, the temple header and the JSON body, shell-quoted', () => {
    const curl = toCurl(
      { method: 'POST', path: '/temple/t-admin/offering-category/', query: '', body: `{"name": "Guru's Archana"}`, templeId: 2 },
      'a.b.c',
      'https://api.example.org',
    )
    expect(curl).toBe(
      [
        `curl -X POST 'https://api.example.org/temple/t-admin/offering-category/'`,
        `-H 'Accept: application/json'`,
        `-H 'Authorization: JWT a.b.c'`,
        `-H 'X-Temple-ID: 2'`,
        `-H 'Content-Type: application/json'`,
        `--data-raw '{"name": "Guru'\\''s Archana"}'`,
      ].join(' \\\n  '),
    )
  })

  it('leaves out what is not there: no token, no temple, no body for GET', () => {
    expect(toCurl({ method: 'GET', path: 'user/', query: '?page=2', body: '{}', templeId: null }, null, 'http://localhost/api')).toBe(
      `curl -X GET 'http://localhost/api/user/?page=2' \\\n  -H 'Accept: application/json'`,
    )
    expect(requestUrl({ path: '/user/', query: ' ' }, 'http://x/api')).toBe('http://x/api/user/')
  })
})

describe('describeFaults', () => {
  const none: DevFaults = {
    latency: { mode: 'off', fixed_ms: 1000, min_ms: 0, max_ms: 0 },
    errors: [],
    offline_until: null,
    next_request_403: false,
  }

  it('is null when nothing is on (an offline time in the past counts as off)', () => {
    expect(describeFaults(none)).toBeNull()
    expect(describeFaults({ ...none, offline_until: new Date(Date.now() - 1000).toISOString() })).toBeNull()
  })

  it('names every fault that is on', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    const text = describeFaults(
      {
        latency: { mode: 'range', fixed_ms: 0, min_ms: 200, max_ms: 900 },
        errors: [{ area: 'offering', rate: 50, kind: 'network' }],
        offline_until: '2026-01-01T00:00:09.500Z',
        next_request_403: true,
      },
      now,
    )
    expect(text).toBe('offline 10 s · +200–900 ms · offering 50% network · next request 403')
  })
})

describe('faultsOn (whether the indicator loads its badge)', () => {
  const none: DevFaults = {
    latency: { mode: 'off', fixed_ms: 1000, min_ms: 0, max_ms: 0 },
    errors: [{ area: 'offering', rate: 0, kind: '5xx' }],
    offline_until: null,
    next_request_403: false,
  }
  const now = Date.parse('2026-01-01T00:00:00Z')
  const cases: [string, DevFaults, boolean][] = [
    ['nothing on', none, false],
    ['an offline time in the past', { ...none, offline_until: '2025-12-31T23:59:59Z' }, false],
    ['offline for 5 s more', { ...none, offline_until: '2026-01-01T00:00:05Z' }, true],
    ['a fixed latency', { ...none, latency: { ...none.latency, mode: 'fixed' } }, true],
    ['a latency range', { ...none, latency: { ...none.latency, mode: 'range', max_ms: 10 } }, true],
    ['an error rate', { ...none, errors: [{ area: 'offering', rate: 5, kind: 'network' }] }, true],
    ['the next request 403', { ...none, next_request_403: true }, true],
  ]

  it.each(cases)('%s: agrees with the badge, which shows a text exactly when a fault is on', (_, faults, on) => {
    expect(faultsOn(faults, now)).toBe(on)
    expect(describeFaults(faults, now) !== null).toBe(on)
  })

  it('is off before the faults are known', () => {
    expect(faultsOn(null)).toBe(false)
  })
})

describe('filterLog', () => {
  const entry = (id: number, over: Partial<RequestLogEntry>): RequestLogEntry => ({
    id,
    time: '2026-01-01T00:00:00Z',
    method: 'GET',
    path: '/user/',
    area: 'user',
    status: 200,
    duration_ms: 1,
    replay: false,
    fault: null,
    ...over,
  })
  const log = [
    entry(1, {}),
    entry(2, { status: 500, path: '/temple/t-admin/offering/', area: 'offering' }),
    entry(3, { replay: true }),
    entry(4, { method: 'POST', status: 0 }),
  ]

  it('filters by text, method, failures and replays', () => {
    const base = { text: '', method: '', failedOnly: false, replaysOnly: false }
    expect(filterLog(log, base).map((e) => e.id)).toEqual([1, 2, 3, 4])
    expect(filterLog(log, { ...base, text: 'OFFERING' }).map((e) => e.id)).toEqual([2])
    expect(filterLog(log, { ...base, method: 'POST' }).map((e) => e.id)).toEqual([4])
    expect(filterLog(log, { ...base, failedOnly: true }).map((e) => e.id)).toEqual([2, 4])
    expect(filterLog(log, { ...base, replaysOnly: true }).map((e) => e.id)).toEqual([3])
  })
})
