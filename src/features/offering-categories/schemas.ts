import { z } from 'zod'

export interface OfferingCategory {
  id: number
  url: string
  name: string
  /** Urls of the offerings in the category. */
  offerings: string[]
  templeId: number
}

export const offeringCategorySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
})

export type OfferingCategoryValues = z.infer<typeof offeringCategorySchema>

export function offeringCategoryDefaults(category?: OfferingCategory): OfferingCategoryValues {
  return { name: category?.name ?? '' }
}
