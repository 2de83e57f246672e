import type { z } from 'zod'
import type { FinancialReport as FinancialReportWire } from '@contract/money'
import { api } from '@/shared/api/client'
import type { Camel } from '@/shared/api/case'
import type { OfferingLanguage } from '@/shared/lib/star-languages'
import { donationReceiptParams, offeringOrderParams, type DonationReceiptFilters, type OfferingOrderFilters } from './filters'
import type { ReportQuery } from './report'
import type { DonationOrder, DownloadLink, FinancialReport, OfferingOrder } from './types'

const OFFERING_ORDERS = '/order/t-admin/offering-order/'
const DONATION_ORDERS = '/order/t-admin/donation-order/'

/**
 * A generated file by its download link, fetched without the API client's headers (the link
 * itself grants it, like a signed storage link); throws on an error answer.
 */
export async function fetchFile(url: URL): Promise<Response> {
  const response = await fetch(url.href, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim())
  return response
}

/** The financial report as the API sends it (contract/money.ts). */
type FinancialResponse = Camel<z.output<typeof FinancialReportWire>>

/** Rows get the id the spec assigns by position (from 1); server totals keep their names. */
export function toFinancialReport(body: FinancialResponse): FinancialReport {
  return {
    items: body.items.map((item, index) => ({ ...item, id: index + 1 })),
    totals: {
      amount: body.totalAmount,
      count: body.totalCount,
      appCount: body.totalAppCount,
      counterCount: body.totalCounterCount,
      posCount: body.totalPosCount,
      websiteCount: body.totalWebsiteCount,
      dakshina: body.totalDakshina,
    },
    granularity: body.granularity ?? 'day',
    series: body.series ?? [],
  }
}

function downloadParams(filters: OfferingOrderFilters, lang: OfferingLanguage) {
  const { pageSize: _pageSize, ...params } = offeringOrderParams(filters)
  return { ...params, lang }
}

export const ordersApi = {
  /** A page of offering orders: the first (with the filters) or the absolute `next` url. */
  offeringOrders: (templeId: number, filters: OfferingOrderFilters, pageUrl: string | null, signal?: AbortSignal) =>
    pageUrl
      ? api.page<OfferingOrder>(pageUrl, { templeId, signal })
      : api.page<OfferingOrder>(OFFERING_ORDERS, { templeId, signal, searchParams: offeringOrderParams(filters) }),
  offeringOrder: (templeId: number, id: number, signal?: AbortSignal) =>
    api.get<OfferingOrder>(`${OFFERING_ORDERS}${id}/`, { templeId, signal }),
  /** One PATCH with the list of ids; answers the updated orders. */
  markCompleted: (templeId: number, ids: number[]) => api.patch<OfferingOrder[]>(`${OFFERING_ORDERS}update/`, { ids }, { templeId }),
  receiptsLink: (templeId: number, filters: OfferingOrderFilters, lang: OfferingLanguage) =>
    api.get<DownloadLink>(`${OFFERING_ORDERS}generate-download-link/`, { templeId, searchParams: downloadParams(filters, lang) }),
  priestLink: (templeId: number, filters: OfferingOrderFilters, lang: OfferingLanguage) =>
    api.get<DownloadLink>(`${OFFERING_ORDERS}generate-priest-download-link/`, { templeId, searchParams: downloadParams(filters, lang) }),
  receiptLink: (templeId: number, id: number, lang: OfferingLanguage) =>
    api.get<DownloadLink>(`${OFFERING_ORDERS}${id}/generate-download-link/`, { templeId, searchParams: { lang } }),

  financial: async (templeId: number, query: ReportQuery, signal?: AbortSignal) =>
    toFinancialReport(await api.get<FinancialResponse>(`${OFFERING_ORDERS}financial/`, { templeId, signal, searchParams: { ...query } })),
  financialLink: (templeId: number, query: ReportQuery, fileType: 'pdf' | 'xlsx') =>
    api.get<DownloadLink>(`${OFFERING_ORDERS}generate-financial-download-link/`, { templeId, searchParams: { ...query, fileType } }),

  donationReceipts: (templeId: number, filters: DonationReceiptFilters, pageUrl: string | null, signal?: AbortSignal) =>
    pageUrl
      ? api.page<DonationOrder>(pageUrl, { templeId, signal })
      : api.page<DonationOrder>(DONATION_ORDERS, { templeId, signal, searchParams: donationReceiptParams(filters) }),
  donationReceipt: (templeId: number, id: number, signal?: AbortSignal) =>
    api.get<DonationOrder>(`${DONATION_ORDERS}${id}/`, { templeId, signal }),
  /** The PDF of the filtered list's receipts (decision 169): the list's filters without the page size. */
  donationReceiptsLink: (templeId: number, filters: DonationReceiptFilters) => {
    const { pageSize: _pageSize, ...params } = donationReceiptParams(filters)
    return api.get<DownloadLink>(`${DONATION_ORDERS}generate_download_link/`, { templeId, searchParams: { ...params, fileType: 'pdf' } })
  },
  /** Only PDF has a link; other formats do nothing (spec). */
  donationReceiptLink: (templeId: number, id: number) =>
    api.get<DownloadLink>(`${DONATION_ORDERS}${id}/generate_download_link/`, { templeId, searchParams: { fileType: 'pdf' } }),
}
