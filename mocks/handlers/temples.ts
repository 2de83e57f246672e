/**
 * Temples of the signed-in administrator (/temple/t-admin/): list, retrieve, partial update,
 * and registration of a new temple (pending approval, caller becomes its administrator).
 */
import { insertRow } from '../db'
import { created, detail, fieldErrors, findMembership, json, notFound, nowIso, paginate, readJsonBody, requirePerm } from '../helpers'
import { uploadContentProblem } from '../media'
import { type Route, type UserContext, idParam, route, withUser } from '../router'
import type { Address, LatLng, MembershipRow, TempleImages, TempleRow } from '../schema'
import { STAR_LANGUAGES } from '../schema'
import { serializeTemple } from '../serializers'
import { BodyReader, type JsonObject } from '../validation'

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

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
function readTempleInput(body: JsonObject, partial: boolean): { input: TempleInput; reader: BodyReader } {
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
function checkTimes(reader: BodyReader, opening: string | null, closing: string | null): void {
  if (opening !== null && closing !== null && closing < opening) {
    reader.addError('closing_time', "Closing time can't be before starting time")
  }
}

// ---------------------------------------------------------------------------------------------
// Resolvers
// ---------------------------------------------------------------------------------------------

function memberTemples(ctx: UserContext): TempleRow[] {
  const ids = new Set(ctx.db.memberships.filter((m) => m.user_id === ctx.user.id).map((m) => m.temple_id))
  return ctx.db.temples.filter((t) => ids.has(t.id)).sort((a, b) => a.id - b.id)
}

function listTemples(ctx: UserContext): Response {
  return paginate(ctx.request, memberTemples(ctx), (t) => serializeTemple(ctx.urls, t))
}

function slugify(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'temple'
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  return slug
}

/** POST /temple/t-admin/ → 201 temple, pending approval and inactive; caller becomes admin. */
async function registerTemple(ctx: UserContext): Promise<Response> {
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body
  const { input, reader } = readTempleInput(body, false)
  checkTimes(reader, input.opening_time ?? null, input.closing_time ?? null)
  const { name, email, phone, address, location } = input
  if (!reader.valid || !name || !email || !phone || !address || !location) return fieldErrors(reader.errors)

  const now = nowIso()
  const temple = insertRow(ctx.db, 'temples', {
    name,
    slug: slugify(name, new Set(ctx.db.temples.map((t) => t.slug))),
    is_active: false,
    approval_status: 'pending',
    counter_name: input.counter_name ?? '',
    email,
    phone,
    contact_no_1: input.contact_no_1 ?? null,
    contact_no_2: input.contact_no_2 ?? null,
    whatsapp_no: input.whatsapp_no ?? null,
    opening_time: input.opening_time ?? null,
    closing_time: input.closing_time ?? null,
    offline_consolidation_time: input.offline_consolidation_time ?? null,
    enable_dakshina: input.enable_dakshina ?? false,
    dakshina_in_consolidation: input.dakshina_in_consolidation ?? false,
    star_lang: input.star_lang ?? 'malayalam',
    description: input.description ?? '',
    address: {
      address_line_1: address.address_line_1 ?? '',
      address_line_2: address.address_line_2 ?? '',
      city: address.city ?? '',
      district: address.district ?? '',
      state: address.state ?? '',
      pincode: address.pincode ?? '',
    },
    location,
    images: { cover: null, display: null, logo: null },
    reset_ref_on_year_change: input.reset_ref_on_year_change ?? true,
    ref_no_padding: input.ref_no_padding ?? 4,
    order_ref_no_tpl: input.order_ref_no_tpl ?? 'ORD/[year]/[month]/[no]',
    offering_receipt_ref_no_tpl: input.offering_receipt_ref_no_tpl ?? 'OFR/[year]/[month]/[no]',
    donation_receipt_ref_no_tpl: input.donation_receipt_ref_no_tpl ?? 'DON/[year]/[month]/[no]',
    voucher_ref_no_tpl: input.voucher_ref_no_tpl ?? 'VOU/[finyearstart]-[finyearend]/[no]',
    invoice_ref_no_tpl: input.invoice_ref_no_tpl ?? 'INV/[finyearstart]-[finyearend]/[no]',
    tds: 0,
    commission_percent: null,
    commission_min: null,
    commission_max: null,
    created_at: now,
  })
  insertRow(ctx.db, 'memberships', {
    temple_id: temple.id,
    user_id: ctx.user.id,
    role: 'admin',
    permissions: [],
    created_at: now,
  })
  return created(serializeTemple(ctx.urls, temple))
}

function findMemberTemple(ctx: UserContext): { temple: TempleRow; membership: MembershipRow } | null {
  const id = idParam(ctx)
  const temple = ctx.db.temples.find((t) => t.id === id)
  const membership = temple ? findMembership(ctx.db, ctx.user.id, temple.id) : undefined
  return temple && membership ? { temple, membership } : null
}

function retrieveTemple(ctx: UserContext): Response {
  const found = findMemberTemple(ctx)
  return found ? json(serializeTemple(ctx.urls, found.temple)) : notFound()
}

/** PATCH /temple/t-admin/{id}/ (change_temple) → the updated temple. Nested address merges. */
async function updateTemple(ctx: UserContext): Promise<Response> {
  const found = findMemberTemple(ctx)
  if (!found) return notFound()
  const denied = requirePerm(found.membership, 'change_temple')
  if (denied) return denied
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body

  const { temple } = found
  const { input, reader } = readTempleInput(body, true)
  checkTimes(
    reader,
    input.opening_time === undefined ? temple.opening_time : input.opening_time,
    input.closing_time === undefined ? temple.closing_time : input.closing_time,
  )
  if (!reader.valid) return fieldErrors(reader.errors)

  const { address, ...fields } = input
  Object.assign(temple, fields)
  if (address) temple.address = { ...temple.address, ...address }
  return json(serializeTemple(ctx.urls, temple))
}

// ---------------------------------------------------------------------------------------------
// Uploads (multipart)
// ---------------------------------------------------------------------------------------------

/** Upload limit of the product: 5 MB (5242880 bytes), one file. */
export const MAX_UPLOAD_BYTES = 5_242_880
const IMAGE_TYPES = ['image/jpeg', 'image/png']
const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }

/** The request's multipart body, or the 400 DRF answers for another content type. */
export async function readMultipart(request: Request): Promise<FormData | Response> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return detail(415, `Unsupported media type "${type}" in request.`)
  try {
    return await request.formData()
  } catch {
    return detail(400, 'Multipart form parse error.')
  }
}

/** A file's MIME type, falling back to its extension. */
export function uploadedType(file: File): string {
  if (file.type) return file.type
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? ''
}

/** A data: url of an uploaded file, so the demo database (localStorage) keeps it across reloads. */
export async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${uploadedType(file) || 'application/octet-stream'};base64,${btoa(binary)}`
}

/** The file of a multipart field whose type, size and content (first bytes) are fine, or the message for it. */
export async function checkedFileField(
  form: FormData,
  name: string,
  types: readonly string[],
  typeMessage: string,
): Promise<File | string> {
  const file = fileField(form, name, types, typeMessage)
  if (typeof file === 'string') return file
  return (await uploadContentProblem(file, types, uploadedType(file))) ?? file
}

/** The file of a multipart field, or the DRF message for it. */
function fileField(form: FormData, name: string, types: readonly string[], typeMessage: string): File | string {
  const files = form.getAll(name)
  const file = files[0]
  if (file === undefined) return 'No file was submitted.'
  if (typeof file === 'string') return 'The submitted data was not a file. Check the encoding type on the form.'
  if (files.length > 1) return 'Only one file may be uploaded.'
  if (file.size === 0) return 'The submitted file is empty.'
  if (file.size > MAX_UPLOAD_BYTES) return 'File should be less than 5 MB'
  if (!types.includes(uploadedType(file))) return typeMessage
  return file
}

const IMAGE_KINDS = ['cover', 'display', 'logo'] as const satisfies readonly (keyof TempleImages)[]

function isImageKind(value: string | undefined): value is (typeof IMAGE_KINDS)[number] {
  return (IMAGE_KINDS as readonly string[]).includes(value ?? '')
}

/** PUT /temple/t-admin/{id}/img/{cover|display|logo}/ multipart `{kind}_img` (change_temple) → the temple. */
async function uploadImage(ctx: UserContext): Promise<Response> {
  const kind = ctx.params.kind
  if (!isImageKind(kind)) return notFound()
  const found = findMemberTemple(ctx)
  if (!found) return notFound()
  const denied = requirePerm(found.membership, 'change_temple')
  if (denied) return denied
  const form = await readMultipart(ctx.request)
  if (form instanceof Response) return form
  const field = `${kind}_img`
  const file = await checkedFileField(form, field, IMAGE_TYPES, 'Upload a valid image. Only jpeg and png images are allowed.')
  if (typeof file === 'string') return fieldErrors({ [field]: [file] })
  found.temple.images[kind] = await toDataUrl(file)
  return json(serializeTemple(ctx.urls, found.temple))
}

export const templeRoutes: readonly Route[] = [
  route('/temple/t-admin/', { GET: withUser(listTemples), POST: withUser(registerTemple) }),
  route('/temple/t-admin/:id/', { GET: withUser(retrieveTemple), PATCH: withUser(updateTemple) }),
  route('/temple/t-admin/:id/img/:kind/', { PUT: withUser(uploadImage) }),
]
