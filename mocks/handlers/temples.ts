/**
 * Temples of the signed-in administrator (/temple/t-admin/): list, retrieve, partial update,
 * and registration of a new temple (pending approval, caller becomes its administrator).
 * The detail and its PATCH answer an ETag; a PATCH with a stale If-Match is refused with 412 and
 * the temple as it now is (mocks/versions.ts). The body's rules are in ./temple-input.ts.
 */
import { insertRow } from '../db'
import { created, fieldErrors, findMembership, json, notFound, nowIso, paginate, readJsonBody, requirePerm } from '../helpers'
import { type Route, type UserContext, idParam, route, withUser } from '../router'
import type { MembershipRow, TempleImages, TempleRow } from '../schema'
import { serializeTemple } from '../serializers'
import { preconditionFailed, versioned } from '../versions'
import { checkedFileField, readMultipart, toDataUrl } from './multipart'
import { checkTimes, readTempleInput } from './temple-input'

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
  return found ? versioned(serializeTemple(ctx.urls, found.temple)) : notFound()
}

/** PATCH /temple/t-admin/{id}/ (change_temple) → the updated temple. Nested address merges. */
async function updateTemple(ctx: UserContext): Promise<Response> {
  const found = findMemberTemple(ctx)
  if (!found) return notFound()
  const denied = requirePerm(found.membership, 'change_temple')
  if (denied) return denied
  const { temple } = found
  const stale = preconditionFailed(ctx.request, serializeTemple(ctx.urls, temple))
  if (stale) return stale
  const body = await readJsonBody(ctx.request)
  if (body instanceof Response) return body

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
  return versioned(serializeTemple(ctx.urls, temple))
}

// ---------------------------------------------------------------------------------------------
// Uploads (multipart)
// ---------------------------------------------------------------------------------------------

/** Upload limit of the product: 5 MB (5242880 bytes), one file. */
const IMAGE_TYPES = ['image/jpeg', 'image/png']

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
