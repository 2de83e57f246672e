/**
 * Request body validation with Django REST Framework's behaviour and messages.
 *
 * A `BodyReader` reads one field at a time and collects DRF-style errors
 * (`{ field: ['message'] }`, nested objects for nested serializers). With `partial` (PATCH), an
 * absent field is simply skipped; otherwise a required absent field is "This field is required.".
 * Every reader method returns `undefined` when the field is absent or invalid, so callers check
 * `reader.valid` before using the values.
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
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?$/
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
/** What Python's float() reads: decimal digits with an optional exponent (no hex, no 'Infinity'). */
const FLOAT_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/
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

interface FieldOptions {
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

export class BodyReader {
  readonly errors: FieldErrors = {}
  readonly body: JsonObject
  readonly partial: boolean

  constructor(body: JsonObject, options: { partial?: boolean } = {}) {
    this.body = body
    this.partial = options.partial ?? false
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0
  }

  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.body, key)
  }

  /** Add an error message to a field (use 'non_field_errors' for object-level errors). */
  addError(key: string, message: string): void {
    const existing = this.errors[key]
    if (Array.isArray(existing)) existing.push(message)
    else this.errors[key] = [message]
  }

  /**
   * Common presence handling. Returns `{ value }` when the field is present and not null, or
   * `{ done: result }` when the caller should return `result` (absent, null, or an error).
   */
  #present(key: string, options: FieldOptions): { value: unknown } | { done: null | undefined } {
    const required = options.required ?? !this.partial
    if (!this.has(key) || this.body[key] === undefined) {
      if (required) this.addError(key, MESSAGES.required)
      return { done: undefined }
    }
    const value = this.body[key]
    if (value === null) {
      if (options.nullable) return { done: null }
      this.addError(key, MESSAGES.null)
      return { done: undefined }
    }
    return { value }
  }

  string(key: string, options: StringOptions & { nullable: true }): string | null | undefined
  string(key: string, options?: StringOptions): string | undefined
  string(key: string, options: StringOptions = {}): string | null | undefined {
    const present = this.#present(key, options)
    if ('done' in present) return present.done
    const raw = present.value
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      this.addError(key, MESSAGES.notString)
      return undefined
    }
    const value = options.trim === false ? String(raw) : String(raw).trim()
    if (value.includes('\0')) {
      this.addError(key, MESSAGES.nullCharacters)
      return undefined
    }
    if (value === '') {
      if (options.allowBlank) return value
      this.addError(key, MESSAGES.blank)
      return undefined
    }
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      this.addError(key, MESSAGES.maxLength(options.maxLength))
      return undefined
    }
    if (options.minLength !== undefined && value.length < options.minLength) {
      this.addError(key, MESSAGES.minLength(options.minLength))
      return undefined
    }
    return value
  }

  /** A new password (not trimmed), with Django's minimum-length rule. */
  newPassword(key: string): string | undefined {
    const value = this.string(key, { trim: false })
    if (value !== undefined && value.length < MIN_PASSWORD_LENGTH) {
      this.addError(key, MESSAGES.passwordTooShort(MIN_PASSWORD_LENGTH))
      return undefined
    }
    return value
  }

  email(key: string, options: StringOptions = {}): string | undefined {
    const value = this.string(key, { maxLength: 254, ...options, nullable: false })
    if (value === undefined || value === '') return value
    if (!EMAIL_PATTERN.test(value)) {
      this.addError(key, MESSAGES.email)
      return undefined
    }
    return value
  }

  /** A phone number; blank and null are allowed only when `nullable` (stored as null). */
  phone(key: string, options: FieldOptions & { nullable: true }): string | null | undefined
  phone(key: string, options?: FieldOptions): string | undefined
  phone(key: string, options: FieldOptions = {}): string | null | undefined {
    const value = options.nullable
      ? this.string(key, { ...options, nullable: true, allowBlank: true, maxLength: 30 })
      : this.string(key, { ...options, maxLength: 30 })
    if (value === undefined || value === null) return value
    if (value === '') return null
    if (!PHONE_PATTERN.test(value)) {
      this.addError(key, MESSAGES.phone)
      return undefined
    }
    return value
  }

  boolean(key: string, options: FieldOptions = {}): boolean | undefined {
    const present = this.#present(key, { ...options, nullable: false })
    if ('done' in present) return undefined
    const raw = present.value
    if (typeof raw === 'boolean') return raw
    if (raw === 'true' || raw === 'True' || raw === 1 || raw === '1') return true
    if (raw === 'false' || raw === 'False' || raw === 0 || raw === '0') return false
    this.addError(key, MESSAGES.boolean)
    return undefined
  }

  integer(key: string, options: NumberOptions & { nullable: true }): number | null | undefined
  integer(key: string, options?: NumberOptions): number | undefined
  integer(key: string, options: NumberOptions = {}): number | null | undefined {
    const present = this.#present(key, options)
    if ('done' in present) return present.done
    const raw = present.value
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN
    if (!Number.isInteger(value)) {
      this.addError(key, MESSAGES.integer)
      return undefined
    }
    return this.#range(key, value, options)
  }

  number(key: string, options: NumberOptions & { nullable: true }): number | null | undefined
  number(key: string, options?: NumberOptions): number | undefined
  number(key: string, options: NumberOptions = {}): number | null | undefined {
    const present = this.#present(key, options)
    if ('done' in present) return present.done
    const raw = present.value
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && FLOAT_TEXT.test(raw.trim()) ? Number(raw) : NaN
    if (!Number.isFinite(value)) {
      this.addError(key, MESSAGES.number)
      return undefined
    }
    return this.#range(key, value, options)
  }

  /**
   * A DRF `DecimalField`: a JSON number or a numeric string, checked for total digits, decimal
   * places and whole digits in DRF's order and words, then the min/max validators; returned as
   * the decimal string the backend stores (quantized, e.g. "1250.50").
   */
  decimal(key: string, options: DecimalOptions & { nullable: true }): string | null | undefined
  decimal(key: string, options?: DecimalOptions): string | undefined
  decimal(key: string, options: DecimalOptions = {}): string | null | undefined {
    const present = this.#present(key, options)
    if ('done' in present) return present.done
    const raw = present.value
    const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : ''
    const tuple = decimalTuple(text)
    if (!tuple) {
      this.addError(key, MESSAGES.number)
      return undefined
    }
    const maxDigits = options.maxDigits ?? 10
    const places = options.decimalPlaces ?? 2
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
    if (total > maxDigits) {
      this.addError(key, MESSAGES.maxDigits(maxDigits))
      return undefined
    }
    if (decimals > places) {
      this.addError(key, MESSAGES.maxDecimalPlaces(places))
      return undefined
    }
    if (whole > maxDigits - places) {
      this.addError(key, MESSAGES.maxWholeDigits(maxDigits - places))
      return undefined
    }
    // At most 10 digits: a binary float holds the value closely enough for toFixed to be exact.
    const value = Number(text)
    if (this.#range(key, value, options) === undefined) return undefined
    return value.toFixed(places)
  }

  #range(key: string, value: number, options: NumberOptions): number | undefined {
    if (options.min !== undefined && value < options.min) {
      this.addError(key, MESSAGES.minValue(options.min))
      return undefined
    }
    if (options.max !== undefined && value > options.max) {
      this.addError(key, MESSAGES.maxValue(options.max))
      return undefined
    }
    return value
  }

  /** A time, accepted as HH:mm or HH:mm:ss[.ffffff] and returned as HH:mm:ss. */
  time(key: string, options: FieldOptions & { nullable: true }): string | null | undefined
  time(key: string, options?: FieldOptions): string | undefined
  time(key: string, options: FieldOptions = {}): string | null | undefined {
    const present = this.#present(key, options)
    if ('done' in present) return present.done
    const match = typeof present.value === 'string' ? TIME_PATTERN.exec(present.value.trim()) : null
    if (!match) {
      this.addError(key, MESSAGES.time)
      return undefined
    }
    return `${match[1]}:${match[2]}:${match[3] ?? '00'}`
  }

  /** A yyyy-MM-dd date. */
  date(key: string, options: FieldOptions = {}): string | undefined {
    const present = this.#present(key, { ...options, nullable: false })
    if ('done' in present) return undefined
    const raw = present.value
    if (!isIsoDate(raw)) {
      this.addError(key, MESSAGES.date)
      return undefined
    }
    return raw
  }

  choice<T extends string>(key: string, choices: readonly T[], options: FieldOptions = {}): T | undefined {
    const present = this.#present(key, { ...options, nullable: false })
    if ('done' in present) return undefined
    const raw = present.value
    const match = choices.find((choice) => choice === raw)
    if (match === undefined) {
      this.addError(key, MESSAGES.choice(raw))
      return undefined
    }
    return match
  }

  /**
   * A nested object read with its own reader (same partial mode); its errors nest under `key`.
   * Returns the callback's result, or undefined when absent or invalid.
   */
  object<T>(key: string, read: (reader: BodyReader) => T, options: FieldOptions = {}): T | undefined {
    const present = this.#present(key, { ...options, nullable: false })
    if ('done' in present) return undefined
    const raw = present.value
    if (!isJsonObject(raw)) {
      this.errors[key] = { non_field_errors: [MESSAGES.notObject(raw)] }
      return undefined
    }
    const nested = new BodyReader(raw, { partial: this.partial })
    const result = read(nested)
    if (!nested.valid) {
      this.errors[key] = nested.errors
      return undefined
    }
    return result
  }
}
