import { describe, expect, it } from 'vitest'
import { fileOf, HEADS } from '../upload-files'
import { api, BASE, login } from './api'

/**
 * Staff's views of a temple and of its bank account carry a version of their own (decision 216):
 * an ETag on the detail and on a change, 412 with the record now for a stale If-Match, and the
 * ETag moves when either side writes the record (staff, or the temple's own forms).
 */
interface StaffVersioned {
  what: string
  path: (token: string) => Promise<string>
  /** Staff's change of one field of the form, with `headers` (If-Match). */
  staffChange: (token: string, path: string, value: string, headers?: Record<string, string>) => Promise<Response>
  read: (record: Record<string, unknown>) => unknown
  /** The temple admin's own write of the same record (a field staff's form does not show). */
  templeChange: (token: string) => Promise<Response>
}

const TEMPLE = 1
const STAFF_TEMPLE = `/temple/staff/temple/${TEMPLE}/`

async function bankPath(token: string): Promise<string> {
  const temple = (await (await api(STAFF_TEMPLE, { token })).json()) as { bank_account_url: string }
  return temple.bank_account_url
}

const RECORDS: StaffVersioned[] = [
  {
    what: "the temple's compliance fields",
    path: () => Promise.resolve(STAFF_TEMPLE),
    staffChange: (token, path, value, headers) => api(path, { token, method: 'PATCH', body: { slug: value }, headers }),
    read: (record) => record.slug,
    templeChange: (token) =>
      api(`/temple/t-admin/${TEMPLE}/`, { token, temple: TEMPLE, method: 'PATCH', body: { counter_name: 'East gate' } }),
  },
  {
    what: 'the bank account',
    path: bankPath,
    staffChange: (token, path, value, headers) => api(path, { token, method: 'PATCH', body: { merchant_id: value }, headers }),
    read: (record) => record.merchant_id,
    templeChange: (token) => {
      const form = new FormData()
      const fields = { acc_name: 'Trust', acc_number: 'AB1234567890', ifsc: 'SBIN0001234', branch_name: 'Fort' }
      for (const [name, field] of Object.entries(fields)) form.append(name, field)
      form.append('cancelled_cheque', fileOf(HEADS.png, 'cheque.png', 'image/png'))
      const headers = { Authorization: `JWT ${token}`, 'X-Temple-ID': String(TEMPLE) }
      return fetch(`${BASE}/temple/t-admin/bank/`, { method: 'PUT', headers, body: form })
    },
  },
]

async function versionOf(token: string, path: string): Promise<string> {
  const read = await api(path, { token })
  expect(read.status).toBe(200)
  return read.headers.get('ETag') ?? ''
}

describe.each(RECORDS)('record versions of staff: $what', ({ path: pathOf, staffChange, read, templeChange }) => {
  it('sends an ETag with the detail and with a change, and a change by either side moves it', async () => {
    const { access: staff } = await login('staff@example.com')
    const path = await pathOf(staff)
    const version = await versionOf(staff, path)
    expect(version).toMatch(/^"[0-9a-z]+"$/)
    expect(await versionOf(staff, path)).toBe(version)

    const saved = await staffChange(staff, path, 'first-change', { 'If-Match': version })
    expect(saved.status).toBe(200)
    const next = saved.headers.get('ETag')
    expect(next).toMatch(/^"[0-9a-z]+"$/)
    expect(next).not.toBe(version)
    expect(await versionOf(staff, path)).toBe(next)

    const { access: admin } = await login('admin@example.com')
    expect((await templeChange(admin)).status).toBe(200)
    expect(await versionOf(staff, path)).not.toBe(next)
  })

  it('answers 412 with the current record for a stale If-Match and changes nothing; no If-Match, no check', async () => {
    const { access: staff } = await login('staff@example.com')
    const path = await pathOf(staff)
    const old = await versionOf(staff, path)
    const first = await staffChange(staff, path, 'one-tab', { 'If-Match': old })
    expect(first.status).toBe(200)
    const current = (await first.json()) as Record<string, unknown>

    const late = await staffChange(staff, path, 'other-tab', { 'If-Match': old })
    expect(late.status).toBe(412)
    expect(late.headers.get('ETag')).toBe(first.headers.get('ETag'))
    const body = (await late.json()) as { code: string; current: Record<string, unknown> }
    expect(body.code).toBe('precondition_failed')
    expect(body.current).toEqual(current)
    expect(read((await (await api(path, { token: staff })).json()) as Record<string, unknown>)).toBe('one-tab')

    const unchecked = await staffChange(staff, path, 'no-version')
    expect(unchecked.status).toBe(200)
    expect(read((await unchecked.json()) as Record<string, unknown>)).toBe('no-version')
  })
})
