import { describe, expect, it } from 'vitest'
import { csvCell, reportCsvRows, toCsv } from '@/features/orders/csv'
import { ANY_DATE, mergePages, offeringOrderFilters, offeringOrderParams, validateOfferingOrderSearch } from '@/features/orders/filters'
import { applyReportFilters, changeDuration, durationRange, reportQuery, validateReportSearch } from '@/features/orders/report'
import type { FinancialReport } from '@/features/orders/types'
import { MALAYALAM_BIRTH_STARS, OFFERING_LANGUAGES, birthStarLabel } from '@/shared/lib/star-languages'

/** Local wall-clock time, so the tests hold in any time zone. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms)

describe('report durations', () => {
  const now = at(2026, 3, 15, 14, 25, 10, 123)

  it('today runs 00:00:00.000 to 23:59:59.999 of the day', () => {
    expect(durationRange('today', now)).toEqual({ start: at(2026, 3, 15), end: at(2026, 3, 15, 23, 59, 59, 999) })
  })
  it('this month runs from its first to its last day', () => {
    expect(durationRange('thisMonth', now)).toEqual({ start: at(2026, 3, 1), end: at(2026, 3, 31, 23, 59, 59, 999) })
    expect(durationRange('thisMonth', at(2024, 2, 10))).toEqual({ start: at(2024, 2, 1), end: at(2024, 2, 29, 23, 59, 59, 999) })
  })
  it('last month is the whole previous month, across a year end', () => {
    expect(durationRange('lastMonth', now)).toEqual({ start: at(2026, 2, 1), end: at(2026, 2, 28, 23, 59, 59, 999) })
    expect(durationRange('lastMonth', at(2026, 1, 31, 8))).toEqual({ start: at(2025, 12, 1), end: at(2025, 12, 31, 23, 59, 59, 999) })
    expect(durationRange('lastMonth', at(2026, 3, 31))).toEqual({ start: at(2026, 2, 1), end: at(2026, 2, 28, 23, 59, 59, 999) })
  })
  it('this year runs from 1 January to now', () => {
    expect(durationRange('thisYear', now)).toEqual({ start: at(2026, 1, 1), end: now })
  })
  it('the query sends the range as booking dates, status paid by default, times as HH:mm', () => {
    expect(reportQuery({}, now)).toEqual({ status: 'paid', bookingDateAfter: '2026-03-15', bookingDateBefore: '2026-03-15' })
    expect(reportQuery({ duration: 'lastMonth', status: 'complete', fromTime: '06:00', toTime: '18:30', deity: 3 }, now)).toEqual({
      status: 'complete',
      bookingDateAfter: '2026-02-01',
      bookingDateBefore: '2026-02-28',
      fromTime: '06:00',
      toTime: '18:30',
      deity: 3,
    })
    expect(reportQuery({ duration: 'thisYear' }, now)).toMatchObject({ bookingDateAfter: '2026-01-01', bookingDateBefore: '2026-03-15' })
  })
})

describe('report filter transitions', () => {
  it('changing the duration replaces the booking range and keeps the status', () => {
    const search = { duration: 'today' as const, status: 'complete' as const, deity: 4 }
    const next = changeDuration(search, 'lastMonth')
    expect(next).toEqual({ duration: 'lastMonth', status: 'complete', deity: 4 })
    expect(reportQuery(next, at(2026, 5, 2))).toMatchObject({
      status: 'complete',
      bookingDateAfter: '2026-04-01',
      bookingDateBefore: '2026-04-30',
    })
  })
  it('applying filters keeps only the status and the duration type of the old ones', () => {
    const search = { duration: 'thisMonth' as const, status: 'paid' as const, deity: 4, fromTime: '06:00', dateAfter: '2026-01-01' }
    expect(applyReportFilters(search, { status: 'paid', category: 7 })).toEqual({ duration: 'thisMonth', status: 'paid', category: 7 })
    expect(applyReportFilters({}, { offering: 2 })).toEqual({ offering: 2 })
  })
  it('bad URL values are dropped; times keep hours and minutes only', () => {
    expect(
      validateReportSearch({
        duration: 'decade',
        status: 'lost',
        deity: '-1',
        fromTime: '06:30:15',
        toTime: '25:00',
        dateAfter: '2026-02-30',
      }),
    ).toEqual({
      fromTime: '06:30',
    })
  })
})

describe('offering order filters', () => {
  it('default to status paid, offering date from today, newest id first, 25 a page', () => {
    const f = offeringOrderFilters({}, '2026-11-23')
    expect(offeringOrderParams(f)).toEqual({ pageSize: 25, orderBy: '-id', asc: false, status: 'paid', dateAfter: '2026-11-23' })
  })
  it('keep what the URL says; "any" drops the offering-date bound and "all" the status', () => {
    const search = validateOfferingOrderSearch({
      status: 'all',
      dateAfter: ANY_DATE,
      deity: '3',
      orderBy: 'offering_date',
      asc: 'true',
      offering: 'x',
    })
    expect(search).toEqual({ status: 'all', dateAfter: 'any', deity: 3, orderBy: 'offering_date', asc: true })
    expect(offeringOrderParams(offeringOrderFilters(search, '2026-11-23'))).toEqual({
      pageSize: 25,
      orderBy: 'offering_date',
      asc: true,
      deity: 3,
    })
  })
})

describe('paging', () => {
  it('appends the next page and upserts a row that comes again', () => {
    const pages = [
      {
        items: [
          { id: 9, v: 'a' },
          { id: 8, v: 'a' },
        ],
      },
      {
        items: [
          { id: 8, v: 'b' },
          { id: 7, v: 'a' },
        ],
      },
    ]
    expect(mergePages(pages)).toEqual([
      { id: 9, v: 'a' },
      { id: 8, v: 'b' },
      { id: 7, v: 'a' },
    ])
  })
})

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const evil of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('Ganapathy Homam')).toBe('Ganapathy Homam')
    expect(csvCell('Neyvilakku, small')).toBe('"Neyvilakku, small"')
    expect(csvCell(-5)).toBe('-5')
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('a,1\r\nb,\r\n')
  })
  it('holds exactly the rows and the totals row of the table', () => {
    const report: FinancialReport = {
      items: [
        {
          id: 1,
          offering: 'u',
          offeringName: '=cmd|calc',
          categoryName: 'Homam',
          amount: '1500.00',
          count: 3,
          appCount: 1,
          counterCount: 1,
          posCount: 1,
          websiteCount: 0,
          dakshina: '51.00',
        },
        {
          id: 2,
          offering: 'u',
          offeringName: 'Pushpanjali',
          categoryName: '',
          amount: '30.00',
          count: 1,
          appCount: 0,
          counterCount: 1,
          posCount: 0,
          websiteCount: 0,
          dakshina: '0.00',
        },
      ],
      totals: { amount: '1530.00', count: 4, appCount: 1, counterCount: 2, posCount: 1, websiteCount: 0, dakshina: '51.00' },
      granularity: 'day',
      series: [],
    }
    expect(toCsv(reportCsvRows(report)).split('\r\n')).toEqual([
      '#,Offering,Category,Count,App,Counter,POS,Website,Amount,Dakshina',
      "1,'=cmd|calc,Homam,3,1,1,1,0,1500.00,51.00",
      '2,Pushpanjali,,1,0,1,0,0,30.00,0.00',
      ',Total,,4,1,2,1,0,1530.00,51.00',
      '',
    ])
  })
})

describe('receipt constants', () => {
  it('has the spec language codes and the 27 Malayalam birth stars', () => {
    expect(OFFERING_LANGUAGES).toEqual(['en', 'hi', 'ml', 'ta', 'kn', 'te'])
    expect(MALAYALAM_BIRTH_STARS).toHaveLength(27)
    expect(new Set(MALAYALAM_BIRTH_STARS).size).toBe(27)
    expect(birthStarLabel('Rohini')).toBe('4. Rohini')
    expect(birthStarLabel('Unknown')).toBe('Unknown')
  })
})
