import { z } from 'zod'
import {} from '@/shared/i18n'
import { ruleMessage } from '@/shared/i18n/rule-message'

/** An offering or donation category as the API sends it (`offerings` or `donations`: member urls). */
export interface Category {
  id: number
  url: string
  name: string
  templeId: number
  /** Urls of the offerings in an offering category. */
  offerings?: string[]
  /** Urls of the donations in a donation category. */
  donations?: string[]
}

export const categorySchema = z.object({
  name: z
    .string()
    .trim()
    // Translated when the rule fails, in the language of the moment.
    .min(1, ruleMessage('categories.errors.nameRequired'))
    .max(100, ruleMessage('categories.errors.nameTooLong')),
})

export type CategoryValues = z.infer<typeof categorySchema>

export function categoryDefaults(category?: Category): CategoryValues {
  return { name: category?.name ?? '' }
}
