/**
 * Wire-format building blocks shared by every area (snake_case, as sent and received).
 * Names given with `.meta({ id })` become components of the OpenAPI document (scripts/contract.ts).
 */
import { z } from 'zod'

export const Id = z.number().int().positive()
/** An absolute http(s) url: every object's `url`, references to other objects, `next` links. */
export const Url = z
  .string()
  .regex(/^https?:\/\//, 'an absolute http(s) url')
  .meta({ id: 'Url' })
/** DRF's DecimalField as a string (`"450.00"`). */
export const Decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'a decimal as a string')
  .meta({ id: 'Decimal' })
/** yyyy-MM-dd */
export const DateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  .meta({ id: 'Date' })
/** HH:mm:ss (HH:mm accepted in requests). */
export const TimeString = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'HH:mm:ss')
  .meta({ id: 'Time' })
/** ISO 8601 timestamp. */
export const DateTimeString = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO 8601 timestamp')

/** id, url and name of another object, sent beside its url so a list needs no more calls. */
export const Ref = z.object({ id: Id, url: Url, name: z.string() }).meta({ id: 'Ref' })

export const StarLanguage = z.enum(['malayalam', 'tamil', 'english', 'hindi', 'kannada', 'telugu', 'sanskrit'])
export const BlockPeriod = z.enum(['not_applicable', 'year', 'month', 'week', 'day', 'hour'])
export const Weekday = z.enum(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'])
/** The days an offering or donation is held: dates, weekdays (names or 0-6) and excluded dates. */
export const ScheduleMeta = z
  .object({ dates: z.array(DateString), days: z.array(z.union([z.number().int(), Weekday])), excludes: z.array(DateString) })
  .meta({ id: 'ScheduleMeta' })

/** `{"detail": "…"}` (a `code` or other keys beside it are allowed): 401, 403, 404, 405, 429 and some 400s. */
export const ErrorDetail = z.looseObject({ detail: z.string(), code: z.string().optional() }).meta({ id: 'ErrorDetail' })

/** DRF's field errors: messages by field, nested for nested serializers and lists (400). */
export const ValidationError = z.record(z.string(), z.union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.string()])).meta({
  id: 'ValidationError',
  description: 'Messages by field name; `non_field_errors` for the whole body; nested objects and lists for nested serializers',
})

/** Any 4xx body the app reads: field errors or a detail. */
export const ErrorBody = z.union([ErrorDetail, ValidationError])

/**
 * One page of a list: the rows as a plain array (the next page in the `Link` header), or DRF's
 * stock envelope, whose `next` names the next page (docs/backend.md, section 6).
 */
export function page<Item extends z.ZodType>(item: Item) {
  return z.union([
    z.array(item),
    z.object({ count: z.number().int().min(0), next: Url.nullable(), previous: Url.nullable(), results: z.array(item) }),
  ])
}

/** `page` and `page_size` (up to 100) of every paginated list. */
export const PageQuery = z.object({
  page: z.union([z.number().int().min(1), z.literal('last')]).optional(),
  page_size: z.number().int().min(1).max(100).optional(),
})

/** A file part of a multipart/form-data upload (jpeg, png; pdf for the cheque; at most 5 MB). */
export const Upload = z.string().meta({ format: 'binary', description: 'A file, at most 5 MB' })

/** `{"detail": "…"}` as a success answer. */
export const Detail = z.object({ detail: z.string() }).meta({ id: 'Detail' })

/**
 * 412: the `If-Match` of a change named another version than the record's current one; nothing
 * was changed, and `current` is the record as it now is (docs/backend.md, "Record versions").
 */
export function preconditionFailed(entity: z.ZodType) {
  return z.object({ detail: z.string(), code: z.literal('precondition_failed'), current: entity })
}
