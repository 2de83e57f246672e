import { api } from '@/shared/api/client'
import type { DonationCategory, DonationCategoryValues } from './schemas'

const BASE = '/temple/t-admin/donation-category/'

export const donationCategoriesApi = {
  /** A page of the list: the first, or the absolute `next` url of the previous one. */
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) =>
    api.page<DonationCategory>(pageUrl ?? BASE, { templeId, signal }),
  /** Every category of the temple (all Link pages followed). */
  all: (templeId: number, signal?: AbortSignal) => api.all<DonationCategory>(BASE, { templeId, signal }),
  get: (templeId: number, id: number, signal?: AbortSignal) =>
    api.get<DonationCategory>(`${BASE}${id}/`, { templeId, signal }),
  create: (templeId: number, values: DonationCategoryValues) => api.post<DonationCategory>(BASE, values, { templeId }),
  update: (templeId: number, url: string, changes: Partial<DonationCategoryValues>) =>
    api.patch<DonationCategory>(url, changes, { templeId }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),
}
