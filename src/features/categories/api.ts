import { api } from '@/shared/api/client'
import { categoryKinds, type CategoryKind } from './kinds'
import type { Category, CategoryValues } from './schemas'

const base = (kind: CategoryKind) => categoryKinds[kind].base

export const categoriesApi = {
  /** A page of the list: the first, or the absolute `next` url of the previous one. */
  list: (kind: CategoryKind, templeId: number, pageUrl: string | null, signal?: AbortSignal) =>
    api.page<Category>(pageUrl ?? base(kind), { templeId, signal }),
  /** Every category of the temple (all Link pages followed). */
  all: (kind: CategoryKind, templeId: number, signal?: AbortSignal) => api.all<Category>(base(kind), { templeId, signal }),
  get: (kind: CategoryKind, templeId: number, id: number, signal?: AbortSignal) =>
    api.get<Category>(`${base(kind)}${id}/`, { templeId, signal }),
  create: (kind: CategoryKind, templeId: number, values: CategoryValues) => api.post<Category>(base(kind), values, { templeId }),
  /** `version`: the category's version the change is based on (`If-Match`; null sends none). */
  update: (templeId: number, url: string, changes: Partial<CategoryValues>, version: string | null = null) =>
    api.patch<Category>(url, changes, { templeId, ifMatch: version }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),
}
