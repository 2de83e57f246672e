import { describe, expect, it } from 'vitest'
import { amountText, isBlankOrPositiveWhole, numberOrNull, positiveWholeField } from '@/shared/forms/money'
import { blockPeriodLabel, isBlockPeriod } from '@/shared/lib/block-period'
import { compactMeta, diffMeta, hasMeta } from '@/shared/lib/schedule-meta'

describe('block periods (offerings and donations)', () => {
  it('labels pluralise above one; anything else is not applicable', () => {
    expect(blockPeriodLabel('week', 2)).toBe('2 Weeks')
    expect(blockPeriodLabel('hour', null)).toBe('1 Hour')
    expect(blockPeriodLabel('not_applicable', 3)).toBe('Not applicable')
    expect(blockPeriodLabel('decade', 3)).toBe('Not applicable')
    expect(isBlockPeriod('day')).toBe(true)
  })
})

describe('schedule meta', () => {
  it('drops empty lists and diffs two metas into add and remove', () => {
    expect(compactMeta({ dates: [], days: [1], excludes: [] })).toEqual({ days: [1] })
    expect(hasMeta(compactMeta({ dates: [], days: [], excludes: [] }))).toBe(false)
    expect(diffMeta({ dates: ['2030-01-01'], days: [], excludes: [] }, { dates: ['2030-01-02'], days: [], excludes: [] })).toEqual({
      add: { dates: ['2030-01-02'] },
      remove: { dates: ['2030-01-01'] },
    })
  })
})

describe('number inputs', () => {
  it('stored numbers as input text', () => {
    expect(amountText('101.00')).toBe('101')
    expect(amountText('12.50')).toBe('12.5')
    expect(amountText(7)).toBe('7')
    expect(amountText(null)).toBe('')
  })
  it('optional positive whole numbers', () => {
    expect(['', ' 3 ', '12'].every(isBlankOrPositiveWhole)).toBe(true)
    expect(['0', '-1', '1.5', 'x'].some(isBlankOrPositiveWhole)).toBe(false)
    expect(positiveWholeField('Bad').safeParse('0').error?.issues[0]?.message).toBe('Bad')
    expect(numberOrNull(' ')).toBeNull()
    expect(numberOrNull('4')).toBe(4)
  })
})
