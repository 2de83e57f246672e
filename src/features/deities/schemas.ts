import { z } from 'zod'
import { ruleMessage } from '@/shared/i18n/rule-message'

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
  // Catalog keys: the form's fields translate them.
  name: z.string().trim().min(1, ruleMessage('deities.errors.nameRequired')).max(100, ruleMessage('deities.errors.nameTooLong')),
  isMain: z.boolean(ruleMessage('deities.errors.mainRequired')),
  offerings: z.array(z.string()),
})

export type DeityValues = z.infer<typeof deitySchema>

export function deityDefaults(deity?: Deity): DeityValues {
  return { name: deity?.name ?? '', isMain: deity?.isMain ?? false, offerings: deity?.offerings ?? [] }
}
