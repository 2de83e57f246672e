import { z } from 'zod'

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
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
})

export type CategoryValues = z.infer<typeof categorySchema>

export function categoryDefaults(category?: Category): CategoryValues {
  return { name: category?.name ?? '' }
}
