import { api } from '@/shared/api/client'
import type { AddonPayload, TimeBody } from './save/payloads'
import type { FeeSplitConfig, FeeSplitName, Offering, OfferingAddon, OfferingFilters, OfferingMeta, OfferingTime } from './types'

const BASE = '/temple/t-admin/offering/'
const ADDONS = '/temple/t-admin/offering-addon-field/'
const FEE_SPLIT_NAMES = '/report-app/fee-split-name/'
const FEE_SPLIT_CONFIGS = '/report-app/fee-split-config/'

/** Wire bodies are camelCase here; the client converts them to snake_case. */
export type OfferingBody = Record<string, unknown>

function filterParams(filters: OfferingFilters): Record<string, number> {
  const params: Record<string, number> = {}
  if (filters.deity !== undefined) params.deity = filters.deity
  if (filters.category !== undefined) params.category = filters.category
  return params
}

export const offeringsApi = {
  /** A page of the list: the first (with the filters), or the absolute `next` url of the previous one. */
  list: (templeId: number, filters: OfferingFilters, pageUrl: string | null, signal?: AbortSignal) =>
    pageUrl
      ? api.page<Offering>(pageUrl, { templeId, signal })
      : api.page<Offering>(BASE, { templeId, signal, searchParams: filterParams(filters) }),
  all: (templeId: number, signal?: AbortSignal) => api.all<Offering>(BASE, { templeId, signal }),
  /** The first few offerings whose name contains `name` (the header search). */
  search: (templeId: number, name: string, signal?: AbortSignal) =>
    api.page<Offering>(BASE, { templeId, signal, searchParams: { name, pageSize: 5 } }),
  get: (templeId: number, id: number, signal?: AbortSignal) => api.get<Offering>(`${BASE}${id}/`, { templeId, signal }),
  create: (templeId: number, body: OfferingBody) => api.post<Offering>(BASE, body, { templeId }),
  /** `version`: the offering's version the change is based on (`If-Match`; null sends none). */
  update: (templeId: number, url: string, body: OfferingBody, version: string | null = null) =>
    api.patch<Offering>(url, body, { templeId, ifMatch: version }),
  remove: (templeId: number, url: string) => api.delete(url, { templeId }),

  addMeta: (templeId: number, url: string, meta: Partial<OfferingMeta>) =>
    api.patch<Offering>(`${url}offering_meta/add/`, meta, { templeId }),
  removeMeta: (templeId: number, url: string, meta: Partial<OfferingMeta>) =>
    api.patch<Offering>(`${url}offering_meta/remove/`, meta, { templeId }),

  addTime: (templeId: number, offeringUrl: string, time: TimeBody) =>
    api.post<OfferingTime>(`${offeringUrl}offering_times/`, time, { templeId }),
  updateTime: (templeId: number, timeUrl: string, time: Partial<TimeBody>) => api.patch<OfferingTime>(timeUrl, time, { templeId }),
  removeTime: (templeId: number, timeUrl: string) => api.delete(timeUrl, { templeId }),

  addons: (templeId: number, offeringId: number, signal?: AbortSignal) =>
    api.all<OfferingAddon>(ADDONS, { templeId, signal, searchParams: { offering: offeringId } }),
  createAddon: (templeId: number, body: AddonPayload) => api.post<OfferingAddon>(ADDONS, body, { templeId }),
  updateAddon: (templeId: number, id: number, body: AddonPayload) => api.put<OfferingAddon>(`${ADDONS}${id}/`, body, { templeId }),
  removeAddon: (templeId: number, id: number) => api.delete(`${ADDONS}${id}/`, { templeId }),

  feeSplitNames: (templeId: number, contentObject: string, signal?: AbortSignal) =>
    api.all<FeeSplitName>(FEE_SPLIT_NAMES, { templeId, signal, searchParams: { contentObject } }),
  createFeeSplitName: (templeId: number, name: string, contentObject: string) =>
    api.post<FeeSplitName>(FEE_SPLIT_NAMES, { name, contentObject }, { templeId }),
  feeSplitConfig: async (templeId: number, contentObject: string, signal?: AbortSignal) =>
    (await api.all<FeeSplitConfig>(FEE_SPLIT_CONFIGS, { templeId, signal, searchParams: { contentObject } }))[0] ?? null,
  createFeeSplitConfig: (templeId: number, contentObject: string, entries: { name: string; percent: number }[]) =>
    api.post<FeeSplitConfig>(FEE_SPLIT_CONFIGS, { contentObject, entries }, { templeId }),
  updateFeeSplitConfig: (templeId: number, url: string, entries: { name: string; percent: number }[]) =>
    api.patch<FeeSplitConfig>(url, { entries }, { templeId }),
  removeFeeSplitConfig: (templeId: number, url: string) => api.delete(url, { templeId }),
}
