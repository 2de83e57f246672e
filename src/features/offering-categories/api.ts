import { api } from '@/shared/api/client'
import type { OfferingCategory, OfferingCategoryValues } from './schemas'

const BASE = '/temple/t-admin/offering-category/'

export const offeringCategoriesApi = {
  /** A page of the list: the first, or the absolute `next` url of the previous one. */
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) =>
    api.page<OfferingCategory>(pageUrl ?? BASE, { templeId, signal }),
  get: (templeId: number, id: number, signal?: AbortSignal) =>
    api.get<OfferingCategory>(`${BASE}${id}/`, { templeId, signal }),
  create: (templeId: number, values: OfferingCategoryValues) => api.post<OfferingCategory>(BASE, values, { templeId }),
  update: (templeId: number, url: string, changes: Partial<OfferingCategoryValues>) =>
    api.patch<OfferingCategory>(url, changes, { templeId }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),
}
