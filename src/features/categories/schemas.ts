import { z } from 'zod'
import type { DonationCategory as DonationCategoryWire, OfferingCategory as OfferingCategoryWire } from '@contract/catalog'
import type { Camel } from '@/shared/api/case'
import {} from '@/shared/i18n'
import { ruleMessage } from '@/shared/i18n/rule-message'

type OfferingCategory = Camel<z.output<typeof OfferingCategoryWire>>
type DonationCategory = Camel<z.output<typeof DonationCategoryWire>>

/**
 * An offering or donation category as the API sends it (contract/catalog.ts): an offering category
 * has `offerings`, a donation category `donations` (member urls).
 */
export type Category = Omit<OfferingCategory, 'offerings'> &
  Partial<Pick<OfferingCategory, 'offerings'> & Pick<DonationCategory, 'donations'>>

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
