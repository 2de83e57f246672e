import { describe, expect, it } from 'vitest'
import { fileOf, HEADS } from '../upload-files'
import { api, BASE, login } from './api'

/**
 * The temple profile, the bank account and a member's role and permissions carry a version like
 * an offering (tests/mocks/record-versions.test.ts): an ETag on the detail and on a change, 412
 * with the current record for a stale If-Match, and no check without If-Match.
 */
interface Versioned {
  what: string
  path: string
  /** Sends a change; `headers` carries If-Match. */
  change: (token: string, value: string, headers?: Record<string, string>) => Promise<Response>
  /** The field the change sets, as the record serializes it. */
  read: (record: Record<string, unknown>) => unknown
}

const TEMPLE = 1

function patch(path: string, body: (value: string) => unknown): Versioned['change'] {
  return (token, value, headers) => api(path, { token, temple: TEMPLE, method: 'PATCH', body: body(value), headers })
}

const BANK_FIELDS = { acc_name: 'Trust', acc_number: 'AB1234567890', ifsc: 'SBIN0001234' }

const RECORDS: Versioned[] = [
  {
    what: 'the temple profile',
    path: `/temple/t-admin/${TEMPLE}/`,
    change: patch(`/temple/t-admin/${TEMPLE}/`, (value) => ({ counter_name: value })),
    read: (record) => record.counter_name,
  },
  {
    what: 'the bank account',
    path: '/temple/t-admin/bank/',
    change: (token, value, headers) => {
      const form = new FormData()
      for (const [name, field] of Object.entries({ ...BANK_FIELDS, branch_name: value })) form.append(name, field)
      // The seed's account has no cheque on file yet: a change must bring one.
      form.append('cancelled_cheque', fileOf(HEADS.png, 'cheque.png', 'image/png'))
      return fetch(`${BASE}/temple/t-admin/bank/`, {
        method: 'PUT',
        headers: { Authorization: `JWT ${token}`, 'X-Temple-ID': String(TEMPLE), ...headers },
        body: form,
      })
    },
    read: (record) => record.branch_name,
  },
  {
    what: "a member's role and permissions",
    path: '/temple/t-admin/admins/3/',
    change: patch('/temple/t-admin/admins/3/', (value) => ({ role: 'staff', permissions: value.split(',') })),
    read: (record) => (record.permissions as string[]).join(','),
  },
]

async function versionOf(token: string, path: string): Promise<string> {
  const read = await api(path, { token, temple: TEMPLE })
  expect(read.status).toBe(200)
  return read.headers.get('ETag') ?? ''
}

describe.each(RECORDS)('record versions of $what', ({ path, change, read }) => {
  it('sends an ETag with the detail and with a saved change, and the ETag changes with the record', async () => {
    const { access: token } = await login('admin@example.com')
    const version = await versionOf(token, path)
    expect(version).toMatch(/^"[0-9a-z]+"$/)
    expect(await versionOf(token, path)).toBe(version)

    const saved = await change(token, 'view_offering', { 'If-Match': version })
    expect(saved.status).toBe(200)
    const next = saved.headers.get('ETag')
    expect(next).toMatch(/^"[0-9a-z]+"$/)
    expect(next).not.toBe(version)
    expect(await versionOf(token, path)).toBe(next)
  })

  it('answers 412 precondition_failed with the current record for a stale If-Match, and changes nothing', async () => {
    const { access: token } = await login('admin@example.com')
    const old = await versionOf(token, path)
    const first = await change(token, 'view_deity', { 'If-Match': old })
    expect(first.status).toBe(200)
    const current = (await first.json()) as Record<string, unknown>

    const late = await change(token, 'view_donation', { 'If-Match': old })
    expect(late.status).toBe(412)
    expect(late.headers.get('ETag')).toBe(first.headers.get('ETag'))
    const body = (await late.json()) as { detail: string; code: string; current: Record<string, unknown> }
    expect(body.code).toBe('precondition_failed')
    expect(body.detail).toBeTruthy()
    expect(body.current).toEqual(current)

    const stored = (await (await api(path, { token, temple: TEMPLE })).json()) as Record<string, unknown>
    expect(read(stored)).toBe('view_deity')
  })

  it('accepts a change without If-Match (older clients) and one with If-Match: *', async () => {
    const { access: token } = await login('admin@example.com')
    await versionOf(token, path)
    expect((await change(token, 'view_offering')).status).toBe(200)
    const any = await change(token, 'view_deity', { 'If-Match': '*' })
    expect(any.status).toBe(200)
    expect(read((await any.json()) as Record<string, unknown>)).toBe('view_deity')
  })
})
