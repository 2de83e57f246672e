import { describe, expect, it } from 'vitest'
import {
  amountLabel,
  blockPeriodLabel,
  donationChanges,
  donationDefaults,
  donationPayload,
  donationSchema,
  metaChanges,
  type Donation,
  type DonationValues,
} from '@/features/donations/schemas'

const CATEGORY = 'http://localhost/api/temple/t-admin/donation-category/3/'

function values(overrides: Partial<DonationValues> = {}): DonationValues {
  return { ...donationDefaults(), name: 'Annadanam', category: CATEGORY, amount: '501', ...overrides }
}

function messages(input: DonationValues): Record<string, string> {
  const result = donationSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

const DONATION: Donation = {
  id: 7,
  url: 'http://localhost/api/temple/t-admin/donation/7/',
  name: 'Weekly Seva',
  category: CATEGORY,
  amount: '101.00',
  minAmount: null,
  maxAmount: null,
  isAmountFixed: true,
  isDateRequired: true,
  donationType: 'weekly',
  blockPeriod: 'not_applicable',
  blockUnit: null,
  perDayLimit: null,
  repeatUnit: null,
  description: '',
  donationMeta: { dates: [], days: ['mon', 'fri'], excludes: ['2026-01-26'] },
  templeId: 1,
}

describe('donation form rules', () => {
  it('requires name and category, and a positive amount when the amount is fixed', () => {
    expect(messages(values({ name: '  ', category: '' }))).toMatchObject({ name: 'Name is required', category: 'Category is required' })
    expect(messages(values({ amount: '' }))).toEqual({ amount: 'Amount is required' })
    expect(messages(values({ amount: '0' }))).toEqual({ amount: 'Amount should be a positive number' })
    expect(messages(values({ amount: 'abc' }))).toEqual({ amount: 'Enter a number in digits (for example 1250 or 1250.50)' })
    expect(messages(values({ isAmountFixed: false, amount: '' }))).toEqual({})
  })

  it("accepts only daily, custom, monthly and weekly ('Invalid' otherwise) and the block periods", () => {
    for (const type of ['daily', 'custom', 'monthly', 'weekly'] as const) expect(messages(values({ donationType: type }))).toEqual({})
    expect(messages(values({ donationType: 'yearly' as DonationValues['donationType'] }))).toEqual({ donationType: 'Invalid' })
    expect(messages(values({ blockPeriod: 'decade' as DonationValues['blockPeriod'] }))).toEqual({ blockPeriod: 'Invalid block period' })
  })

  it('wants positive min, max, per-day limit, block and repeat units, max not below min, a block unit with a block period', () => {
    expect(messages(values({ isAmountFixed: false, minAmount: '-1', maxAmount: '0' }))).toEqual({
      minAmount: 'Minimum amount should be a positive number',
      maxAmount: 'Maximum amount should be a positive number',
    })
    expect(messages(values({ isAmountFixed: false, minAmount: '500', maxAmount: '100' }))).toEqual({
      maxAmount: 'Maximum amount should not be less than the minimum amount',
    })
    expect(messages(values({ perDayLimit: '0', repeatUnit: '1.5' }))).toEqual({
      perDayLimit: 'Per-day limit should be a positive whole number',
      repeatUnit: 'Repeat unit should be a positive whole number',
    })
    expect(messages(values({ blockPeriod: 'week', blockUnit: '' }))).toEqual({ blockUnit: 'Block unit is required with a block period' })
  })
})

describe('create payload (spec section 7)', () => {
  it('sends every field: numbers, null for empty limits, no block unit without a block period, empty meta dropped', () => {
    expect(donationPayload(values({ blockUnit: '3' }))).toEqual({
      name: 'Annadanam',
      category: CATEGORY,
      amount: 501,
      minAmount: null,
      maxAmount: null,
      isDateRequired: false,
      isAmountFixed: true,
      donationType: 'daily',
      donationMeta: {},
      blockPeriod: 'not_applicable',
      description: '',
      perDayLimit: null,
      blockUnit: null,
      repeatUnit: null,
    })
  })

  it('is daily without a date, whatever type was chosen before', () => {
    const payload = donationPayload(values({ isDateRequired: false, donationType: 'weekly', weekdays: ['mon'], repeatUnit: '2' }))
    expect(payload).toMatchObject({ donationType: 'daily', donationMeta: {}, repeatUnit: null })
  })

  it('keeps only the meta of the chosen type: dates for custom (no repeat unit), days and excludes otherwise', () => {
    const base = values({
      isDateRequired: true,
      dates: ['2026-05-01'],
      monthDays: [1, 15],
      weekdays: ['sun'],
      excludes: ['2026-06-01'],
      repeatUnit: '2',
    })
    expect(donationPayload({ ...base, donationType: 'custom' })).toMatchObject({
      donationMeta: { dates: ['2026-05-01'] },
      repeatUnit: null,
    })
    expect(donationPayload({ ...base, donationType: 'monthly' })).toMatchObject({
      donationMeta: { days: [1, 15], excludes: ['2026-06-01'] },
      repeatUnit: 2,
    })
    expect(donationPayload({ ...base, donationType: 'weekly' })).toMatchObject({
      donationMeta: { days: ['sun'], excludes: ['2026-06-01'] },
    })
    expect(donationPayload({ ...base, donationType: 'daily' })).toMatchObject({ donationMeta: { excludes: ['2026-06-01'] } })
  })

  it('sends min and max instead of the amount when it is not fixed', () => {
    expect(donationPayload(values({ isAmountFixed: false, minAmount: '10', maxAmount: '' }))).toMatchObject({
      amount: null,
      minAmount: 10,
      maxAmount: null,
    })
  })
})

describe('edit payloads', () => {
  it('reads a donation into the form (amount without trailing zeros, weekdays of a weekly donation)', () => {
    expect(donationDefaults(DONATION)).toMatchObject({
      amount: '101',
      donationType: 'weekly',
      weekdays: ['mon', 'fri'],
      monthDays: [],
      excludes: ['2026-01-26'],
    })
  })

  it('sends only the changed fields, with the fields they decide', () => {
    const v = { ...donationDefaults(DONATION), amount: '150' }
    expect(donationChanges(v, { amount: true })).toEqual({ amount: 150 })
    expect(donationChanges({ ...v, blockPeriod: 'day', blockUnit: '2' }, { blockPeriod: true, blockUnit: true })).toEqual({
      blockPeriod: 'day',
      blockUnit: 2,
    })
    expect(donationChanges({ ...v, isAmountFixed: false, minAmount: '5' }, { isAmountFixed: true, minAmount: true })).toEqual({
      isAmountFixed: false,
      amount: null,
      minAmount: 5,
      maxAmount: null,
    })
    expect(donationChanges(v, { weekdays: [true], excludes: [true] })).toEqual({})
  })

  it('turns meta edits into additions and removals', () => {
    const v = { ...donationDefaults(DONATION), weekdays: ['mon' as const, 'wed' as const], excludes: ['2026-01-26', '2026-08-15'] }
    expect(metaChanges(DONATION.donationMeta, v)).toEqual({ add: { days: ['wed'], excludes: ['2026-08-15'] }, remove: { days: ['fri'] } })
    expect(metaChanges(DONATION.donationMeta, donationDefaults(DONATION))).toEqual({ add: {}, remove: {} })
    const monthly = { ...donationDefaults(DONATION), donationType: 'monthly' as const, monthDays: [5] }
    expect(metaChanges(DONATION.donationMeta, monthly)).toEqual({ add: { days: [5] }, remove: { days: ['mon', 'fri'] } })
  })
})

describe('labels', () => {
  it('shows the amount, or min to max when it is not fixed', () => {
    expect(amountLabel({ isAmountFixed: true, amount: '1001.00', minAmount: null, maxAmount: null })).toBe('₹1,001.00')
    expect(amountLabel({ isAmountFixed: false, amount: null, minAmount: '100.00', maxAmount: '5000.00' })).toBe('₹100.00 to ₹5,000.00')
    expect(amountLabel({ isAmountFixed: false, amount: null, minAmount: '100.00', maxAmount: null })).toBe('From ₹100.00')
    expect(amountLabel({ isAmountFixed: false, amount: null, minAmount: null, maxAmount: null })).toBe('Any amount')
  })

  it("pluralises block periods above 1: '{n} Year/Month/Week/Day/Hour'", () => {
    expect(blockPeriodLabel('year', 1)).toBe('1 Year')
    expect(blockPeriodLabel('hour', 3)).toBe('3 Hours')
    expect(blockPeriodLabel('not_applicable', null)).toBe('Not applicable')
  })
})
