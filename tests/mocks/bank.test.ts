import { describe, expect, it } from 'vitest'
import { bytesOf, HEADS } from '../upload-files'
import { api, BASE, login } from './api'

async function put(token: string, temple: number, fields: Record<string, string | Blob>): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return fetch(`${BASE}/temple/t-admin/bank/`, {
    method: 'PUT',
    headers: { Authorization: `JWT ${token}`, 'X-Temple-ID': String(temple) },
    body: form,
  })
}

const VALID = { acc_name: 'Vadakkunnathan Devaswom', acc_number: 'AB1234567890', ifsc: 'SBIN0001234', branch_name: 'Swaraj Round' }

describe('GET /temple/t-admin/bank/', () => {
  it('returns the account of the X-Temple-ID temple in snake_case', async () => {
    const { access } = await login('admin@example.com')
    const res = await api('/temple/t-admin/bank/', { token: access, temple: 1 })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      url: 'http://localhost/api/temple/t-admin/bank/',
      acc_name: 'Sree Padmanabhaswamy Temple Trust',
      acc_number: '67012345678901',
      ifsc: 'SBIN0070028',
      branch_name: 'Fort, Thiruvananthapuram',
      is_active: true,
      temple: 'http://localhost/api/temple/t-admin/1/',
      temple_id: 1,
    })
  })

  it('answers 404 when the temple has no account, and 403 without view_temple', async () => {
    const { access } = await login('staff@example.com')
    const staffTemples = await (await api('/temple/t-admin/', { token: access })).json()
    const withoutAccount = staffTemples.find((t: { id: number }) => t.id > 3)
    if (withoutAccount) expect((await api('/temple/t-admin/bank/', { token: access, temple: withoutAccount.id })).status).toBe(404)
    const manager = await login('manager@example.com')
    expect((await api('/temple/t-admin/bank/', { token: manager.access, temple: 1 })).status).toBe(403)
  })
})

describe('PUT /temple/t-admin/bank/ (multipart)', () => {
  it('validates the fields with the spec messages', async () => {
    const { access } = await login('admin@example.com')
    const res = await put(access, 2, { acc_name: ' ', acc_number: 'ab-12', ifsc: 'SBIN1234567', branch_name: 'X' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      acc_name: ['This field may not be blank.'],
      acc_number: ['Only A-Z and 0-9 are allowed'],
      ifsc: ['Invalid IFS Code'],
      cancelled_cheque: ['No file was submitted.'],
    })
  })

  it('refuses a cheque of another type', async () => {
    const { access } = await login('admin@example.com')
    const res = await put(access, 2, { ...VALID, cancelled_cheque: new Blob(['hello'], { type: 'text/plain' }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ cancelled_cheque: ['Only jpeg, jpg, png & pdf files are allowed'] })
  })

  it('refuses a cheque whose bytes are not a PDF, PNG or JPEG: a PDF’s message or DRF’s ImageField one', async () => {
    const { access } = await login('admin@example.com')
    const asPdf = await put(access, 2, {
      ...VALID,
      cancelled_cheque: new File([bytesOf(HEADS.html)], 'cheque.pdf', { type: 'application/pdf' }),
    })
    expect(asPdf.status).toBe(400)
    expect(await asPdf.json()).toEqual({
      cancelled_cheque: ['Upload a valid PDF. The file you uploaded was either not a PDF or a corrupted PDF.'],
    })
    const asPng = await put(access, 2, { ...VALID, cancelled_cheque: new File([bytesOf(HEADS.html)], 'cheque.png', { type: 'image/png' }) })
    expect(await asPng.json()).toEqual({
      cancelled_cheque: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    })
  })

  it('saves the account with the cheque; it waits for staff (inactive) and keeps the merchant id', async () => {
    const { access } = await login('admin@example.com')
    const res = await put(access, 1, { ...VALID, cancelled_cheque: new File(['%PDF-1.4'], 'cheque.pdf', { type: 'application/pdf' }) })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ ...VALID, is_active: false, merchant_id: 'MID-PDS-0001' })
    expect(body.cancelled_cheque).toMatch(/^http:\/\/localhost\/api\/__mock__\/media\/upload-[a-z0-9-]+\.pdf$/)
    const again = await (await api('/temple/t-admin/bank/', { token: access, temple: 1 })).json()
    expect(again.acc_number).toBe('AB1234567890')
  })

  it('needs change_temple', async () => {
    const { access } = await login('manager@example.com')
    expect((await put(access, 1, VALID)).status).toBe(403)
  })
})
