import { api } from '@/shared/api/client'
import type { Deity, DeityValues } from './schemas'

const BASE = '/temple/t-admin/deity/'

export const deitiesApi = {
  /** A page of the list: the first, or the absolute `next` url of the previous one. */
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) => api.page<Deity>(pageUrl ?? BASE, { templeId, signal }),
  /** Every deity of the temple (all Link pages followed). */
  all: (templeId: number, signal?: AbortSignal) => api.all<Deity>(BASE, { templeId, signal }),
  /** The first few deities whose name contains `name` (the header search). */
  search: (templeId: number, name: string, signal?: AbortSignal) =>
    api.page<Deity>(BASE, { templeId, signal, searchParams: { name, pageSize: 5 } }),
  get: (templeId: number, id: number, signal?: AbortSignal) => api.get<Deity>(`${BASE}${id}/`, { templeId, signal }),
  create: (templeId: number, values: DeityValues) => api.post<Deity>(BASE, values, { templeId }),
  /** `version`: the deity's version the change is based on (`If-Match`; null sends none). */
  update: (templeId: number, url: string, changes: Partial<DeityValues>, version: string | null = null) =>
    api.patch<Deity>(url, changes, { templeId, ifMatch: version }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),
  /** PUT {url}img/ multipart with `deity_img`. */
  uploadImage: (templeId: number, url: string, file: File, onProgress?: (fraction: number) => void) =>
    api.upload<Deity>(`${url}img/`, { method: 'PUT', templeId, fields: { deity_img: file }, onProgress }),
}
