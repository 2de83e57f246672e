import { describe, expect, it } from 'vitest'
import { toCamel, toSearchParams, toSnake } from '@/shared/api/case'

describe('case mapping', () => {
  it('camelCases response keys deeply', () => {
    expect(toCamel({ is_staff: true, full_name: 'A', jwt: { access_token: 'x' }, items: [{ per_day_limit: 3 }] })).toEqual({
      isStaff: true,
      fullName: 'A',
      jwt: { accessToken: 'x' },
      items: [{ perDayLimit: 3 }],
    })
  })

  it('keeps keys with an underscore followed by a digit, both ways', () => {
    expect(toCamel({ address_line_1: 'x', contact_no_2: 'y', whatsapp_no: 'z' })).toEqual({
      address_line_1: 'x',
      contact_no_2: 'y',
      whatsappNo: 'z',
    })
    expect(toSnake({ address_line_1: 'x', contact_no_1: 'y', whatsappNo: 'z', refNoPadding: 4 })).toEqual({
      address_line_1: 'x',
      contact_no_1: 'y',
      whatsapp_no: 'z',
      ref_no_padding: 4,
    })
  })

  it('snake_cases request bodies, leaving values alone', () => {
    expect(toSnake({ deviceId: 'abc', nested: { minDakshinaAmount: null }, list: ['keepThis'] })).toEqual({
      device_id: 'abc',
      nested: { min_dakshina_amount: null },
      list: ['keepThis'],
    })
  })

  it('does not touch Files, Dates or other class instances', () => {
    const date = new Date(0)
    expect(toSnake<{ created_at: Date }>({ createdAt: date }).created_at).toBe(date)
  })

  it('builds snake_case query params, drops empties and joins orderBy with minus for descending', () => {
    const params = toSearchParams({
      pageSize: 25,
      bookingDateAfter: '2026-01-01',
      status: '',
      deity: undefined,
      orderBy: ['-createdAt', 'name'],
      ids: [1, 2],
    })
    expect(params.toString()).toBe('page_size=25&booking_date_after=2026-01-01&order_by=-created_at%2Cname&ids=1%2C2')
  })
})
