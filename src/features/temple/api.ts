import { api } from '@/shared/api/client'
import type { Temple, TempleImageKind, TemplePayload } from './schemas'

const BASE = '/temple/t-admin/'

export type TempleChanges = Partial<TemplePayload> &
  Partial<
    Pick<
      Temple,
      | 'resetRefOnYearChange'
      | 'refNoPadding'
      | 'orderRefNoTpl'
      | 'offeringReceiptRefNoTpl'
      | 'donationReceiptRefNoTpl'
      | 'voucherRefNoTpl'
      | 'invoiceRefNoTpl'
    >
  >

export const templeApi = {
  get: (templeId: number, signal?: AbortSignal) => api.get<Temple>(`${BASE}${templeId}/`, { templeId, signal }),
  /** PATCH the temple's url with the changed fields only; `version`: the temple's version they are based on (`If-Match`; null sends none). */
  update: (temple: Temple, changes: TempleChanges, version: string | null = null) =>
    api.patch<Temple>(temple.url, changes, { templeId: temple.id, ifMatch: version }),
  /** Registers a new temple (pending approval); the caller becomes its administrator. */
  register: (values: TemplePayload) => api.post<Temple>(BASE, values),
  /** PUT {url}img/{kind}/ multipart with the file in `{kind}_img`. */
  uploadImage: (temple: Temple, kind: TempleImageKind, file: File, onProgress?: (fraction: number) => void) =>
    api.upload<Temple>(`${temple.url}img/${kind}/`, { method: 'PUT', templeId: temple.id, fields: { [`${kind}_img`]: file }, onProgress }),
}
