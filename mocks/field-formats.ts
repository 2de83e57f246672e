/**
 * What request bodies are checked against, in Django REST Framework's words: the error body's
 * shape, DRF's messages, the text formats of dates, times, e-mails, phones and decimals.
 * `BodyReader` (validation.ts) applies them one field at a time.
 */

export type JsonObject = { [key: string]: unknown }

/** DRF error body: field → messages, or field → nested errors. */
export interface FieldErrors {
  [field: string]: string[] | FieldErrors
}

export const MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  null: 'This field may not be null.',
  notString: 'Not a valid string.',
  nullCharacters: 'Null characters are not allowed.',
  boolean: 'Must be a valid boolean.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  time: 'Time has wrong format. Use one of these formats instead: hh:mm[:ss[.uuuuuu]].',
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  passwordTooShort: (n: number) => `This password is too short. It must contain at least ${n} characters.`,
  minLength: (n: number) => `Ensure this field has at least ${n} characters.`,
  maxValue: (n: number) => `Ensure this value is less than or equal to ${n}.`,
  minValue: (n: number) => `Ensure this value is greater than or equal to ${n}.`,
  choice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  maxDigits: (n: number) => `Ensure that there are no more than ${n} digits in total.`,
  maxDecimalPlaces: (n: number) => `Ensure that there are no more than ${n} decimal places.`,
  maxWholeDigits: (n: number) => `Ensure that there are no more than ${n} digits before the decimal point.`,
  notObject: (value: unknown) =>
    `Invalid data. Expected a dictionary, but got ${Array.isArray(value) ? 'list' : value === null ? 'NoneType' : typeof value === 'string' ? 'str' : typeof value}.`,
} as const

/** Phone numbers: optional +, then 8 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[\d ]{8,20}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?$/
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
/** What Python's float() reads: decimal digits with an optional exponent (no hex, no 'Infinity'). */
export const FLOAT_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/
/** Django's MinimumLengthValidator, the password rule of every form that sets one. */
export const MIN_PASSWORD_LENGTH = 8

/** A yyyy-MM-dd text naming a day that exists (Django's DateField refuses 2020-02-30). */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value) : null
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const DECIMAL_TEXT = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/

/**
 * The digits and exponent of a decimal text, as Python's `Decimal(text).as_tuple()` gives them
 * (leading zeros dropped); null when it is not a finite decimal.
 */
export function decimalTuple(text: string): { digits: string; exponent: number } | null {
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return null
  const [, , whole = '', fraction = '', exp = '0'] = match
  if (whole === '' && fraction === '') return null
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '')
  return { digits: digits === '' ? '0' : digits, exponent: Number(exp) - fraction.length }
}

/**
 * What DRF's DecimalField says of a decimal with too many digits in total, decimal places or
 * digits before the point (checked in that order), or null when it fits.
 */
export function decimalDigitsProblem(tuple: { digits: string; exponent: number }, maxDigits: number, places: number): string | null {
  const { digits, exponent } = tuple
  let total: number
  let whole: number
  let decimals: number
  if (exponent >= 0) {
    total = digits.length + exponent
    whole = total
    decimals = 0
  } else if (digits.length > -exponent) {
    total = digits.length
    whole = total + exponent
    decimals = -exponent
  } else {
    total = -exponent
    whole = 0
    decimals = total
  }
  if (total > maxDigits) return MESSAGES.maxDigits(maxDigits)
  if (decimals > places) return MESSAGES.maxDecimalPlaces(places)
  if (whole > maxDigits - places) return MESSAGES.maxWholeDigits(maxDigits - places)
  return null
}

/** What a `BodyReader` method is told of its field. */
export interface FieldOptions {
  /** Default: true when the reader is not partial. `true` is enforced even by a partial reader. */
  required?: boolean
  nullable?: boolean
}

export interface StringOptions extends FieldOptions {
  allowBlank?: boolean
  maxLength?: number
  minLength?: number
  /** DRF CharField trims by default. */
  trim?: boolean
}

export interface NumberOptions extends FieldOptions {
  min?: number
  max?: number
}

export interface DecimalOptions extends NumberOptions {
  /** Default 10 and 2: Django's DecimalField(max_digits=10, decimal_places=2) used for amounts. */
  maxDigits?: number
  decimalPlaces?: number
}
