/** Offering and donation categories, deities (`/temple/t-admin/…`). */
import { z } from 'zod'
import { Id, Upload, Url } from './common'

export const OfferingCategory = z
  .object({ id: Id, url: Url, name: z.string(), offerings: z.array(Url), temple_id: Id })
  .meta({ id: 'OfferingCategory' })
export const DonationCategory = z
  .object({ id: Id, url: Url, name: z.string(), donations: z.array(Url), temple_id: Id })
  .meta({ id: 'DonationCategory' })
export const CategoryBody = z.object({ name: z.string().max(100) })
export const NameQuery = z.object({ name: z.string().optional() })

export const Deity = z
  .object({
    id: Id,
    url: Url,
    name: z.string(),
    is_main: z.boolean(),
    deity_img: Url.nullable(),
    offerings: z.array(Url),
    temple_id: Id,
  })
  .meta({ id: 'Deity' })
/** POST (name required) and PATCH. `offerings` are offering urls or ids. */
export const DeityBody = z.object({ name: z.string(), is_main: z.boolean(), offerings: z.array(z.union([Url, Id])) }).partial()
export const DeityImageUpload = z.object({ deity_img: Upload })
