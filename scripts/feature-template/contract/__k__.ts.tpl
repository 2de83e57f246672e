/** __T__ of a temple (`/temple/t-admin/__k__/`). Grow the fields from the spec, then `npm run contract`. */
import { z } from 'zod'
import { Id, Url } from './common'

export const __P__ = z.object({ id: Id, url: Url, name: z.string(), temple_id: Id }).meta({ id: '__P__' })
/** POST (name required) and PATCH. */
export const __P__Body = z.object({ name: z.string().max(100) })
