import { api, type Page } from '@/shared/api/client'
import { deviceId } from '@/shared/api/tokens'
import { APPROVALS_PAGE_SIZE, type CreateUserValues, type StaffBankAccount, type StaffTemple, type TempleFilters } from './schemas'

/**
 * Every call of the staff area. Paths follow the backend's DRF routers under `temple/staff/`
 * (docs/decisions/040-staff-api-paths.md); objects are then addressed by their `url`.
 */
export const STAFF_PATHS = {
  temples: '/temple/staff/temple/',
  bankAccounts: '/temple/staff/bank-account/',
  users: '/temple/staff/user/',
  templeAdmins: '/temple/staff/temple-admin/',
} as const

/** A first page with its filters, or the absolute `next` url of the previous page as given. */
function page<T>(path: string, pageUrl: string | null, searchParams: Record<string, string | number | boolean | undefined>, signal?: AbortSignal): Promise<Page<T>> {
  return pageUrl ? api.page<T>(pageUrl, { signal }) : api.page<T>(path, { searchParams, signal })
}

export const staffApi = {
  /** GET temple/ with the free-text `query`, `name`, `is_active`, `approval_status`, ordering `o`. */
  temples: (filters: TempleFilters, pageUrl: string | null, signal?: AbortSignal) =>
    page<StaffTemple>(
      STAFF_PATHS.temples,
      pageUrl,
      {
        query: filters.query,
        name: filters.name,
        is_active: filters.isActive,
        approval_status: filters.approvalStatus,
        o: filters.o,
        page_size: filters.pageSize,
      },
      signal,
    ),

  /** GET temple/{id}/ (the dialog opens a temple by id; later calls use its `url`). */
  temple: (id: number, signal?: AbortSignal) => api.get<StaffTemple>(`${STAFF_PATHS.temples}${id}/`, { signal }),

  /** GET bank-account/ awaiting approval (inactive), newest updated first, 10 a page. */
  pendingBankAccounts: (pageUrl: string | null, signal?: AbortSignal) =>
    page<StaffBankAccount>(STAFF_PATHS.bankAccounts, pageUrl, { is_active: false, o: '-updated_at', page_size: APPROVALS_PAGE_SIZE }, signal),

  approveBankAccount: (account: Pick<StaffBankAccount, 'url'>) => api.post<StaffBankAccount>(`${account.url}approve/`),
  rejectBankAccount: (account: Pick<StaffBankAccount, 'url'>) => api.post<StaffBankAccount>(`${account.url}disapprove/`),
  updateBankAccount: (url: string, changes: Partial<Pick<StaffBankAccount, 'merchantId' | 'isActive'>>) =>
    api.patch<StaffBankAccount>(url, changes),

  /** POST user/ with the form fields plus the device id. */
  createUser: (values: CreateUserValues) => api.post<{ id: number; email: string }>(STAFF_PATHS.users, { ...values, deviceId: deviceId() }),
}
