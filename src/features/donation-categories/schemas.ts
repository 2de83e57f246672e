import { z } from 'zod'

export interface DonationCategory {
  id: number
  url: string
  name: string
  /** Urls of the donations in the category. */
  donations: string[]
  templeId: number
}

export const donationCategorySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
})

export type DonationCategoryValues = z.infer<typeof donationCategorySchema>

export function donationCategoryDefaults(category?: DonationCategory): DonationCategoryValues {
  return { name: category?.name ?? '' }
}
