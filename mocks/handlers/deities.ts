/**
 * Deities of the current temple (/temple/t-admin/deity/), with the image upload
 * (PUT {url}img/, multipart field `deity_img`). Permissions: view/add/change/delete_deity; the
 * image upload needs add or change (it follows a create as well as an edit).
 */
import type { DeityRow } from '../db'
import { fieldErrors, hasPerm, icontains, nowIso, paginate, permissionDenied } from '../helpers'
import { mediaRef, uploadContentProblem } from '../media'
import { type Route, type TempleRequestContext, route, withTemple } from '../router'
import { serializeDeity } from '../serializers'
import { BodyReader, type JsonObject } from '../validation'
import { answerRow, foundRow, recordRoutes, templeRecord } from './record'

const NAME_MAX_LENGTH = 100
export const DEITY_IMAGE_MAX_BYTES = 5_242_880
const IMAGE_TYPES = ['image/jpeg', 'image/png']
/** Uploads up to this size are kept as data urls; bigger ones get a placeholder (localStorage is small). */
const DATA_URL_MAX_BYTES = 400_000

/** Offering urls → ids of this temple's offerings; unknown ones are an error on `offerings`. */
function readOfferings(ctx: TempleRequestContext, reader: BodyReader): number[] | undefined {
  if (!reader.has('offerings')) {
    return undefined
  }
  const raw = reader.body.offerings
  if (!Array.isArray(raw)) {
    reader.addError('offerings', 'Expected a list of items but got type "' + typeof raw + '".')
    return undefined
  }
  const ids: number[] = []
  for (const item of raw) {
    const match = typeof item === 'string' ? /\/temple\/t-admin\/offering\/(\d+)\/?$/.exec(new URL(item, 'http://x').pathname) : null
    const id = match ? Number(match[1]) : NaN
    if (!ctx.db.offerings.some((o) => o.id === id && o.temple_id === ctx.temple.id)) {
      reader.addError('offerings', 'Invalid hyperlink - Object does not exist.')
      return undefined
    }
    if (!ids.includes(id)) ids.push(id)
  }
  return ids
}

interface DeityInput {
  name?: string
  is_main?: boolean
  offering_ids?: number[]
}

/** Reads a create (full) or update (partial) body. */
function readDeity(ctx: TempleRequestContext, body: JsonObject, existing: DeityRow | null): DeityInput | Response {
  const reader = new BodyReader(body, { partial: existing !== null })
  const name = reader.string('name', { maxLength: NAME_MAX_LENGTH })
  const isMain = reader.boolean('is_main')
  const offeringIds = readOfferings(ctx, reader)
  if (name !== undefined) {
    const lower = name.toLowerCase()
    if (ctx.db.deities.some((d) => d.temple_id === ctx.temple.id && d.id !== existing?.id && d.name.toLowerCase() === lower)) {
      reader.addError('name', 'Deity with this name already exists.')
    }
  }
  if (!reader.valid) return fieldErrors(reader.errors)
  const input: DeityInput = {}
  if (name !== undefined) input.name = name
  if (isMain !== undefined) input.is_main = isMain
  if (offeringIds !== undefined) input.offering_ids = offeringIds
  return input
}

/** GET, main deity first, then by name; optional `name` (icontains). */
function list(ctx: TempleRequestContext): Response {
  const search = ctx.url.searchParams.get('name')?.trim() ?? ''
  const deities = ctx.db.deities
    .filter((d) => d.temple_id === ctx.temple.id && (search === '' || icontains(d.name, search)))
    .sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.id - b.id)
  return paginate(ctx.request, deities, (d) => serializeDeity(ctx.urls, d))
}

/** A new deity: what the body does not give. */
function newDeity(ctx: TempleRequestContext): Omit<DeityRow, 'id'> {
  return { temple_id: ctx.temple.id, name: '', is_main: false, image: null, offering_ids: [], created_at: nowIso() }
}

/** A write that sends If-Match is checked against the deity's version (decision 197). */
const DEITY = templeRecord('deities', {
  serialize: (ctx, deity) => serializeDeity(ctx.urls, deity),
  list,
  read: readDeity,
  defaults: newDeity,
})

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** PUT {url}img/ multipart with `deity_img`: one jpeg or png (by type and by content) of at most 5242880 bytes. */
async function uploadImage(ctx: TempleRequestContext): Promise<Response> {
  if (!hasPerm(ctx.membership, 'change_deity') && !hasPerm(ctx.membership, 'add_deity')) return permissionDenied()
  const deity = foundRow(ctx, DEITY.find)
  if (deity instanceof Response) return deity
  let form: FormData
  try {
    form = await ctx.request.formData()
  } catch {
    return fieldErrors({ deity_img: ['The submitted data was not a file. Check the encoding type on the form.'] })
  }
  const files = form.getAll('deity_img')
  const file = files[0]
  if (files.length !== 1 || file === undefined || typeof file === 'string') {
    return fieldErrors({ deity_img: [files.length > 1 ? 'Upload one file only.' : 'No file was submitted.'] })
  }
  if (!IMAGE_TYPES.includes(file.type)) {
    return fieldErrors({ deity_img: ['Upload a valid image. Only jpeg and png images are allowed.'] })
  }
  if (file.size > DEITY_IMAGE_MAX_BYTES) {
    return fieldErrors({ deity_img: ['Image should be less than 5 MB.'] })
  }
  const invalid = await uploadContentProblem(file, IMAGE_TYPES, file.type)
  if (invalid) return fieldErrors({ deity_img: [invalid] })
  deity.image =
    file.size <= DATA_URL_MAX_BYTES
      ? `data:${file.type};base64,${toBase64(new Uint8Array(await file.arrayBuffer()))}`
      : mediaRef('deity', deity.id)
  // The image is part of the deity's version (decision 197): the answer carries the new one.
  return answerRow(DEITY, ctx, deity)
}

export const deityRoutes: readonly Route[] = [
  ...recordRoutes('/temple/t-admin/deity/', DEITY, {
    view: 'view_deity',
    add: 'add_deity',
    change: 'change_deity',
    delete: 'delete_deity',
  }),
  route('/temple/t-admin/deity/:id/img/', { PUT: withTemple(null, uploadImage) }),
]
