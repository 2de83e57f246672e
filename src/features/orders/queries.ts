import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { ordersApi } from './api'
import { mergePages, type DonationReceiptFilters, type OfferingOrderFilters } from './filters'
import type { ReportQuery } from './report'
import { templeScope } from '@/shared/api/query-scope'

export const orderKeys = {
  all: (templeId: number) => templeScope(templeId, 'offering-orders'),
  lists: (templeId: number) => [...orderKeys.all(templeId), 'list'] as const,
  list: (templeId: number, filters: OfferingOrderFilters) => [...orderKeys.lists(templeId), filters] as const,
  details: (templeId: number) => [...orderKeys.all(templeId), 'detail'] as const,
  detail: (templeId: number, id: number) => [...orderKeys.details(templeId), id] as const,
  reports: (templeId: number) => [...orderKeys.all(templeId), 'financial'] as const,
  report: (templeId: number, query: ReportQuery) => [...orderKeys.reports(templeId), query] as const,
}

export const donationReceiptKeys = {
  all: (templeId: number) => templeScope(templeId, 'donation-receipts'),
  lists: (templeId: number) => [...donationReceiptKeys.all(templeId), 'list'] as const,
  list: (templeId: number, filters: DonationReceiptFilters) => [...donationReceiptKeys.lists(templeId), filters] as const,
  detail: (templeId: number, id: number) => [...donationReceiptKeys.all(templeId), 'detail', id] as const,
}

export const offeringOrdersQuery = (templeId: number, filters: OfferingOrderFilters) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(templeId, filters),
    queryFn: ({ pageParam, signal }) => ordersApi.offeringOrders(templeId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const offeringOrderQuery = (templeId: number, id: number) =>
  queryOptions({ queryKey: orderKeys.detail(templeId, id), queryFn: ({ signal }) => ordersApi.offeringOrder(templeId, id, signal) })

export const financialReportQuery = (templeId: number, query: ReportQuery) =>
  queryOptions({ queryKey: orderKeys.report(templeId, query), queryFn: ({ signal }) => ordersApi.financial(templeId, query, signal) })

/**
 * A new filter is a new key, so its list starts fresh from the first page (the paging link of
 * the old filter is not used); following the next link appends, upserting rows by id.
 */
export const donationReceiptsQuery = (templeId: number, filters: DonationReceiptFilters) =>
  infiniteQueryOptions({
    queryKey: donationReceiptKeys.list(templeId, filters),
    queryFn: ({ pageParam, signal }) => ordersApi.donationReceipts(templeId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextUrl ?? undefined,
  })

export const donationReceiptQuery = (templeId: number, id: number) =>
  queryOptions({
    queryKey: donationReceiptKeys.detail(templeId, id),
    queryFn: ({ signal }) => ordersApi.donationReceipt(templeId, id, signal),
  })

export function useOfferingOrders(templeId: number, filters: OfferingOrderFilters) {
  return useInfiniteQuery({ ...offeringOrdersQuery(templeId, filters), select: (data) => mergePages(data.pages) })
}

export function useDonationReceipts(templeId: number, filters: DonationReceiptFilters) {
  return useInfiniteQuery({ ...donationReceiptsQuery(templeId, filters), select: (data) => mergePages(data.pages) })
}

export function useFinancialReport(templeId: number, query: ReportQuery) {
  return useQuery({ ...financialReportQuery(templeId, query), placeholderData: keepPreviousData })
}
