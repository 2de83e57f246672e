import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { Page } from '@/shared/api/client'
import { staffApi } from './api'
import type { StaffBankAccount, StaffTemple, TempleFilters } from './schemas'
import { APPROVALS_PAGE_SIZE } from './schemas'

/** A bank-account row as the approvals table keeps it: `review` is set locally after a decision. */
export type ReviewedBankAccount = StaffBankAccount & { review?: 'approved' | 'rejected' }

/** Staff data is not temple-scoped: every key starts with 'staff'. */
export const staffKeys = {
  all: ['staff'] as const,
  temples: () => [...staffKeys.all, 'temples'] as const,
  templeLists: () => [...staffKeys.temples(), 'list'] as const,
  templeList: (filters: TempleFilters) => [...staffKeys.templeLists(), filters] as const,
  templeDetails: () => [...staffKeys.temples(), 'detail'] as const,
  templeDetail: (id: number) => [...staffKeys.templeDetails(), id] as const,
  bankAccounts: () => [...staffKeys.all, 'bank-accounts'] as const,
  pendingBankAccounts: () => [...staffKeys.bankAccounts(), 'list', { isActive: false }] as const,
  bankAccountOf: (templeId: number) => [...staffKeys.bankAccounts(), 'of-temple', templeId] as const,
  users: () => [...staffKeys.all, 'users'] as const,
  userSearch: (search: string) => [...staffKeys.users(), 'search', search] as const,
  admins: (templeId: number) => [...staffKeys.all, 'temple-admins', templeId] as const,
  catalogues: (templeId: number) => [...staffKeys.all, 'catalogue', templeId] as const,
  catalogue: (templeId: number, kind: CatalogueKind) => [...staffKeys.catalogues(templeId), kind] as const,
}

export type CatalogueKind = 'offering-category' | 'deity' | 'offering'

/** Search: the free-text query, names in order. A changed query is a new key; the old request is aborted. */
export const SEARCH_FILTERS = (query: string): TempleFilters => ({ query: query.trim() || undefined, o: 'name' })

/** Temples awaiting approval: the inactive ones (the spec's `is_active=false`, decision 172), newest first, 10 a page. */
export const PENDING_TEMPLE_FILTERS: TempleFilters = { isActive: false, o: '-id', pageSize: APPROVALS_PAGE_SIZE }

export const templeListQuery = (filters: TempleFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.templeList(filters),
    queryFn: ({ pageParam, signal }) => staffApi.temples(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const pendingBankAccountsQuery = () =>
  infiniteQueryOptions({
    queryKey: staffKeys.pendingBankAccounts(),
    queryFn: ({ pageParam, signal }): Promise<Page<ReviewedBankAccount>> => staffApi.pendingBankAccounts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

const flatten = <T>(data: { pages: { items: T[] }[] }) => data.pages.flatMap((page) => page.items)

/** The search's list: the last query's rows stay while the next query loads. */
export function useTempleList(filters: TempleFilters) {
  return useInfiniteQuery({ ...templeListQuery(filters), select: flatten<StaffTemple>, placeholderData: keepPreviousData })
}

/** Pages kept as pages: the approval tables show one page at a time. */
export function usePendingTemples() {
  return useInfiniteQuery(templeListQuery(PENDING_TEMPLE_FILTERS))
}

export function usePendingBankAccounts() {
  return useInfiniteQuery(pendingBankAccountsQuery())
}

export const templeQuery = (id: number) =>
  queryOptions({ queryKey: staffKeys.templeDetail(id), queryFn: ({ signal }) => staffApi.temple(id, signal) })

export function useStaffTemple(id: number | null) {
  return useQuery({ ...templeQuery(id ?? 0), enabled: id !== null })
}

/** The temple's bank account by the url the temple carries (none: not added). */
export function useStaffBankAccount(templeId: number, url: string | null) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the url is the temple's bank account: the temple id names it
  return useQuery({
    queryKey: staffKeys.bankAccountOf(templeId),
    queryFn: ({ signal }) => staffApi.bankAccount(url as string, signal),
    enabled: url !== null,
  })
}

export function useTempleAdmins(templeId: number) {
  return useInfiniteQuery({
    queryKey: staffKeys.admins(templeId),
    queryFn: ({ pageParam, signal }) => staffApi.templeAdmins(templeId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
    select: flatten,
  })
}

/** Users by e-mail or phone; a changed text aborts the request in flight. Needs 2+ characters. */
export function useUserSearch(search: string) {
  const text = search.trim()
  return useQuery({
    queryKey: staffKeys.userSearch(text),
    queryFn: ({ signal }) => staffApi.searchUsers(text, signal),
    enabled: text.length >= 2,
    select: (page) => page.items,
  })
}

export function useTempleCatalogue(templeId: number, kind: CatalogueKind) {
  return useInfiniteQuery({
    queryKey: staffKeys.catalogue(templeId, kind),
    queryFn: ({ pageParam, signal }) => staffApi.catalogue(templeId, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
    select: flatten,
  })
}

/** The header search: the first few temples the staff search finds. */
export const templeSearchQuery = (query: string) =>
  queryOptions({
    queryKey: [...staffKeys.temples(), 'header-search', query] as const,
    queryFn: ({ signal }) => staffApi.temples({ query, o: 'name', pageSize: 5 }, null, signal).then((page) => page.items),
  })
