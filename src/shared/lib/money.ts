import { t } from '../i18n'

/**
 * The one way an amount is shown: Indian grouping with the rupee sign (₹1,00,000.00).
 * A decimal string from the backend is formatted as the exact decimal it is (no float
 * rounding); a number never shows in exponent notation. Anything that is not a finite amount
 * shows as an em dash.
 */
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })

const DECIMAL = /^-?\d+(\.\d+)?$/

export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') {
    const text = value.trim()
    if (!DECIMAL.test(text)) return '—'
    // Intl formats a decimal string exactly (no conversion to a binary float).
    return INR.format(text as unknown as number)
  }
  if (!Number.isFinite(value)) return '—'
  return INR.format(value)
}

// ---- reading a typed amount -------------------------------------------------------------------

/**
 * Amounts are stored by the backend as `DecimalField(max_digits=10, decimal_places=2)`: at most
 * 2 decimals and at most 99,999,999.99.
 */
export const MONEY_LIMITS = { maxDigits: 10, decimalPlaces: 2 } as const

export interface DecimalLimits {
  maxDigits: number
  decimalPlaces: number
}

export type DecimalProblem = 'exponent' | 'plus' | 'separator' | 'trailingDot' | 'notNumber' | 'decimals' | 'tooLarge'

export type DecimalReading =
  | { ok: true; blank: true }
  | {
      ok: true
      blank: false
      /** The value in hundredths (paise for amounts) when decimalPlaces is 2; exact up to 15 digits. */
      units: number
      /** The value as a JavaScript number, for payloads. */
      value: number
    }
  | { ok: false; problem: DecimalProblem }

const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * Reads a number the user typed, the way the backend's DecimalField will read it, without ever
 * changing it silently: exponent notation, a leading '+', grouping commas or spaces and a
 * trailing dot are reported (never guessed), as are too many decimals and too many digits.
 * Leading and trailing spaces are ignored; '' is blank.
 */
export function readDecimal(input: string, limits: DecimalLimits = MONEY_LIMITS): DecimalReading {
  const text = input.trim()
  if (text === '') return { ok: true, blank: true }
  if (/[eE]/.test(text) && /\d/.test(text)) return { ok: false, problem: 'exponent' }
  if (text.startsWith('+')) return { ok: false, problem: 'plus' }
  if (/^-?[\d.]*[\d][\d.]*([,\s_'’][\d.]+)+$/.test(text)) return { ok: false, problem: 'separator' }
  if (/^-?\d+\.$/.test(text)) return { ok: false, problem: 'trailingDot' }
  if (!PLAIN_DECIMAL.test(text)) return { ok: false, problem: 'notNumber' }
  const negative = text.startsWith('-')
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.')
  if (fraction.length > limits.decimalPlaces) return { ok: false, problem: 'decimals' }
  const wholeDigits = whole.replace(/^0+/, '')
  if (wholeDigits.length > limits.maxDigits - limits.decimalPlaces) return { ok: false, problem: 'tooLarge' }
  const units = Number(wholeDigits || '0') * 10 ** limits.decimalPlaces + Number(fraction.padEnd(limits.decimalPlaces, '0') || '0')
  const signed = negative ? -units : units
  return { ok: true, blank: false, units: signed === 0 ? 0 : signed, value: signed / 10 ** limits.decimalPlaces }
}

/** The largest value the limits allow, grouped for a message: 99,999,999.99. */
export function largestDecimal(limits: DecimalLimits = MONEY_LIMITS): string {
  const whole = '9'.repeat(limits.maxDigits - limits.decimalPlaces)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return limits.decimalPlaces > 0 ? `${grouped}.${'9'.repeat(limits.decimalPlaces)}` : grouped
}

/** The message for each way a typed number can be refused. */
export function decimalProblemMessage(problem: DecimalProblem, limits: DecimalLimits = MONEY_LIMITS): string {
  switch (problem) {
    case 'exponent':
      return t('common.money.exponent')
    case 'plus':
      return t('common.money.plus')
    case 'separator':
      return t('common.money.separator')
    case 'trailingDot':
      return t('common.money.trailingDot')
    case 'notNumber':
      return t('common.money.notNumber')
    case 'decimals':
      return t('common.money.decimals', { count: limits.decimalPlaces })
    case 'tooLarge':
      return t('common.money.tooLarge', { count: limits.maxDigits - limits.decimalPlaces, largest: largestDecimal(limits) })
  }
}
