/**
 * Request body validation with Django REST Framework's behaviour and messages.
 *
 * A `BodyReader` reads one field at a time and collects DRF-style errors
 * (`{ field: ['message'] }`, nested objects for nested serializers). With `partial` (PATCH), an
 * absent field is simply skipped; otherwise a required absent field is "This field is required.".
 * Every reader method returns `undefined` when the field is absent or invalid, so callers check
 * `reader.valid` before using the values. The messages and text formats are in field-formats.ts.
 */
import {
  type DecimalOptions,
  EMAIL_PATTERN,
  FLOAT_TEXT,
  type FieldErrors,
  type FieldOptions,
  type JsonObject,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  type NumberOptions,
  PHONE_PATTERN,
  type StringOptions,
  TIME_PATTERN,
  decimalDigitsProblem,
  decimalTuple,
  isIsoDate,
  isJsonObject,
} from './field-formats'

export { type FieldErrors, type JsonObject, MESSAGES, isIsoDate, isJsonObject } from './field-formats'

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
    return this.#numeric(key, options, MESSAGES.integer, (raw) => {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN
      return Number.isInteger(value) ? value : NaN
    })
  }

  number(key: string, options: NumberOptions & { nullable: true }): number | null | undefined
  number(key: string, options?: NumberOptions): number | undefined
  number(key: string, options: NumberOptions = {}): number | null | undefined {
    return this.#numeric(key, options, MESSAGES.number, (raw) =>
      typeof raw === 'number' ? raw : typeof raw === 'string' && FLOAT_TEXT.test(raw.trim()) ? Number(raw) : NaN,
    )
  }

  /** A number read by `parse` (NaN when it is none), then the min/max validators. */
  #numeric(key: string, options: NumberOptions, message: string, parse: (raw: unknown) => number): number | null | undefined {
    const present = this.#present(key, options)
    if ('done' in present) return present.done
    const value = parse(present.value)
    if (!Number.isFinite(value)) {
      this.addError(key, message)
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
    const places = options.decimalPlaces ?? 2
    const problem = decimalDigitsProblem(tuple, options.maxDigits ?? 10, places)
    if (problem !== null) {
      this.addError(key, problem)
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
