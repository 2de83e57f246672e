/** The temples of the signed-in administrator (`/temple/t-admin/`). */
import { z } from 'zod'
import { DateTimeString, Decimal, Id, StarLanguage, TimeString, Upload, Url } from './common'

export const Address = z
  .object({
    address_line_1: z.string(),
    address_line_2: z.string(),
    city: z.string(),
    district: z.string(),
    state: z.string(),
    pincode: z.string(),
  })
  .meta({ id: 'Address' })

export const LatLng = z.object({ latitude: z.number(), longitude: z.number() }).meta({ id: 'LatLng' })

export const Temple = z
  .object({
    id: Id,
    url: Url,
    name: z.string(),
    slug: z.string(),
    is_active: z.boolean(),
    approval_status: z.enum(['approved', 'pending']),
    counter_name: z.string(),
    email: z.string(),
    phone: z.string(),
    contact_no_1: z.string().nullable(),
    contact_no_2: z.string().nullable(),
    whatsapp_no: z.string().nullable(),
    opening_time: TimeString.nullable(),
    closing_time: TimeString.nullable(),
    offline_consolidation_time: TimeString.nullable(),
    enable_dakshina: z.boolean(),
    dakshina_in_consolidation: z.boolean(),
    star_lang: StarLanguage,
    description: z.string(),
    address: Address,
    location: LatLng.nullable(),
    images: z.object({ cover: Url.nullable(), display: Url.nullable(), logo: Url.nullable() }),
    reset_ref_on_year_change: z.boolean(),
    ref_no_padding: z.number().int(),
    order_ref_no_tpl: z.string(),
    offering_receipt_ref_no_tpl: z.string(),
    donation_receipt_ref_no_tpl: z.string(),
    voucher_ref_no_tpl: z.string(),
    invoice_ref_no_tpl: z.string(),
    tds: z.number().int(),
    commission_percent: Decimal.nullable(),
    commission_min: Decimal.nullable(),
    commission_max: Decimal.nullable(),
    created_at: DateTimeString,
  })
  .meta({ id: 'Temple' })

/** POST (register; `name` and the address required) and PATCH (any of them). */
export const TempleChanges = Temple.pick({
  name: true,
  counter_name: true,
  email: true,
  phone: true,
  contact_no_1: true,
  contact_no_2: true,
  whatsapp_no: true,
  opening_time: true,
  closing_time: true,
  offline_consolidation_time: true,
  enable_dakshina: true,
  dakshina_in_consolidation: true,
  star_lang: true,
  description: true,
  location: true,
  reset_ref_on_year_change: true,
  ref_no_padding: true,
  order_ref_no_tpl: true,
  offering_receipt_ref_no_tpl: true,
  donation_receipt_ref_no_tpl: true,
  voucher_ref_no_tpl: true,
  invoice_ref_no_tpl: true,
})
  .extend({ address: Address.partial() })
  .partial()

/** PUT {temple url}img/{kind}/ with the file in `{kind}_img`. */
export const TempleImageUpload = z.object({ cover_img: Upload, display_img: Upload, logo_img: Upload }).partial()
