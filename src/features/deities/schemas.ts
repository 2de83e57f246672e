import { z } from 'zod'

export interface Deity {
  id: number
  url: string
  name: string
  /** The main prathistta of the temple. */
  isMain: boolean
  /** Absolute url of the image, or null. */
  deityImg: string | null
  /** Urls of the offerings assigned to the deity. */
  offerings: string[]
  templeId: number
}

/** `{ url, name }` of an offering the deity can be assigned to (the route supplies them). */
export interface OfferingOption {
  url: string
  name: string
}

export const deitySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
  isMain: z.boolean({ message: 'Main prathistta is required' }),
  offerings: z.array(z.string()),
})

export type DeityValues = z.infer<typeof deitySchema>

export function deityDefaults(deity?: Deity): DeityValues {
  return { name: deity?.name ?? '', isMain: deity?.isMain ?? false, offerings: deity?.offerings ?? [] }
}
