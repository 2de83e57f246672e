import { parseDate } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { parseDisplayDate } from '@/shared/lib/dates'
import { dateFilterProblem, formatDateValue, parseDateValue, toApiDate } from '@/shared/ui/date-picker'

describe('parseDisplayDate', () => {
  it('reads dd/MM/yyyy (not mm/dd/yyyy), d/M/yyyy, ddMMyyyy and a pasted yyyy-MM-dd', () => {
    expect(parseDisplayDate('01/02/2027')).toBe('2027-02-01')
    expect(parseDisplayDate(' 5/1/2027 ')).toBe('2027-01-05')
    expect(parseDisplayDate('25122026')).toBe('2026-12-25')
    expect(parseDisplayDate('2026-12-25')).toBe('2026-12-25')
  })

  it('refuses what is not a real date', () => {
    for (const text of ['', '12/25/2026', '31/02/2026', '29/02/2027', '1/1/26', '20261225', '2026-02-30', 'today'])
      expect(parseDisplayDate(text), text).toBeNull()
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29')
  })
})

describe('the picker format', () => {
  it('writes dd/MM/yyyy and yyyy-MM-dd whatever the locale, and reads back what it writes', () => {
    const date = parseDate('2027-01-05')
    expect(formatDateValue(date)).toBe('05/01/2027')
    expect(toApiDate(date)).toBe('2027-01-05')
    expect(toApiDate(parseDateValue('05/01/2027')!)).toBe('2027-01-05')
    expect(parseDateValue('01/13/2027')).toBeUndefined()
  })
})

describe('dateFilterProblem', () => {
  const rules = { invalidMessage: 'bad', rangeMessage: (date: string) => `range ${date}` }
  it('names text that is not a date and a day past the other end of the range', () => {
    expect(dateFilterProblem('', rules)).toBeNull()
    expect(dateFilterProblem('12/25/2026', rules)).toBe('bad')
    expect(dateFilterProblem('2026-01-01', { ...rules, min: '2026-01-05' })).toBe('range 05/01/2026')
    expect(dateFilterProblem('2026-01-09', { ...rules, max: '2026-01-05' })).toBe('range 05/01/2026')
    expect(dateFilterProblem('2026-01-05', { ...rules, min: '2026-01-05', max: '2026-01-05' })).toBeNull()
  })
})
