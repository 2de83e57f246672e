/**
 * Reading a temple's body (registration and partial update) as the DRF serializer does: the
 * writable fields, the nested address, the location, the reference-number templates with the
 * product spec's rules, and the rule that closing comes after opening.
 */
import type { Address, LatLng, TempleRow } from '../schema'
import { STAR_LANGUAGES } from '../schema'
import { BodyReader, type JsonObject } from '../validation'

const TEMPLATE_FIELDS = [
  'order_ref_no_tpl',
  'offering_receipt_ref_no_tpl',
  'donation_receipt_ref_no_tpl',
  'voucher_ref_no_tpl',
  'invoice_ref_no_tpl',
] as const

const PLACEHOLDERS = ['year', 'month', 'finyearstart', 'finyearend', 'no'] as const
const PLACEHOLDER_PATTERN = /\[(year|month|finyearstart|finyearend|no)\]/g

/** Reference-number template rules, with the messages of the product spec. */
export function referenceTemplateErrors(template: string): string[] {
  const stripped = template.replace(PLACEHOLDER_PATTERN, '')
  if (!/^[A-Za-z_/-]*$/.test(stripped)) {
    return ['Invalid format. Allowed: a-z, A-Z, _, and placeholders [year], [month], [finyearstart], [finyearend], [no].']
  }
  const counts = new Map<string, number>(PLACEHOLDERS.map((p) => [p, 0]))
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? ''
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const has = (name: (typeof PLACEHOLDERS)[number]): boolean => (counts.get(name) ?? 0) > 0
  const errors: string[] = []
  if ([...counts.values()].some((n) => n > 1)) errors.push('Placeholders can only appear once in the template.')
  if (!has('no')) errors.push('[no] is required in the template.')
  if (has('year') && !has('month')) errors.push('[year] requires [month] in the template.')
  if (has('finyearstart') !== has('finyearend')) errors.push('[finyearstart] and [finyearend] must be used together.')
  return errors
}

type WritableTempleFields = Omit<
  TempleRow,
  | 'id'
  | 'slug'
  | 'is_active'
  | 'approval_status'
  | 'images'
  | 'tds'
  | 'commission_percent'
  | 'commission_min'
  | 'commission_max'
  | 'created_at'
  | 'address'
>

type TempleInput = Partial<WritableTempleFields> & { address?: Partial<Address> }

function assignDefined<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value
}

function readAddress(reader: BodyReader): Partial<Address> {
  const address: Partial<Address> = {}
  assignDefined(address, 'address_line_1', reader.string('address_line_1', { maxLength: 255 }))
  assignDefined(address, 'address_line_2', reader.string('address_line_2', { required: false, allowBlank: true, maxLength: 255 }))
  assignDefined(address, 'city', reader.string('city', { maxLength: 100 }))
  assignDefined(address, 'district', reader.string('district', { required: false, allowBlank: true, maxLength: 100 }))
  assignDefined(address, 'state', reader.string('state', { maxLength: 100 }))
  const pincode = reader.string('pincode')
  if (pincode !== undefined) {
    if (!/^\d+$/.test(pincode)) reader.addError('pincode', 'Pincode should have digits only')
    else if (pincode.length !== 6) reader.addError('pincode', 'Only 6 digits are allowed')
    else address.pincode = pincode
  }
  return address
}

function readLocation(reader: BodyReader): LatLng | undefined {
  const latitude = reader.number('latitude', { required: true, min: -90, max: 90 })
  const longitude = reader.number('longitude', { required: true, min: -180, max: 180 })
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude }
}

/**
 * Read a temple body. Create (`partial` false) requires name, email, phone, address and
 * location; update (`partial` true) takes any subset. Read-only fields are ignored, like DRF.
 */
export function readTempleInput(body: JsonObject, partial: boolean): { input: TempleInput; reader: BodyReader } {
  const reader = new BodyReader(body, { partial })
  const input: TempleInput = {}
  assignDefined(input, 'name', reader.string('name', { maxLength: 200 }))
  assignDefined(input, 'email', reader.email('email'))
  assignDefined(input, 'phone', reader.phone('phone'))
  assignDefined(input, 'counter_name', reader.string('counter_name', { required: false, allowBlank: true, maxLength: 100 }))
  assignDefined(input, 'contact_no_1', reader.phone('contact_no_1', { required: false, nullable: true }))
  assignDefined(input, 'contact_no_2', reader.phone('contact_no_2', { required: false, nullable: true }))
  assignDefined(input, 'whatsapp_no', reader.phone('whatsapp_no', { required: false, nullable: true }))
  assignDefined(input, 'opening_time', reader.time('opening_time', { required: false, nullable: true }))
  assignDefined(input, 'closing_time', reader.time('closing_time', { required: false, nullable: true }))
  assignDefined(input, 'offline_consolidation_time', reader.time('offline_consolidation_time', { required: false, nullable: true }))
  assignDefined(input, 'enable_dakshina', reader.boolean('enable_dakshina', { required: false }))
  assignDefined(input, 'dakshina_in_consolidation', reader.boolean('dakshina_in_consolidation', { required: false }))
  assignDefined(input, 'star_lang', reader.choice('star_lang', STAR_LANGUAGES, { required: false }))
  assignDefined(input, 'description', reader.string('description', { required: false, allowBlank: true }))
  assignDefined(input, 'address', reader.object('address', readAddress))
  assignDefined(input, 'location', reader.object('location', readLocation, { required: !partial }))
  assignDefined(input, 'reset_ref_on_year_change', reader.boolean('reset_ref_on_year_change', { required: false }))
  assignDefined(input, 'ref_no_padding', reader.integer('ref_no_padding', { required: false, min: 0, max: 20 }))
  for (const field of TEMPLATE_FIELDS) {
    const template = reader.string(field, { required: false, maxLength: 100 })
    if (template === undefined) continue
    const errors = referenceTemplateErrors(template)
    if (errors.length > 0) errors.forEach((message) => reader.addError(field, message))
    else input[field] = template
  }
  return { input, reader }
}

/** Object-level rule on the merged values. */
export function checkTimes(reader: BodyReader, opening: string | null, closing: string | null): void {
  if (opening !== null && closing !== null && closing < opening) {
    reader.addError('closing_time', "Closing time can't be before starting time")
  }
}
