import { describe, expect, it } from 'vitest'
import { addonValues, emptyAddon, emptySplitRow, emptyTimeSlot, offeringDefaults, timeSlotValues } from '@/features/offerings/form/defaults'
import {
  buildAddonPayload,
  buildOfferingPayload,
  buildSplitEntries,
  buildTimePayload,
  metaFromValues,
  sameAddon,
  sameSplit,
} from '@/features/offerings/save/payloads'
import {
  addonAfterTypeChange,
  addonShows,
  channelRules,
  channelsAfterToggle,
  channelsValid,
  newPastDates,
  overlappingSlots,
  shownFields,
  splitSumIs100,
  splitTotal,
  timeSlotError,
} from '@/features/offerings/form/rules'
import type { OfferingValues } from '@/features/offerings/schemas'
import type { Offering, OfferingAddon } from '@/features/offerings/types'

const URL = 'http://x/api/temple/t-admin/offering/7/'

function stored(overrides: Partial<Offering> = {}): Offering {
  return {
    id: 7,
    url: URL,
    name: 'Archana',
    price: '101.50',
    canChangePrice: true,
    category: 'http://x/c/1/',
    assignedDeities: ['http://x/d/1/'],
    offeringType: 'weekly',
    availableOnline: false,
    availableOffline: true,
    blockPeriod: 'day',
    blockUnit: 2,
    repeatUnit: 1,
    isRecommended: true,
    isCourierAvailable: false,
    useClosingTime: true,
    perDayLimit: null,
    isDakshinaRequired: false,
    minDakshinaAmount: '0.00',
    description: 'Morning',
    offeringTimes: [
      { id: 3, url: 'http://x/t/3/', fromTime: '06:00:00', toTime: null, maxLimit: 5, blockCalcChooser: 'to_time', offering: URL },
    ],
    offeringMeta: { dates: [], days: ['mon', 'fri'], excludes: ['2030-01-01'] },
    templeId: 1,
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  }
}

const addon: OfferingAddon = {
  id: 4,
  url: 'http://x/a/4/',
  fieldName: 'Weight',
  fieldType: 'float',
  dataType: 'float',
  description: '',
  minLength: null,
  maxLength: null,
  minValue: '1.50',
  maxValue: '10.00',
  required: true,
  addToPrice: true,
  allowMultiplier: true,
  multiplierLabel: 'Price per kg',
  offering: URL,
}

function values(overrides: Partial<OfferingValues> = {}): OfferingValues {
  return { ...offeringDefaults(), name: 'Pushpanjali', price: '50', category: 'http://x/c/1/', ...overrides }
}

describe('defaults', () => {
  it('a new offering: weekly, both channels, repeat every 1, nothing else filled', () => {
    const d = offeringDefaults()
    expect(d).toMatchObject({
      name: '',
      price: '',
      offeringType: 'weekly',
      availableOnline: true,
      availableOffline: true,
      blockPeriod: 'not_applicable',
      repeatUnit: '1',
    })
    expect([d.times, d.feeSplit, d.addons, d.weekdays, d.monthDays, d.dates, d.excludes]).toEqual([[], [], [], [], [], [], []])
  })
  it('a stored offering: decimals without trailing zeros, numbers as text, meta split by type', () => {
    const d = offeringDefaults(stored(), { addons: [addon], feeSplit: [{ name: 'Temple', percent: '100.00' }] })
    expect(d).toMatchObject({
      price: '101.5',
      blockUnit: '2',
      repeatUnit: '1',
      perDayLimit: '',
      minDakshinaAmount: '0',
      weekdays: ['mon', 'fri'],
      monthDays: [],
      excludes: ['2030-01-01'],
    })
    expect(d.feeSplit).toEqual([{ name: 'Temple', percent: '100' }])
    expect(d.times).toEqual([{ id: 3, url: 'http://x/t/3/', fromTime: '06:00', toTime: '', maxLimit: '5', blockCalcChooser: 'to_time' }])
    expect(d.addons[0]).toMatchObject({ id: 4, minValue: '1.5', maxValue: '10', minLength: '', multiplierLabel: 'Price per kg' })
  })
  it('monthly days come back as numbers; weekdays of another type are dropped', () => {
    const d = offeringDefaults(stored({ offeringType: 'monthly', offeringMeta: { dates: [], days: [1, 15], excludes: [] } }))
    expect(d.monthDays).toEqual([1, 15])
    expect(d.weekdays).toEqual([])
  })
  it('empty rows: a slot from time, a text field, the first split row takes 100%', () => {
    expect(emptyTimeSlot()).toEqual({ fromTime: '', toTime: '', maxLimit: '', blockCalcChooser: 'from_time' })
    expect(emptyAddon().fieldType).toBe('str')
    expect(emptySplitRow(0)).toEqual({ name: '', percent: '100' })
    expect(emptySplitRow(2)).toEqual({ name: '', percent: '' })
  })
  it('a stored slot and add-on round-trip to the same payload', () => {
    const slot = stored().offeringTimes[0]!
    expect(buildTimePayload(timeSlotValues(slot))).toEqual({ fromTime: '06:00:00', toTime: null, maxLimit: 5, blockCalcChooser: 'to_time' })
    expect(sameAddon(addonValues(addon), addon, URL)).toBe(true)
    expect(sameAddon({ ...addonValues(addon), maxValue: '12' }, addon, URL)).toBe(false)
    expect(sameAddon(addonValues(addon), undefined, URL)).toBe(false)
  })
})

describe('payload builders', () => {
  it('the offering: numbers, nulls for empty limits, hidden fields not sent, meta compacted', () => {
    const payload = buildOfferingPayload(values({ weekdays: ['fri', 'mon'], perDayLimit: '', minDakshinaAmount: '', blockUnit: '3' }))
    expect(payload).toMatchObject({
      name: 'Pushpanjali',
      price: 50,
      perDayLimit: null,
      minDakshinaAmount: null,
      repeatUnit: 1,
      offeringMeta: { days: ['mon', 'fri'] },
    })
    expect(payload).not.toHaveProperty('blockUnit')
    expect(buildOfferingPayload(values({ offeringType: 'custom', dates: [] }))).not.toHaveProperty('offeringMeta')
    expect(buildOfferingPayload(values({ offeringType: 'custom' }))).not.toHaveProperty('repeatUnit')
  })
  it('the channel rules decide canChangePrice and useClosingTime', () => {
    expect(
      buildOfferingPayload(values({ availableOnline: true, availableOffline: true, canChangePrice: true, useClosingTime: true })),
    ).toMatchObject({ canChangePrice: true, useClosingTime: false })
    expect(buildOfferingPayload(values({ availableOnline: true, availableOffline: false, canChangePrice: true }))).toMatchObject({
      canChangePrice: false,
    })
    expect(buildOfferingPayload(values({ availableOnline: false, availableOffline: true, useClosingTime: true }))).toMatchObject({
      useClosingTime: true,
    })
  })
  it('with time slots the per-day limit is null', () => {
    expect(buildOfferingPayload(values({ perDayLimit: '9', times: [{ ...emptyTimeSlot(), fromTime: '06:00' }] })).perDayLimit).toBeNull()
  })
  it('meta: weekdays in week order, month days and dates sorted, excludes only for repeating types', () => {
    expect(
      metaFromValues({
        offeringType: 'weekly',
        weekdays: ['sat', 'sun'],
        monthDays: [3],
        dates: ['2030-01-01'],
        excludes: ['2030-02-01', '2030-01-05'],
      }),
    ).toEqual({
      dates: [],
      days: ['sun', 'sat'],
      excludes: ['2030-01-05', '2030-02-01'],
    })
    expect(metaFromValues({ offeringType: 'monthly', weekdays: [], monthDays: [20, 3], dates: [], excludes: [] }).days).toEqual([3, 20])
    expect(
      metaFromValues({
        offeringType: 'custom',
        weekdays: ['mon'],
        monthDays: [],
        dates: ['2030-03-01', '2030-01-01'],
        excludes: ['2030-02-01'],
      }),
    ).toEqual({
      dates: ['2030-01-01', '2030-03-01'],
      days: [],
      excludes: [],
    })
  })
  it('a time slot: seconds added, empty to time and limit as null', () => {
    expect(buildTimePayload({ fromTime: '18:30', toTime: '', maxLimit: '', blockCalcChooser: 'from_time' })).toEqual({
      fromTime: '18:30:00',
      toTime: null,
      maxLimit: null,
      blockCalcChooser: 'from_time',
    })
  })
  it('add-on fields: text sends lengths, whole numbers round their bounds outwards, price options only for decimals', () => {
    const text = buildAddonPayload(
      { ...emptyAddon(), fieldName: ' Gothram ', minLength: '2', maxLength: '20', minValue: '5', addToPrice: true },
      URL,
    )
    expect(text).toMatchObject({
      fieldName: 'Gothram',
      dataType: 'str',
      minLength: 2,
      maxLength: 20,
      minValue: null,
      addToPrice: false,
      offering: URL,
    })
    const int = buildAddonPayload(
      {
        ...emptyAddon(),
        fieldName: 'Count',
        fieldType: 'int',
        minValue: '1.5',
        maxValue: '9.2',
        minLength: '3',
        allowMultiplier: true,
        multiplierLabel: 'x',
      },
      URL,
    )
    expect(int).toMatchObject({ minValue: 1, maxValue: 10, minLength: null, allowMultiplier: false, multiplierLabel: '' })
    const float = buildAddonPayload(
      { ...emptyAddon(), fieldName: 'Kg', fieldType: 'float', minValue: '0.5', allowMultiplier: true, multiplierLabel: ' per kg ' },
      URL,
    )
    expect(float).toMatchObject({ minValue: 0.5, maxValue: null, allowMultiplier: true, multiplierLabel: 'per kg' })
  })
  it('the fee split: trimmed names and numbers; unchanged rows are recognised', () => {
    const rows = [
      { name: ' Temple ', percent: '60' },
      { name: 'Priest', percent: '40.0' },
    ]
    expect(buildSplitEntries(rows)).toEqual([
      { name: 'Temple', percent: 60 },
      { name: 'Priest', percent: 40 },
    ])
    const config = {
      id: 1,
      url: 'u',
      contentObject: URL,
      entries: [
        { name: 'Temple', percent: '60.00', value: null },
        { name: 'Priest', percent: '40.00', value: null },
      ],
    }
    expect(sameSplit(rows, config)).toBe(true)
    expect(sameSplit([], null)).toBe(true)
    expect(sameSplit(rows, null)).toBe(false)
  })
})

describe('rules', () => {
  it('hidden fields: per-day limit without slots, block unit with a period, repeat unit unless custom', () => {
    expect(shownFields({ times: [], blockPeriod: 'not_applicable', offeringType: 'weekly' })).toEqual({
      perDayLimit: true,
      blockUnit: false,
      repeatUnit: true,
    })
    expect(shownFields({ times: [{}], blockPeriod: 'hour', offeringType: 'custom' })).toEqual({
      perDayLimit: false,
      blockUnit: true,
      repeatUnit: false,
    })
  })
  it('channels: one must be on; the counter options follow them', () => {
    expect(channelsValid({ availableOnline: false, availableOffline: false })).toBe(false)
    expect(channelRules({ availableOnline: false, availableOffline: true })).toEqual({ canChangePrice: true, useClosingTime: true })
    expect(channelRules({ availableOnline: true, availableOffline: true })).toEqual({ canChangePrice: true, useClosingTime: false })
    const counterOnly = { availableOnline: false, availableOffline: true, canChangePrice: true, useClosingTime: true }
    expect(channelsAfterToggle(counterOnly, 'availableOnline', true)).toEqual({
      availableOnline: true,
      availableOffline: true,
      canChangePrice: false,
      useClosingTime: false,
    })
    expect(channelsAfterToggle({ ...counterOnly, availableOnline: true, useClosingTime: false }, 'availableOnline', false)).toMatchObject({
      canChangePrice: true,
    })
  })
  it('time slots, checked in order', () => {
    expect(timeSlotError({ fromTime: '', toTime: '' }, [])).toEqual({ field: 'fromTime', message: 'From time is required' })
    expect(timeSlotError({ fromTime: '07:00', toTime: '07:00:00' }, [])?.field).toBe('toTime')
    expect(timeSlotError({ fromTime: '07:00', toTime: '08:00' }, [{ fromTime: '07:00:00', toTime: '08:00:00' }])?.message).toBe(
      'This time range is already added',
    )
    expect(timeSlotError({ fromTime: '07:00', toTime: '' }, [{ fromTime: '07:00', toTime: '08:00' }])).toBeNull()
  })
  it('add-on types: what each shows; leaving decimal clears the price options', () => {
    expect(addonShows('str')).toEqual({ lengths: true, values: false, priceOptions: false, rounded: false })
    expect(addonShows('int')).toEqual({ lengths: false, values: true, priceOptions: false, rounded: true })
    const float = { ...emptyAddon(), fieldType: 'float' as const, addToPrice: true, allowMultiplier: true, multiplierLabel: 'per kg' }
    expect(addonAfterTypeChange(float, 'int')).toMatchObject({
      fieldType: 'int',
      addToPrice: false,
      allowMultiplier: false,
      multiplierLabel: '',
    })
    expect(addonAfterTypeChange(float, 'float')).toEqual(float)
  })
  it('split sum and total in hundredths', () => {
    expect(splitSumIs100([{ percent: '33.33' }, { percent: '33.33' }, { percent: '33.34' }])).toBe(true)
    expect(splitSumIs100([{ percent: '60' }, { percent: '' }])).toBe(false)
    expect(splitTotal([{ percent: '10.1' }, { percent: '20.2' }, { percent: 'x' }])).toBe(30.3)
  })
})

describe('schedule warnings (decision 196)', () => {
  const slot = (fromTime: string, toTime = '') => ({ fromTime, toTime })
  it('finds the pairs of time slots that overlap; touching, invalid and duplicate slots are not overlaps', () => {
    expect(overlappingSlots([slot('06:00', '07:00'), slot('06:30', '07:30')])).toEqual([[0, 1]])
    expect(overlappingSlots([slot('06:00:00', '07:00:00'), slot('07:00', '08:00')])).toEqual([])
    expect(overlappingSlots([slot('06:00', '09:00'), slot('07:00', '08:00'), slot('08:30', '10:00')])).toEqual([
      [0, 1],
      [0, 2],
    ])
    // A slot without an end is the moment it starts.
    expect(overlappingSlots([slot('06:00', '07:00'), slot('06:15')])).toEqual([[0, 1]])
    expect(overlappingSlots([slot('06:00', '07:00'), slot('07:00')])).toEqual([])
    expect(overlappingSlots([slot('06:00'), slot('06:30')])).toEqual([])
    // Errors of their own: an exact duplicate, an end before the start, no start.
    expect(overlappingSlots([slot('06:00', '07:00'), slot('06:00', '07:00')])).toEqual([])
    expect(overlappingSlots([slot('06:00', '07:00'), slot('06:45', '06:30')])).toEqual([])
    expect(overlappingSlots([slot('06:00', '07:00'), slot('', '06:30')])).toEqual([])
  })

  it('lists the dates before today that were not stored already', () => {
    expect(newPastDates(['2026-11-27', '2026-11-28', '2026-12-01'], '2026-11-28')).toEqual(['2026-11-27'])
    expect(newPastDates(['2026-01-01', '2026-11-27'], '2026-11-28', ['2026-01-01'])).toEqual(['2026-11-27'])
    expect(newPastDates([], '2026-11-28')).toEqual([])
  })
})
