import { describe, expect, it } from 'vitest'
import { getMockDb } from '../../mocks/node'
import { api, login } from './api'

/** The mocked backend reads amounts as DRF's DecimalField(max_digits=10, decimal_places=2) does. */
describe('amounts on the mocked backend (issue 18 item 5)', () => {
  async function patchOffering(price: unknown) {
    const { access } = await login('admin@example.com')
    const offering = getMockDb().offerings.find((o) => o.temple_id === 1)!
    const res = await api(`/temple/t-admin/offering/${offering.id}/`, { method: 'PATCH', token: access, temple: 1, body: { price } })
    return { res, body: (await res.json()) as Record<string, unknown>, offering }
  }

  it('refuses out-of-range and over-precise prices with DRF words, and keeps the stored price', async () => {
    for (const [price, message] of [
      [1e21, 'Ensure that there are no more than 10 digits in total.'],
      // eslint-disable-next-line no-loss-of-precision -- the literal a careless user types
      [99999999999999999999, 'Ensure that there are no more than 10 digits in total.'],
      ['12345678901', 'Ensure that there are no more than 10 digits in total.'],
      [10.005, 'Ensure that there are no more than 2 decimal places.'],
      ['123456789.5', 'Ensure that there are no more than 8 digits before the decimal point.'],
      ['abc', 'A valid number is required.'],
      [0, 'Ensure this value is greater than or equal to 0.01.'],
    ] as const) {
      const { res, body, offering } = await patchOffering(price)
      expect(res.status, String(price)).toBe(400)
      expect(body).toEqual({ price: [message] })
      expect(getMockDb().offerings.find((o) => o.id === offering.id)!.price).not.toBe('1e+21')
    }
  })

  it('stores the largest amount exactly as a 2-decimal string', async () => {
    const { res, body } = await patchOffering(99999999.99)
    expect(res.status).toBe(200)
    expect(body.price).toBe('99999999.99')
  })

  it('applies the same field to donation amounts', async () => {
    const { access } = await login('admin@example.com')
    const donation = getMockDb().donations.find((d) => d.temple_id === 1)!
    const res = await api(`/temple/t-admin/donation/${donation.id}/`, {
      method: 'PATCH',
      token: access,
      temple: 1,
      body: { is_amount_fixed: false, min_amount: 1e21, max_amount: 12.345 },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      min_amount: ['Ensure that there are no more than 10 digits in total.'],
      max_amount: ['Ensure that there are no more than 2 decimal places.'],
    })
  })
})
