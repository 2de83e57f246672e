import { describe, expect, it } from 'vitest'
import { emptyAddon, emptyTimeSlot, offeringDefaults } from '@/features/offerings/form/defaults'
import { MESSAGES } from '@/features/offerings/form/messages'
import { buildAddonPayload, buildOfferingChanges, buildOfferingPayload, timesDiff } from '@/features/offerings/save/payloads'
import { addonAfterTypeChange, channelsAfterToggle, splitValue } from '@/features/offerings/form/rules'
import { addonSchema, offeringSchema, type OfferingValues } from '@/features/offerings/schemas'
import { diffMeta as metaDiff } from '@/shared/lib/schedule-meta'

function valid(overrides: Partial<OfferingValues> = {}): OfferingValues {
  return {
    ...offeringDefaults(),
    name: 'Pushpanjali',
    price: '50',
    category: 'http://x/api/temple/t-admin/offering-category/1/',
    weekdays: ['mon'],
    ...overrides,
  }
}

function messages(values: OfferingValues): Record<string, string> {
  const result = offeringSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('offering form rules', () => {
  it('accepts a complete weekly offering', () => {
    expect(messages(valid())).toEqual({})
  })
  it("name: 'Name is required'", () => {
    expect(messages(valid({ name: '  ' })).name).toBe('Name is required')
  })
  it("offeringType: 'Invalid Offering Type'", () => {
    expect(messages(valid({ offeringType: 'fortnightly' })).offeringType).toBe('Invalid Offering Type')
  })
  it('category is required', () => {
    expect(messages(valid({ category: '' })).category).toBe(MESSAGES.category)
  })
  it('price is required and positive', () => {
    expect(messages(valid({ price: '' })).price).toBe('Price is required')
    expect(messages(valid({ price: '0' })).price).toBe('Price must be a positive number')
    expect(messages(valid({ price: '-5' })).price).toBe('Price must be a positive number')
  })
  it('perDayLimit, blockUnit and repeatUnit are positive', () => {
    const m = messages(valid({ perDayLimit: '0', blockPeriod: 'day', blockUnit: '-1', repeatUnit: '1.5' }))
    expect(m.perDayLimit).toBe(MESSAGES.positive)
    expect(m.blockUnit).toBe(MESSAGES.positive)
    expect(m.repeatUnit).toBe(MESSAGES.positive)
  })
  it("blockPeriod: 'Invalid block period'", () => {
    expect(messages(valid({ blockPeriod: 'decade' })).blockPeriod).toBe('Invalid block period')
  })
  it('needs App/Web or Counter/POS', () => {
    expect(messages(valid({ availableOnline: false, availableOffline: false })).availableOnline).toBe(
      'Either "Available App/Web" or "Available Counter/POS" must be enabled',
    )
  })
  it('time slots: from required, differ, to later, no duplicates', () => {
    const slot = (fromTime: string, toTime: string) => ({ ...emptyTimeSlot(), fromTime, toTime })
    expect(messages(valid({ times: [slot('', '08:00')] }))['times.0.fromTime']).toBe('From time is required')
    expect(messages(valid({ times: [slot('08:00', '08:00')] }))['times.0.toTime']).toBe('From and to time must be different')
    expect(messages(valid({ times: [slot('09:00', '08:00')] }))['times.0.toTime']).toBe('To time must be later than from time')
    expect(messages(valid({ times: [slot('06:00', '07:00'), slot('06:00', '07:00')] }))['times.1.fromTime']).toBe(
      'This time range is already added',
    )
    expect(messages(valid({ times: [slot('06:00', '')] }))).toEqual({})
  })
  it("fee split: percent 0 to 100, names required, sum 'Sum of percentages should be 100'", () => {
    expect(messages(valid({ feeSplit: [{ name: 'Temple', percent: '101' }] }))['feeSplit.0.percent']).toBe(MESSAGES.splitPercent)
    expect(messages(valid({ feeSplit: [{ name: '', percent: '100' }] }))['feeSplit.0.name']).toBe('Name is required')
    expect(
      messages(
        valid({
          feeSplit: [
            { name: 'Temple', percent: '60' },
            { name: 'Priest', percent: '30' },
          ],
        }),
      )['feeSplit.root'],
    ).toBe('Sum of percentages should be 100')
    expect(
      messages(
        valid({
          feeSplit: [
            { name: 'A', percent: '33.33' },
            { name: 'B', percent: '33.33' },
            { name: 'C', percent: '33.34' },
          ],
        }),
      ),
    ).toEqual({})
  })
  it('split value is price × percent / 100 to 2 decimals', () => {
    expect(splitValue('150', '33.33')).toBe('50.00')
    expect(splitValue('99.99', '40')).toBe('40.00')
    expect(splitValue('', '40')).toBe('')
  })
})

describe('add-on field rules', () => {
  const addon = (o: Partial<ReturnType<typeof emptyAddon>>) => ({ ...emptyAddon(), fieldName: 'Gothram', ...o })
  const issues = (value: unknown) => {
    const r = addonSchema.safeParse(value)
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
  }
  it("fieldName: 'Field name is required'", () => {
    expect(issues(addon({ fieldName: ' ' })).fieldName).toBe('Field name is required')
  })
  it("fieldType: 'Field type is required'", () => {
    expect(issues({ ...addon({}), fieldType: '' }).fieldType).toBe('Field type is required')
  })
  it("minLength: 'Minimum Length must be greater than or equal to 1'", () => {
    expect(issues(addon({ minLength: '0' })).minLength).toBe('Minimum Length must be greater than or equal to 1')
  })
  it("multiplierLabel: 'Multiplier label is required'", () => {
    expect(issues(addon({ fieldType: 'float', allowMultiplier: true })).multiplierLabel).toBe('Multiplier label is required')
  })
  it('minValue at least 0 when added to the price', () => {
    expect(issues(addon({ fieldType: 'float', addToPrice: true, minValue: '-1' })).minValue).toBe(MESSAGES.minValue)
    expect(issues(addon({ fieldType: 'float', minValue: '-1' }))).toEqual({})
  })
  it('changing the type away from float clears addToPrice and allowMultiplier', () => {
    const float = addon({ fieldType: 'float', addToPrice: true, allowMultiplier: true, multiplierLabel: 'per kg' })
    expect(addonAfterTypeChange(float, 'int')).toMatchObject({
      fieldType: 'int',
      addToPrice: false,
      allowMultiplier: false,
      multiplierLabel: '',
    })
    expect(addonAfterTypeChange(float, 'float')).toMatchObject({ addToPrice: true, allowMultiplier: true })
  })
  it('integer bounds are rounded (minimum down, maximum up); text sends length bounds only', () => {
    const int = buildAddonPayload(addon({ fieldType: 'int', minValue: '1.7', maxValue: '9.2', minLength: '3' }), 'u')
    expect(int).toMatchObject({ minValue: 1, maxValue: 10, minLength: null, maxLength: null, fieldType: 'int', dataType: 'int' })
    const text = buildAddonPayload(addon({ minLength: '2', maxLength: '30', minValue: '5' }), 'u')
    expect(text).toMatchObject({ minLength: 2, maxLength: 30, minValue: null, maxValue: null })
  })
})

describe('channel toggles', () => {
  const base = { availableOnline: false, availableOffline: true, canChangePrice: true, useClosingTime: true }
  it('turning online on clears canChangePrice', () => {
    expect(channelsAfterToggle(base, 'availableOnline', true).canChangePrice).toBe(false)
  })
  it('turning offline off clears canChangePrice', () => {
    expect(channelsAfterToggle({ ...base, availableOnline: true }, 'availableOffline', false).canChangePrice).toBe(false)
  })
  it('the date-field blocking mode stays only for counter-only offerings', () => {
    expect(channelsAfterToggle(base, 'availableOnline', true).useClosingTime).toBe(false)
    expect(channelsAfterToggle({ ...base, availableOnline: true }, 'availableOnline', false).useClosingTime).toBe(true)
  })
})

describe('payload building', () => {
  it('sends price as a number', () => {
    expect(buildOfferingPayload(valid({ price: '101.50' })).price).toBe(101.5)
  })
  it("sends blockUnit only when the block period is not 'not applicable'", () => {
    expect(buildOfferingPayload(valid({ blockPeriod: 'not_applicable', blockUnit: '2' }))).not.toHaveProperty('blockUnit')
    expect(buildOfferingPayload(valid({ blockPeriod: 'day', blockUnit: '2' })).blockUnit).toBe(2)
  })
  it('omits repeatUnit for custom offerings', () => {
    expect(buildOfferingPayload(valid({ offeringType: 'custom', dates: ['2030-01-01'], repeatUnit: '1' }))).not.toHaveProperty('repeatUnit')
    expect(buildOfferingPayload(valid({ repeatUnit: '2' })).repeatUnit).toBe(2)
  })
  it('sends empty perDayLimit and minDakshinaAmount as null', () => {
    const payload = buildOfferingPayload(valid({ perDayLimit: '', minDakshinaAmount: '' }))
    expect(payload.perDayLimit).toBeNull()
    expect(payload.minDakshinaAmount).toBeNull()
    expect(buildOfferingPayload(valid({ perDayLimit: '25', minDakshinaAmount: '11' }))).toMatchObject({
      perDayLimit: 25,
      minDakshinaAmount: 11,
    })
  })
  it('drops empty meta', () => {
    expect(buildOfferingPayload(valid({ weekdays: [] }))).not.toHaveProperty('offeringMeta')
    expect(buildOfferingPayload(valid({ weekdays: ['fri', 'mon'] })).offeringMeta).toEqual({ days: ['mon', 'fri'] })
    expect(buildOfferingPayload(valid({ offeringType: 'custom', dates: ['2030-02-01'], excludes: ['2030-01-01'] })).offeringMeta).toEqual({
      dates: ['2030-02-01'],
    })
  })
  it('on edit sends only the changed fields plus assignedDeities', () => {
    const initial = valid({ assignedDeities: ['d1'] })
    expect(buildOfferingChanges(initial, { ...initial, price: '75' })).toEqual({ price: 75, assignedDeities: ['d1'] })
    expect(buildOfferingChanges(initial, initial)).toEqual({ assignedDeities: ['d1'] })
    expect(
      buildOfferingChanges(valid({ blockPeriod: 'day', blockUnit: '2' }), valid({ blockPeriod: 'not_applicable', blockUnit: '2' })),
    ).toEqual({
      blockPeriod: 'not_applicable',
      assignedDeities: [],
    })
  })
  it('meta changes become add and remove lists', () => {
    expect(
      metaDiff({ dates: [], days: ['mon', 'fri'], excludes: ['2030-01-01'] }, { dates: [], days: ['mon', 'sat'], excludes: [] }),
    ).toEqual({
      add: { days: ['sat'] },
      remove: { days: ['fri'], excludes: ['2030-01-01'] },
    })
  })
  it('times: new slots created, changed ones patched, removed ones deleted', () => {
    const stored = [
      {
        id: 1,
        url: 'u1',
        fromTime: '06:00:00',
        toTime: '07:00:00',
        maxLimit: 5,
        blockCalcChooser: 'from_time' as const,
        offering: 'http://x/o/1/',
      },
      {
        id: 2,
        url: 'u2',
        fromTime: '08:00:00',
        toTime: null,
        maxLimit: null,
        blockCalcChooser: 'from_time' as const,
        offering: 'http://x/o/1/',
      },
    ]
    const diff = timesDiff(stored, [
      { id: 1, url: 'u1', fromTime: '06:00', toTime: '07:00', maxLimit: '9', blockCalcChooser: 'from_time' },
      { ...emptyTimeSlot(), fromTime: '18:00', toTime: '19:30' },
    ])
    expect(diff.update).toEqual([
      { url: 'u1', body: { fromTime: '06:00:00', toTime: '07:00:00', maxLimit: 9, blockCalcChooser: 'from_time' } },
    ])
    expect(diff.create).toEqual([{ fromTime: '18:00:00', toTime: '19:30:00', maxLimit: null, blockCalcChooser: 'from_time' }])
    expect(diff.remove).toEqual(['u2'])
  })
})
