import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api/client'

/*
 * The header's notification counts, apart from the rest of the staff area: the header loads this
 * with every staff page, and it must not pull the area's schemas (and zod) along.
 */

/** The staff area's list paths (docs/decisions/040-staff-api-paths.md). */
export const STAFF_PATHS = {
  temples: '/temple/staff/temple/',
  bankAccounts: '/temple/staff/bank-account/',
  users: '/temple/staff/user/',
  templeAdmins: '/temple/staff/temple-admin/',
} as const

/** How many rows a list has: every page of 100 followed (the backend sends no count). */
async function countAll(path: string, searchParams: Record<string, string | number | boolean>, signal?: AbortSignal): Promise<number> {
  let current = await api.page<unknown>(path, { searchParams: { ...searchParams, page_size: 100 }, signal })
  let count = current.items.length
  while (current.nextUrl) {
    current = await api.page<unknown>(current.nextUrl, { signal })
    count += current.items.length
  }
  return count
}

/** Temples awaiting approval (inactive, decision 172) and bank accounts awaiting approval (under the staff keys, refetched when the popover opens). */
export const pendingCountsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'pending-counts'] as const,
    queryFn: async ({ signal }) => {
      const [temples, bankAccounts] = await Promise.all([
        countAll(STAFF_PATHS.temples, { is_active: false }, signal),
        countAll(STAFF_PATHS.bankAccounts, { is_active: false }, signal),
      ])
      return { temples, bankAccounts }
    },
  })
