import { z } from 'zod'
import type { Address as AddressWire, LatLng as LatLngWire, Temple as TempleWire } from '@contract/temple'
import type { Camel } from '@/shared/api/case'
import { msg, t, type MessageKey } from '@/shared/i18n'
import { toApiTime } from '@/shared/lib/dates'
import { INVALID_PHONE, matchesPhonePattern } from '@/shared/lib/phone'
import { ruleMessage } from '@/shared/i18n/rule-message'

/** The birth-star languages; `label` is a message key (shown with `t`). */
export const STAR_LANGUAGES = [
  { value: 'malayalam', label: msg('temple.starLanguage.malayalam') },
  { value: 'tamil', label: msg('temple.starLanguage.tamil') },
  { value: 'english', label: msg('temple.starLanguage.english') },
  { value: 'hindi', label: msg('temple.starLanguage.hindi') },
  { value: 'kannada', label: msg('temple.starLanguage.kannada') },
  { value: 'telugu', label: msg('temple.starLanguage.telugu') },
  { value: 'sanskrit', label: msg('temple.starLanguage.sanskrit') },
] as const
export type StarLanguage = (typeof STAR_LANGUAGES)[number]['value']
const STAR_LANGUAGE_VALUES = STAR_LANGUAGES.map((l) => l.value) as [StarLanguage, ...StarLanguage[]]

export type Address = z.output<typeof AddressWire>
export type LatLng = z.output<typeof LatLngWire>

export type TempleImageKind = 'cover' | 'display' | 'logo'

/** A temple as the API sends it (contract/temple.ts). */
export type Temple = Camel<z.output<typeof TempleWire>>

// ---- temple details -------------------------------------------------------------------------

/**
 * A schema message in the language of the moment zod checks the form (so an issue's message is the
 * text to show; in English, the spec's).
 */

export { INVALID_PHONE }

/**
 * The spec's pattern is the rule: a number that matches it is accepted and sent as typed
 * (trimmed). libphonenumber only suggests a normalised form next to the field.
 */
export function isValidPhone(value: string): boolean {
  return matchesPhonePattern(value)
}

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidPhone(value), INVALID_PHONE)

const time = z.string().regex(/^$|^\d{2}:\d{2}(:\d{2})?$/, ruleMessage('temple.errors.time'))

export const addressSchema = z.object({
  address_line_1: z.string().trim().min(1, ruleMessage('temple.errors.addressLine1Required')).max(255, ruleMessage('temple.errors.max255')),
  address_line_2: z.string().trim().max(255, ruleMessage('temple.errors.max255')),
  city: z.string().trim().min(1, ruleMessage('temple.errors.cityRequired')).max(100, ruleMessage('temple.errors.max100')),
  // The spec shows district as required but does not validate it, and the backend takes a blank one.
  district: z.string().trim().max(100, ruleMessage('temple.errors.max100')),
  state: z.string().trim().min(1, ruleMessage('temple.errors.stateRequired')).max(100, ruleMessage('temple.errors.max100')),
  pincode: z
    .string()
    .trim()
    .min(1, ruleMessage('temple.errors.pincodeRequired'))
    .refine((value) => /^\d*$/.test(value), ruleMessage('temple.errors.pincodeDigits'))
    .refine((value) => value === '' || !/^\d*$/.test(value) || value.length === 6, ruleMessage('temple.errors.pincodeLength')),
})

/** A coordinate typed by hand: empty, or a number within the range. */
function coordinate(min: number, max: number, key: MessageKey) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max), {
      error: () => t(key, { min: String(min), max: String(max) }),
    })
}

export const locationSchema = z.object({
  latitude: coordinate(-90, 90, 'temple.errors.latitudeRange'),
  longitude: coordinate(-180, 180, 'temple.errors.longitudeRange'),
})
export type LocationValues = z.infer<typeof locationSchema>

/** The message for a missing location, in the active language. */
export const locationRequired = () => t('temple.errors.locationRequired')

const EMAIL = z.email()

const templeFields = {
  name: z.string().trim().min(1, ruleMessage('temple.errors.nameRequired')).max(200, ruleMessage('temple.errors.max200')),
  // No aborting check here: an aborted field would skip the form-level rules (times, location).
  email: z
    .string()
    .trim()
    .refine((value) => value !== '', ruleMessage('temple.errors.emailRequired'))
    .refine((value) => value === '' || EMAIL.safeParse(value).success, ruleMessage('temple.errors.emailInvalid')),
  phone: z
    .string()
    .trim()
    .min(1, ruleMessage('temple.errors.phoneRequired'))
    .refine((value) => value === '' || isValidPhone(value), INVALID_PHONE),
  contact_no_1: optionalPhone,
  contact_no_2: optionalPhone,
  whatsappNo: optionalPhone,
  openingTime: time,
  closingTime: time,
  offlineConsolidationTime: time,
  counterName: z.string().trim().max(100, ruleMessage('temple.errors.max100')),
  enableDakshina: z.boolean(),
  dakshinaInConsolidation: z.boolean(),
  starLang: z.enum(STAR_LANGUAGE_VALUES),
  description: z.string(),
  address: addressSchema,
}

/**
 * Object-level rules run even when a field rule failed (zod skips them by default after an
 * aborting issue, so these messages would appear only once every other field is fixed).
 */
function isFormObject(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null
}

function checkTimes(values: { openingTime: string; closingTime: string }, ctx: z.RefinementCtx) {
  if (typeof values.openingTime !== 'string' || typeof values.closingTime !== 'string') return
  if (values.openingTime && values.closingTime && values.closingTime < values.openingTime) {
    ctx.addIssue({ code: 'custom', path: ['closingTime'], message: t('temple.errors.closingBeforeOpening') })
  }
}

/**
 * The temple details form (profile and registration). The location is part of the values so
 * both screens share one form; on the profile it is saved from its own card.
 */
export const templeSchema = z.object({ ...templeFields, location: locationSchema }).superRefine(checkTimes, { when: isFormObject })
export type TempleValues = z.infer<typeof templeSchema>

/** Registration: a new temple needs a location (reported with the other messages on the first submit). */
export const registerTempleSchema = templeSchema.superRefine(
  (values, ctx) => {
    const latitude = values.location?.latitude ?? ''
    const longitude = values.location?.longitude ?? ''
    if (latitude.trim() === '' || longitude.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['location', latitude.trim() === '' ? 'latitude' : 'longitude'], message: locationRequired() })
    }
  },
  { when: isFormObject },
)

const EMPTY_ADDRESS: Address = { address_line_1: '', address_line_2: '', city: '', district: '', state: '', pincode: '' }

export function locationDefaults(location: LatLng | null | undefined): LocationValues {
  return location ? { latitude: String(location.latitude), longitude: String(location.longitude) } : { latitude: '', longitude: '' }
}

export function templeDefaults(temple?: Temple): TempleValues {
  return {
    name: temple?.name ?? '',
    email: temple?.email ?? '',
    phone: temple?.phone ?? '',
    contact_no_1: temple?.contact_no_1 ?? '',
    contact_no_2: temple?.contact_no_2 ?? '',
    whatsappNo: temple?.whatsappNo ?? '',
    openingTime: temple?.openingTime?.slice(0, 5) ?? '',
    closingTime: temple?.closingTime?.slice(0, 5) ?? '',
    offlineConsolidationTime: temple?.offlineConsolidationTime?.slice(0, 5) ?? '',
    counterName: temple?.counterName ?? '',
    enableDakshina: temple?.enableDakshina ?? false,
    dakshinaInConsolidation: temple?.dakshinaInConsolidation ?? false,
    starLang: temple?.starLang ?? 'malayalam',
    description: temple?.description ?? '',
    address: { ...EMPTY_ADDRESS, ...temple?.address },
    location: locationDefaults(temple?.location),
  }
}

/** What the API takes for the details: times as HH:mm:ss or null, phones as typed (trimmed), blanks as null. */
export type TemplePayload = Omit<
  TempleValues,
  'location' | 'contact_no_1' | 'contact_no_2' | 'whatsappNo' | 'openingTime' | 'closingTime' | 'offlineConsolidationTime'
> & {
  contact_no_1: string | null
  contact_no_2: string | null
  whatsappNo: string | null
  openingTime: string | null
  closingTime: string | null
  offlineConsolidationTime: string | null
  location: LatLng | null
}

const timeOrNull = (value: string) => (value === '' ? null : toApiTime(value))
const phoneOrNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** Converts (some of) the form values to the wire values; only the keys given are returned. */
export function templePayload(values: Partial<TempleValues>): Partial<TemplePayload> {
  const out: Partial<TemplePayload> = {}
  for (const [key, value] of Object.entries(values) as [keyof TempleValues, TempleValues[keyof TempleValues]][]) {
    switch (key) {
      case 'phone':
        out.phone = (value as string).trim()
        break
      case 'contact_no_1':
      case 'contact_no_2':
      case 'whatsappNo':
        out[key] = phoneOrNull(value as string)
        break
      case 'openingTime':
      case 'closingTime':
      case 'offlineConsolidationTime':
        out[key] = timeOrNull(value as string)
        break
      case 'location':
        out.location = toLatLng(value as LocationValues)
        break
      case 'counterName':
      case 'description':
        out[key] = (value as string) ?? ''
        break
      default:
        ;(out as Record<string, unknown>)[key] = value
    }
  }
  return out
}

export function toLatLng(values: LocationValues): LatLng | null {
  if (values.latitude === '' || values.longitude === '') return null
  return { latitude: Number(values.latitude), longitude: Number(values.longitude) }
}
