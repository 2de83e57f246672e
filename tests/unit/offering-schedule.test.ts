import { describe, expect, it } from 'vitest'
import { blockPeriodLabel, mediumLabel, perDayLimitLabel, timeRangeLabel } from '@/features/offerings/schedule/labels'
import { nextAvailableDates } from '@/features/offerings/schedule/next-dates'

const none = { dates: [], weekdays: [], monthDays: [], excludes: [] }

describe('schedule preview', () => {
  it('weekly: the next chosen weekdays, excludes left out', () => {
    // 2025-01-15 is a Wednesday.
    expect(
      nextAvailableDates({ ...none, offeringType: 'weekly', weekdays: ['mon', 'fri'], excludes: ['2025-01-17'] }, '2025-01-15', 4),
    ).toEqual(['2025-01-20', '2025-01-24', '2025-01-27', '2025-01-31'])
  })
  it('monthly: days of the month, skipping months without the day', () => {
    expect(nextAvailableDates({ ...none, offeringType: 'monthly', monthDays: [31] }, '2025-01-15', 3)).toEqual([
      '2025-01-31',
      '2025-03-31',
      '2025-05-31',
    ])
  })
  it('custom: upcoming dates only, sorted, excludes ignored', () => {
    expect(
      nextAvailableDates(
        { ...none, offeringType: 'custom', dates: ['2025-03-01', '2024-12-01', '2025-02-01'], excludes: ['2025-02-01'] },
        '2025-01-15',
      ),
    ).toEqual(['2025-02-01', '2025-03-01'])
  })
  it('daily: every day but the excluded ones', () => {
    expect(nextAvailableDates({ ...none, offeringType: 'daily', excludes: ['2025-01-16'] }, '2025-01-15', 3)).toEqual([
      '2025-01-15',
      '2025-01-17',
      '2025-01-18',
    ])
  })
  it('nothing chosen: no dates', () => {
    expect(nextAvailableDates({ ...none, offeringType: 'weekly' }, '2025-01-15')).toEqual([])
  })
})

describe('list labels', () => {
  it("medium: 'All', 'Counter, POS', 'App, Web'", () => {
    expect(mediumLabel({ availableOnline: true, availableOffline: true })).toBe('All')
    expect(mediumLabel({ availableOnline: false, availableOffline: true })).toBe('Counter, POS')
    expect(mediumLabel({ availableOnline: true, availableOffline: false })).toBe('App, Web')
  })
  it("per-day limit: 'No limit' when empty, 'N/a' with time slots", () => {
    expect(perDayLimitLabel({ perDayLimit: null, offeringTimes: [] })).toBe('No limit')
    expect(perDayLimitLabel({ perDayLimit: 10, offeringTimes: [] })).toBe('10')
    const slot = {
      id: 1,
      url: 'u',
      fromTime: '06:00:00',
      toTime: null,
      maxLimit: null,
      blockCalcChooser: 'from_time' as const,
      offering: 'http://x/o/1/',
    }
    expect(perDayLimitLabel({ perDayLimit: 10, offeringTimes: [slot] })).toBe('N/a')
  })
  it('block period: {n} Unit, plural above 1', () => {
    expect(blockPeriodLabel({ blockPeriod: 'day', blockUnit: 1 })).toBe('1 Day')
    expect(blockPeriodLabel({ blockPeriod: 'hour', blockUnit: 3 })).toBe('3 Hours')
    expect(blockPeriodLabel({ blockPeriod: 'year', blockUnit: 2 })).toBe('2 Years')
    expect(blockPeriodLabel({ blockPeriod: 'not_applicable', blockUnit: null })).toBe('Not applicable')
  })
  it('times as hh:mm AM/PM', () => {
    expect(timeRangeLabel({ fromTime: '05:30:00', toTime: '17:45:00' })).toBe('05:30 AM - 05:45 PM')
  })
})
