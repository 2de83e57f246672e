import { describe, expect, it } from 'vitest'
import { donationSchema, donationDefaults, amountLabel } from '@/features/donations/schemas'
import { emptyAddon, offeringDefaults } from '@/features/offerings/form/defaults'
import { splitValue } from '@/features/offerings/form/rules'
import { addonSchema, feeSplitRowSchema, offeringSchema } from '@/features/offerings/schemas'
import { moneyField, moneyProblem } from '@/shared/forms/money'
import { readDecimal } from '@/shared/lib/money'

const first = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  value: unknown,
  field?: string,
) => {
  const result = schema.safeParse(value)
  if (result.success) return null
  const issue = result.error!.issues.find((i) => field === undefined || String(i.path[0]) === field)
  return issue?.message ?? null
}

describe('readDecimal / moneyProblem (issue 18 item 5)', () => {
  it('reads plain amounts exactly, up to 99,999,999.99 with 2 decimals', () => {
    expect(readDecimal('99999999.99')).toEqual({ ok: true, blank: false, units: 9999999999, value: 99999999.99 })
    expect(readDecimal(' 12.5 ')).toMatchObject({ ok: true, units: 1250 })
    expect(readDecimal('.5')).toMatchObject({ ok: true, units: 50 })
    expect(readDecimal('0012')).toMatchObject({ ok: true, units: 1200 })
    expect(readDecimal('')).toEqual({ ok: true, blank: true })
  })

  it('names the limits: 2 decimals and 99,999,999.99', () => {
    expect(moneyProblem('1.005')).toBe('Use at most 2 decimal places')
    expect(moneyProblem('100000000')).toBe('Use at most 8 digits before the decimal point (largest 99,999,999.99)')
    expect(moneyProblem('99999999999999999999')).toBe('Use at most 8 digits before the decimal point (largest 99,999,999.99)')
  })

  it('never reads exponent notation, a leading +, grouping or a trailing dot silently', () => {
    expect(moneyProblem('1e21')).toBe('Type the number in full, without "e" (for example 1500000)')
    expect(moneyProblem('1E3')).toBe('Type the number in full, without "e" (for example 1500000)')
    expect(moneyProblem('+500')).toBe('Remove the "+" sign')
    expect(moneyProblem('1,00,000')).toBe('Type the number without commas or spaces (for example 100000.50)')
    expect(moneyProblem('100,000.50')).toBe('Type the number without commas or spaces (for example 100000.50)')
    expect(moneyProblem('1 000')).toBe('Type the number without commas or spaces (for example 100000.50)')
    expect(moneyProblem('12.')).toBe('Add the digits after the decimal point, or remove the point')
    expect(moneyProblem('abc')).toBe('Enter a number in digits (for example 1250 or 1250.50)')
    expect(moneyProblem('Infinity')).toBe('Enter a number in digits (for example 1250 or 1250.50)')
    expect(moneyProblem('0x10')).toBe('Enter a number in digits (for example 1250 or 1250.50)')
  })

  it('applies the required and minimum rules after the format', () => {
    const rule = { required: 'Price is required', min: { kind: 'positive' as const, message: 'Price must be a positive number' } }
    expect(moneyProblem('', rule)).toBe('Price is required')
    expect(moneyProblem('0', rule)).toBe('Price must be a positive number')
    expect(moneyProblem('-0.01', rule)).toBe('Price must be a positive number')
    expect(moneyProblem('0.01', rule)).toBeNull()
    expect(moneyField(rule).safeParse('1e21').success).toBe(false)
  })
})

describe('every money field uses the rule', () => {
  it('offering price and minimum Dakshina', () => {
    const base = { ...offeringDefaults(), name: 'Archana', category: 'http://x/c/1/', weekdays: ['mon' as const] }
    expect(first(offeringSchema, { ...base, price: '1e21' }, 'price')).toMatch(/without "e"/)
    expect(first(offeringSchema, { ...base, price: '99999999999999999999' }, 'price')).toMatch(/largest 99,999,999.99/)
    expect(first(offeringSchema, { ...base, price: '10.999' }, 'price')).toBe('Use at most 2 decimal places')
    expect(first(offeringSchema, { ...base, price: '99999999.99' }, 'price')).toBeNull()
    expect(first(offeringSchema, { ...base, price: '10', minDakshinaAmount: '+5' }, 'minDakshinaAmount')).toBe('Remove the "+" sign')
    expect(first(offeringSchema, { ...base, price: '10', minDakshinaAmount: '123456789' }, 'minDakshinaAmount')).toMatch(
      /largest 99,999,999.99/,
    )
  })

  it('add-on value bounds and fee-split percentages', () => {
    const addon = { ...emptyAddon(), fieldName: 'Weight', fieldType: 'float' as const }
    expect(first(addonSchema, { ...addon, minValue: '1e3' }, 'minValue')).toMatch(/without "e"/)
    expect(first(addonSchema, { ...addon, maxValue: '1000000000' }, 'maxValue')).toMatch(/largest 99,999,999.99/)
    expect(first(addonSchema, { ...addon, minValue: '5', maxValue: '4.999' }, 'maxValue')).toBe('Use at most 2 decimal places')
    expect(first(addonSchema, { ...addon, minValue: '5', maxValue: '4.99' }, 'maxValue')).toBe(
      'Maximum value must be greater than or equal to the minimum value',
    )
    expect(first(feeSplitRowSchema, { name: 'Temple', percent: '1e1' }, 'percent')).toMatch(/without "e"/)
    expect(first(feeSplitRowSchema, { name: 'Temple', percent: '33.333' }, 'percent')).toBe('Use at most 2 decimal places')
    expect(first(feeSplitRowSchema, { name: 'Temple', percent: '33.33' }, 'percent')).toBeNull()
    expect(splitValue('1e3', '50')).toBe('')
    expect(splitValue('99999999.99', '33.33')).toBe('33330000.00')
  })

  it('donation amount, minimum and maximum', () => {
    const base = { ...donationDefaults(), name: 'Annadanam', category: 'http://x/dc/1/' }
    expect(first(donationSchema, { ...base, amount: '1e21' }, 'amount')).toMatch(/without "e"/)
    expect(first(donationSchema, { ...base, amount: '1,001' }, 'amount')).toMatch(/without commas/)
    expect(first(donationSchema, { ...base, isAmountFixed: false, minAmount: '100000000' }, 'minAmount')).toMatch(/largest 99,999,999.99/)
    expect(first(donationSchema, { ...base, isAmountFixed: false, maxAmount: '5.555' }, 'maxAmount')).toBe('Use at most 2 decimal places')
    // item 6: compared exactly (in paise), the message on the maximum.
    expect(first(donationSchema, { ...base, isAmountFixed: false, minAmount: '100.01', maxAmount: '100' }, 'maxAmount')).toBe(
      'Maximum amount should not be less than the minimum amount',
    )
    expect(first(donationSchema, { ...base, isAmountFixed: false, minAmount: '100', maxAmount: '100.00' })).toBeNull()
  })
})

describe('amounts on screen (issue 18 item 7)', () => {
  it('donation amounts go through formatMoney', () => {
    expect(amountLabel({ isAmountFixed: true, amount: '100000.00', minAmount: null, maxAmount: null })).toBe('₹1,00,000.00')
    expect(amountLabel({ isAmountFixed: false, amount: null, minAmount: '100.00', maxAmount: '99999999.99' })).toBe(
      '₹100.00 to ₹9,99,99,999.99',
    )
    expect(amountLabel({ isAmountFixed: true, amount: null, minAmount: null, maxAmount: null })).toBe('—')
  })
})
