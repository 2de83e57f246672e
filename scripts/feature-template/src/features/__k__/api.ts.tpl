import { api } from '@/shared/api/client'
import type { __P__Item, __P__Values } from './schemas'

const BASE = '/temple/t-admin/__k__/'

export const __c__Api = {
  /** A page of the list: the first, or the absolute `next` url of the previous one. */
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) => api.page<__P__Item>(pageUrl ?? BASE, { templeId, signal }),
  get: (templeId: number, id: number, signal?: AbortSignal) => api.get<__P__Item>(`${BASE}${id}/`, { templeId, signal }),
  create: (templeId: number, values: __P__Values) => api.post<__P__Item>(BASE, values, { templeId }),
  update: (templeId: number, url: string, changes: Partial<__P__Values>) => api.patch<__P__Item>(url, changes, { templeId }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),
}
