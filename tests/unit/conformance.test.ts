import { describe, expect, it, vi } from 'vitest'
import { loadMapsScript } from '@/features/temple/maps-loader'
import { offeringDefaults } from '@/features/offerings/form/defaults'
import { buildOfferingChanges, buildOfferingPayload } from '@/features/offerings/save/payloads'
import { offeringSchema, type OfferingValues } from '@/features/offerings/schemas'
import { registerTempleSchema, templeDefaults, templePayload, templeSchema } from '@/features/temple/schemas'
import { isValidCountryCode } from '@/shared/lib/phone'

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('item 4: form-level rules report with the field rules', () => {
  it("registration: 'Location is required' comes with the other messages on an empty form", () => {
    expect(messages(registerTempleSchema.safeParse(templeDefaults()))).toContain('location.latitude: Location is required')
  })

  it("registration: 'Location is required' also with an invalid e-mail", () => {
    expect(messages(registerTempleSchema.safeParse({ ...templeDefaults(), email: 'nope' }))).toContain(
      'location.latitude: Location is required',
    )
  })

  it('closing before opening is reported while other fields are still empty', () => {
    expect(messages(templeSchema.safeParse({ ...templeDefaults(), openingTime: '10:00', closingTime: '09:00' }))).toContain(
      "closingTime: Closing time can't be before starting time",
    )
  })
})

describe('item 6: district is optional', () => {
  it('a temple without a district passes the schema', () => {
    const temple = {
      ...templeDefaults(),
      name: 'Sree Ananthapura Lake Temple',
      email: 'office@ananthapura.example.org',
      phone: '9447012345',
      address: { address_line_1: 'Ananthapura', address_line_2: '', city: 'Kumbla', district: '', state: 'Kerala', pincode: '671321' },
    }
    expect(messages(templeSchema.safeParse(temple))).toEqual([])
  })
})

describe('item 7: the phone pattern is the rule; libphonenumber only suggests', () => {
  it('accepts any number matching optional + then 8 to 20 digits or spaces, and sends it as typed (trimmed)', () => {
    const base = {
      ...templeDefaults(),
      name: 'T',
      email: 't@example.org',
      address: { address_line_1: 'a', address_line_2: '', city: 'c', district: '', state: 's', pincode: '671321' },
    }
    for (const phone of ['12345678', '+00 0000 0000', '  +91 94470 12345 ', '1234 5678 9012 3456']) {
      expect(messages(templeSchema.safeParse({ ...base, phone }))).toEqual([])
    }
    for (const phone of ['1234567', '+91-94470-12345', '++9144701234', '123456789012345678901']) {
      expect(messages(templeSchema.safeParse({ ...base, phone }))).toEqual(['phone: Invalid phone number'])
    }
    expect(templePayload({ phone: ' 9447012345 ', whatsappNo: '0471 2450233' })).toEqual({
      phone: '9447012345',
      whatsappNo: '0471 2450233',
    })
  })

  it('the country code is + then 1 to 4 digits', () => {
    expect(['+1', '+91', '+1264'].map(isValidCountryCode)).toEqual([true, true, true])
    expect(['91', '+12345', '+', '+9a'].map(isValidCountryCode)).toEqual([false, false, false, false])
  })
})

function offeringMessages(values: OfferingValues): Record<string, string> {
  const result = offeringSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const offering = (overrides: Partial<OfferingValues> = {}): OfferingValues => ({
  ...offeringDefaults(),
  name: 'Pushpanjali',
  price: '50',
  category: 'http://x/api/temple/t-admin/offering-category/1/',
  weekdays: ['mon'],
  ...overrides,
})

describe('item 5: hidden offering fields never block the submit', () => {
  it('per-day limit with time slots, block unit without a block period, repeat unit of a custom offering', () => {
    const slot = { fromTime: '06:00', toTime: '07:00', maxLimit: '', blockCalcChooser: 'from_time' as const }
    expect(offeringMessages(offering({ times: [slot], perDayLimit: '0' }))).toEqual({})
    expect(offeringMessages(offering({ blockPeriod: 'not_applicable', blockUnit: '-3' }))).toEqual({})
    expect(offeringMessages(offering({ offeringType: 'custom', dates: ['2030-01-01'], weekdays: [], repeatUnit: 'x' }))).toEqual({})
  })

  it('the same values are refused while their inputs are shown', () => {
    const m = offeringMessages(offering({ perDayLimit: '0', blockPeriod: 'day', blockUnit: '-3', repeatUnit: 'x' }))
    expect(m).toMatchObject({
      perDayLimit: 'Must be a positive whole number',
      blockUnit: 'Must be a positive whole number',
      repeatUnit: 'Must be a positive whole number',
    })
  })

  it('form-level rules show with field errors on the first submit', () => {
    expect(offeringMessages(offering({ name: '', availableOnline: false, availableOffline: false }))).toMatchObject({
      name: 'Name is required',
      availableOnline: 'Either "Available App/Web" or "Available Counter/POS" must be enabled',
    })
  })

  it('an existing offering with a stale hidden value still saves, and the stale value is not sent', () => {
    const initial = offering({ blockPeriod: 'not_applicable', blockUnit: '0', times: [], perDayLimit: '' })
    const edited = { ...initial, price: '60' }
    expect(offeringMessages(edited)).toEqual({})
    expect(buildOfferingPayload(edited)).not.toHaveProperty('blockUnit')
  })
})

describe('item 8: blockUnit is sent only while a block period applies', () => {
  it('an edit to "not applicable" drops blockUnit instead of sending null', () => {
    const changes = buildOfferingChanges(
      offering({ blockPeriod: 'week', blockUnit: '2' }),
      offering({ blockPeriod: 'not_applicable', blockUnit: '2' }),
    )
    expect(changes).toEqual({ blockPeriod: 'not_applicable', assignedDeities: [] })
  })
})

describe('item 10: the maps script gets one retry after 500 ms', () => {
  it('retries once after waiting 500 ms, then succeeds', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined)
    const wait = vi.fn(async () => undefined)
    const log = vi.fn()
    await loadMapsScript('key', { attempt, wait, log })
    expect(attempt).toHaveBeenCalledTimes(2)
    expect(wait).toHaveBeenCalledWith(500)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('gives up after the retry (the page falls back to typed coordinates)', async () => {
    const attempt = vi.fn().mockRejectedValue(new Error('offline'))
    await expect(loadMapsScript('key', { attempt, wait: async () => undefined, log: () => undefined })).rejects.toThrow('offline')
    expect(attempt).toHaveBeenCalledTimes(2)
  })
})
