import type { z } from 'zod'
import type { ResetDone as ResetDoneWire } from '@contract/staff'
import type { Camel } from '@/shared/api/case'
import { api, type Page } from '@/shared/api/client'
import { deviceId } from '@/shared/api/tokens'
import { STAFF_PATHS } from './counts'
import {
  APPROVALS_PAGE_SIZE,
  type AdminRole,
  type CatalogueItem,
  type CompliancePayload,
  type CreateUserValues,
  type StaffBankAccount,
  type StaffTemple,
  type TempleAdmin,
  type TempleFilters,
  type UserBrief,
} from './schemas'

/** The answer to a reset: the counts cleared by module, up to `tillDatetime`. */
type ResetDone = Camel<z.output<typeof ResetDoneWire>>

/** A first page with its filters, or the absolute `next` url of the previous page as given. */
function page<T>(
  path: string,
  pageUrl: string | null,
  searchParams: Record<string, string | number | boolean | undefined>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  return pageUrl ? api.page<T>(pageUrl, { signal }) : api.page<T>(path, { searchParams, signal })
}

/**
 * Every call of the staff area. Paths follow the backend's DRF routers under `temple/staff/`
 * (docs/decisions/040-staff-api-paths.md, `STAFF_PATHS` in ./counts); objects are then addressed by their `url`.
 */
export const staffApi = {
  /** GET temple/ with the free-text `query`, `name`, `is_active`, ordering `o` (the spec's parameters, decision 172). */
  temples: (filters: TempleFilters, pageUrl: string | null, signal?: AbortSignal) =>
    page<StaffTemple>(
      STAFF_PATHS.temples,
      pageUrl,
      {
        query: filters.query,
        name: filters.name,
        is_active: filters.isActive,
        o: filters.o,
        page_size: filters.pageSize,
      },
      signal,
    ),

  /** GET temple/{id}/ (the dialog opens a temple by id; later calls use its `url`). */
  temple: (id: number, signal?: AbortSignal) => api.get<StaffTemple>(`${STAFF_PATHS.temples}${id}/`, { signal }),

  /** GET bank-account/ awaiting approval (inactive), newest updated first, 10 a page. */
  pendingBankAccounts: (pageUrl: string | null, signal?: AbortSignal) =>
    page<StaffBankAccount>(
      STAFF_PATHS.bankAccounts,
      pageUrl,
      { is_active: false, o: '-updated_at', page_size: APPROVALS_PAGE_SIZE },
      signal,
    ),

  approveBankAccount: (account: Pick<StaffBankAccount, 'url'>) => api.post<StaffBankAccount>(`${account.url}approve/`),
  rejectBankAccount: (account: Pick<StaffBankAccount, 'url'>) => api.post<StaffBankAccount>(`${account.url}disapprove/`),
  /** PATCH the changed fields; `version` (the account's ETag) goes as If-Match. */
  updateBankAccount: (url: string, changes: Partial<Pick<StaffBankAccount, 'merchantId' | 'isActive'>>, version: string | null = null) =>
    api.patch<StaffBankAccount>(url, changes, { ifMatch: version }),

  /** POST user/ with the form fields plus the device id. */
  createUser: (values: CreateUserValues) => api.post<UserBrief>(STAFF_PATHS.users, { ...values, deviceId: deviceId() }),

  // ---- the temple dialog ----

  /** POST {url}approve/ (Activate) and POST {url}disapprove/ (Deactivate). */
  approveTemple: (temple: Pick<StaffTemple, 'url'>) => api.postEmpty<StaffTemple>(`${temple.url}approve/`),
  disapproveTemple: (temple: Pick<StaffTemple, 'url'>) => api.postEmpty<StaffTemple>(`${temple.url}disapprove/`),
  /** PATCH the temple's url with the changed compliance fields only; `version` (the ETag) goes as If-Match. */
  updateCompliance: (temple: Pick<StaffTemple, 'url'>, changes: CompliancePayload, version: string | null) =>
    api.patch<StaffTemple>(temple.url, changes, { ifMatch: version }),
  deleteTemple: (temple: Pick<StaffTemple, 'url'>) => api.delete(temple.url),
  /** POST {url}send-consolidation/ with no payload. */
  sendConsolidation: (temple: Pick<StaffTemple, 'url'>) => api.postEmpty<unknown>(`${temple.url}send-consolidation/`),
  /** POST temple/{id}/cleanup-and-reset/ {financial, inventory, orders, store, tillDatetime}. */
  resetTemple: (
    templeId: number,
    payload: { financial: boolean; inventory: boolean; orders: boolean; store: boolean; tillDatetime: string },
  ) => api.post<ResetDone>(`${STAFF_PATHS.temples}${templeId}/cleanup-and-reset/`, payload),

  /** The temple's admin links (GET temple-admin/?temple=). */
  templeAdmins: (templeId: number, pageUrl: string | null, signal?: AbortSignal) =>
    page<TempleAdmin>(STAFF_PATHS.templeAdmins, pageUrl, { temple: templeId }, signal),
  addTempleAdmin: (values: { temple: number; user: number; role: AdminRole }) => api.post<TempleAdmin>(STAFF_PATHS.templeAdmins, values),
  changeAdminRole: (admin: Pick<TempleAdmin, 'url'>, role: AdminRole) => api.patch<TempleAdmin>(admin.url, { role }),
  removeTempleAdmin: (admin: Pick<TempleAdmin, 'url'>) => api.delete(admin.url),
  /** Users whose e-mail or phone contains the text (GET user/?search=). */
  searchUsers: (search: string, signal?: AbortSignal) => api.page<UserBrief>(STAFF_PATHS.users, { searchParams: { search }, signal }),

  bankAccount: (url: string, signal?: AbortSignal) => api.get<StaffBankAccount>(url, { signal }),

  /** The temple's offering categories, deities or offerings (read-only in the dialog). */
  catalogue: (templeId: number, kind: 'offering-category' | 'deity' | 'offering', pageUrl: string | null, signal?: AbortSignal) =>
    page<CatalogueItem>(`${STAFF_PATHS.temples}${templeId}/${kind}/`, pageUrl, {}, signal),
}
