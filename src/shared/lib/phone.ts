import { parsePhoneNumberFromString, type CountryCallingCode } from 'libphonenumber-js/max'
import { msg, translatesAs } from '../i18n'

/** The spec's phone rule: optional +, then 8 to 20 digits or spaces. */
export const PHONE_PATTERN = /^\+?[\d ]{8,20}$/
/** The spec's country-code rule: + then 1 to 4 digits. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/
export const INVALID_PHONE = translatesAs('Invalid phone number', msg('common.phone.invalid'))
export const INVALID_COUNTRY_CODE = translatesAs('Invalid country code', msg('common.phone.invalidCountryCode'))
/** Phone inputs default to India. */
export const DEFAULT_COUNTRY_CODE = '+91'

/** Whether a number matches the spec's pattern (surrounding spaces ignored). */
export function matchesPhonePattern(value: string): boolean {
  return PHONE_PATTERN.test(value.trim())
}

export function isValidCountryCode(value: string): boolean {
  return COUNTRY_CODE_PATTERN.test(value.trim())
}

/**
 * A normalised form of a number that matches the pattern, to offer to the user (never applied on
 * its own): libphonenumber's international format, reading a number without + with the given
 * country code. Null when libphonenumber does not know the number or it is already written so.
 */
export function phoneSuggestion(value: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null {
  const typed = value.trim()
  if (!matchesPhonePattern(typed) || !isValidCountryCode(countryCode)) return null
  const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: countryCode.trim().slice(1) as CountryCallingCode })
  if (!parsed?.isValid()) return null
  const formatted = parsed.formatInternational()
  return formatted === typed ? null : formatted
}
