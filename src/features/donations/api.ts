import { api } from '@/shared/api/client'
import type { Donation, DonationMeta, DonationPayload } from './schemas'

const BASE = '/temple/t-admin/donation/'

export const donationsApi = {
  /** A page of the list: the first, or the absolute `next` url of the previous one. */
  list: (templeId: number, pageUrl: string | null, signal?: AbortSignal) => api.page<Donation>(pageUrl ?? BASE, { templeId, signal }),
  /** The first few donations whose name contains `name` (the header search). */
  search: (templeId: number, name: string, signal?: AbortSignal) =>
    api.page<Donation>(BASE, { templeId, signal, searchParams: { name, pageSize: 5 } }),
  get: (templeId: number, id: number, signal?: AbortSignal) => api.get<Donation>(`${BASE}${id}/`, { templeId, signal }),
  create: (templeId: number, payload: DonationPayload) => api.post<Donation>(BASE, payload, { templeId }),
  /** `version` (here and on the meta calls): the donation's version the change is based on (`If-Match`; null sends none). */
  update: (templeId: number, url: string, changes: Partial<DonationPayload>, version: string | null = null) =>
    api.patch<Donation>(url, changes, { templeId, ifMatch: version }),
  addMeta: (templeId: number, url: string, meta: Partial<DonationMeta>, version: string | null = null) =>
    api.patch<Donation>(`${url}donation_meta/add/`, meta, { templeId, ifMatch: version }),
  removeMeta: (templeId: number, url: string, meta: Partial<DonationMeta>, version: string | null = null) =>
    api.patch<Donation>(`${url}donation_meta/remove/`, meta, { templeId, ifMatch: version }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),
}
