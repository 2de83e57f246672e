import { describe, expect, expectTypeOf, it } from 'vitest'
import { type Camel, toCamel, toSearchParams, toSnake } from '@/shared/api/case'

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

describe('Camel<T>, the type of toCamel', () => {
  it('spells keys as toCamel does, deeply, through arrays and nullable objects', () => {
    const wire = {
      is_main: true,
      deity_img: null as string | null,
      address: { address_line_1: 'x', pincode: '1' },
      offering_times: [{ from_time: '06:00:00', block_calc_chooser: 'from_time' as const }],
      category_detail: { id: 1, url_name: 'u' } as { id: number; url_name: string } | null,
    }
    const camel: Camel<typeof wire> = toCamel(wire)
    expectTypeOf(camel).toEqualTypeOf<{
      isMain: boolean
      deityImg: string | null
      address: { address_line_1: string; pincode: string }
      offeringTimes: { fromTime: string; blockCalcChooser: 'from_time' }[]
      categoryDetail: { id: number; urlName: string } | null
    }>()
    expect(camel).toEqual({
      isMain: true,
      deityImg: null,
      address: { address_line_1: 'x', pincode: '1' },
      offeringTimes: [{ fromTime: '06:00:00', blockCalcChooser: 'from_time' }],
      categoryDetail: { id: 1, urlName: 'u' },
    })
  })
})
