import { z } from 'zod'
import { decimalProblemMessage, MONEY_LIMITS, readDecimal, type DecimalLimits } from '../lib/money'

/**
 * The one form rule for amounts typed into a text input (offering price, minimum Dakshina,
 * donation amounts, add-on value bounds…) and, with other limits, for other decimals such as
 * fee-split percentages. The value stays the string the user typed; payload builders turn it into
 * a number only once it passed this rule.
 *
 * - blank: allowed, or `required` (its message) when given;
 * - exponent notation, a leading '+', grouping commas/spaces, a trailing dot: refused with a message
 *   saying what to type instead (never read differently from what is on the screen);
 * - more than 2 decimals, more than 99,999,999.99: refused with a message naming the limit;
 * - `min`: 'positive' (> 0) or 'nonNegative' (>= 0), with the caller's message.
 */
export interface MoneyRule {
  required?: string
  min?: { kind: 'positive' | 'nonNegative'; message: string }
  limits?: DecimalLimits
}

/** The message for a typed amount, or null when it is fine. */
export function moneyProblem(value: string, rule: MoneyRule = {}): string | null {
  const limits = rule.limits ?? MONEY_LIMITS
  const reading = readDecimal(value, limits)
  if (!reading.ok) return decimalProblemMessage(reading.problem, limits)
  if (reading.blank) return rule.required ?? null
  if (rule.min?.kind === 'positive' && reading.units <= 0) return rule.min.message
  if (rule.min?.kind === 'nonNegative' && reading.units < 0) return rule.min.message
  return null
}

/** A zod string field holding a typed amount, checked by `moneyProblem`. */
export function moneyField(rule: MoneyRule = {}) {
  return z.string().superRefine((value, ctx) => {
    const message = moneyProblem(value, rule)
    if (message) ctx.addIssue({ code: 'custom', message })
  })
}

/** A typed amount in hundredths (paise), or null when blank or not a valid amount: for comparisons. */
export function moneyUnits(value: string, limits: DecimalLimits = MONEY_LIMITS): number | null {
  const reading = readDecimal(value, limits)
  return reading.ok && !reading.blank ? reading.units : null
}

/** A valid typed amount as the number the API takes; null when blank (or invalid). */
export function moneyValue(value: string, limits: DecimalLimits = MONEY_LIMITS): number | null {
  const reading = readDecimal(value, limits)
  return reading.ok && !reading.blank ? reading.value : null
}

/**
 * A stored number or decimal string as the text an input shows: decimals without trailing zeros
 * ("101.00" → "101", "12.50" → "12.5"), numbers as they are, nothing as ''.
 */
export function amountText(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? String(Number(value)) : String(value)
}

/** Typed into an input: blank, or a whole number above 0 (counts, limits, units). */
export function isBlankOrPositiveWhole(value: string): boolean {
  return value.trim() === '' || (/^\d+$/.test(value.trim()) && Number(value) > 0)
}

/** A zod string field for an optional positive whole number, with the caller's message. */
export function positiveWholeField(message: string) {
  return z.string().refine(isBlankOrPositiveWhole, message)
}

/** A typed whole number (or count) as the number the API takes; null when blank. */
export function numberOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value)
}
