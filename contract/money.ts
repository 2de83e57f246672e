/** Donations, the temple's bank account, orders, receipts and the financial report. */
import { z } from 'zod'
import { BlockPeriod, DateString, Decimal, Id, Ref, ScheduleMeta, StarLanguage, TimeString, Upload, Url } from './common'

export const DonationType = z.enum(['daily', 'custom', 'monthly', 'weekly'])
export const Donation = z
  .object({
    id: Id,
    url: Url,
    temple_id: Id,
    name: z.string(),
    amount: Decimal.nullable(),
    min_amount: Decimal.nullable(),
    max_amount: Decimal.nullable(),
    is_amount_fixed: z.boolean(),
    is_date_required: z.boolean(),
    donation_type: DonationType,
    block_period: BlockPeriod,
    block_unit: z.number().int().nullable(),
    per_day_limit: z.number().int().nullable(),
    repeat_unit: z.number().int().nullable(),
    description: z.string(),
    donation_meta: ScheduleMeta,
    category: Url,
    /** Not in the spec's field list: sent by some backends (the mocked one does), beside the category's url. */
    category_detail: Ref.nullable().optional(),
  })
  .meta({ id: 'Donation' })
/** POST (name and category required) and PATCH. */
export const DonationBody = Donation.omit({ id: true, url: true, temple_id: true, category_detail: true })
  .extend({ category: z.union([Url, Id]), donation_meta: ScheduleMeta.partial() })
  .partial()
export const DonationQuery = z.object({ name: z.string(), category: Id }).partial()

export const BankAccount = z
  .object({
    id: Id,
    url: Url,
    acc_name: z.string(),
    acc_number: z.string(),
    ifsc: z.string(),
    branch_name: z.string(),
    cancelled_cheque: Url.nullable(),
    merchant_id: z.string().nullable(),
    is_active: z.boolean(),
    temple: Url,
    temple_id: Id,
  })
  .meta({ id: 'BankAccount' })
/** PUT multipart: the fields and the cancelled cheque (jpeg, png or pdf; required for a new account). */
export const BankAccountUpload = z.object({
  acc_name: z.string(),
  acc_number: z.string(),
  ifsc: z.string(),
  branch_name: z.string(),
  cancelled_cheque: Upload.optional(),
})

export const OrderStatus = z.enum(['created', 'attempted', 'paid', 'complete', 'refunded', 'trashed'])
export const OrderChannel = z.enum(['app', 'website', 'counter', 'pos'])
const IdName = z.object({ id: Id, name: z.string() })
const IdNullableName = z.object({ id: Id, name: z.string().nullable() })

/** What an offering order and a donation receipt both carry. */
const OrderBase = z.object({
  id: Id,
  url: Url,
  status: OrderStatus,
  channel: OrderChannel,
  booked_by: z.string(),
  booked_by_phone: z.string(),
  booking_date: DateString,
  booked_time: TimeString,
})

export const OfferingOrder = OrderBase.extend({
  offering_date: DateString,
  offering: Url,
  offering_detail: IdName,
  category_detail: IdName,
  deity_detail: IdNullableName.nullable(),
  devotee_count: z.number().int(),
  devotees: z.array(z.object({ name: z.string(), birth_star: z.string(), gothram: z.string() })),
  addons: z.array(z.object({ field_name: z.string(), value: z.string() })),
  price: Decimal,
  addon_amount: Decimal,
  amount: Decimal,
  dakshina: Decimal,
  total: Decimal,
  fee_split: z.array(z.object({ name: z.string(), percent: Decimal, value: Decimal })),
  star_lang: StarLanguage,
}).meta({ id: 'OfferingOrder' })

export const DonationOrder = OrderBase.extend({
  donation_date: DateString,
  donation: Url,
  donation_detail: IdName,
  category_name: z.string(),
  amount: Decimal,
}).meta({ id: 'DonationOrder' })

/** The list filters (snake_case; `status` a comma list; `order_by` a comma list, minus for descending). */
export const OrderQuery = z
  .object({
    status: z.string(),
    date_after: DateString,
    date_before: DateString,
    booking_date_after: DateString,
    booking_date_before: DateString,
    deity: Id,
    category: Id,
    offering: Id,
    from_time: TimeString,
    to_time: TimeString,
    order_by: z.string(),
    asc: z.boolean(),
  })
  .partial()
export const ReceiptLanguage = z.enum(['en', 'hi', 'ml', 'ta', 'kn', 'te'])
export const DownloadQuery = OrderQuery.extend({ lang: ReceiptLanguage.optional() })
export const MarkCompletedBody = z.object({ ids: z.array(Id) })
export const DownloadLink = z.object({ download_url: Url }).meta({ id: 'DownloadLink' })
export const FileTypeQuery = z.object({ file_type: z.enum(['pdf', 'xlsx']) })

export const FinancialItem = z.object({
  offering: Url,
  offering_name: z.string(),
  category_name: z.string(),
  amount: Decimal,
  count: z.number().int(),
  app_count: z.number().int(),
  counter_count: z.number().int(),
  pos_count: z.number().int(),
  website_count: z.number().int(),
  dakshina: Decimal,
})
export const FinancialReport = z
  .object({
    items: z.array(FinancialItem),
    total_amount: Decimal,
    total_count: z.number().int(),
    total_app_count: z.number().int(),
    total_counter_count: z.number().int(),
    total_pos_count: z.number().int(),
    total_website_count: z.number().int(),
    total_dakshina: Decimal,
    granularity: z.enum(['day', 'month']).optional(),
    series: z.array(z.object({ period: z.string(), amount: Decimal, count: z.number().int() })).optional(),
  })
  .meta({ id: 'FinancialReport' })
export const FinancialDownloadQuery = OrderQuery.extend(FileTypeQuery.shape)
/** The donation receipts of the filtered list come as one PDF only. */
export const DonationReceiptsDownloadQuery = OrderQuery.extend({ file_type: z.literal('pdf').optional() })
