/** Offering orders, donation receipts, download links and the financial report (tag `orders`). */
import { z } from 'zod'
import {
  DonationOrder,
  DonationReceiptsDownloadQuery,
  DownloadLink,
  DownloadQuery,
  FileTypeQuery,
  FinancialDownloadQuery,
  FinancialReport,
  MarkCompletedBody,
  OfferingOrder,
  OrderQuery,
  ReceiptLanguage,
} from '../money'
import { area, type Endpoint } from './define'

const orders = area('orders', 'temple')
const LangQuery = z.object({ lang: ReceiptLanguage.optional() })

export const orderEndpoints: readonly Endpoint[] = [
  orders.get('listOfferingOrders', '/order/t-admin/offering-order/', {
    summary: 'A page of offering orders (25 a page)',
    paginated: true,
    query: OrderQuery,
    responses: { 200: z.array(OfferingOrder) },
  }),
  orders.patch('completeOfferingOrders', '/order/t-admin/offering-order/update/', {
    summary: 'Mark paid orders complete',
    body: MarkCompletedBody,
    responses: { 200: z.array(OfferingOrder) },
  }),
  orders.get('getOfferingReport', '/order/t-admin/offering-order/financial/', {
    summary: 'The offering financial report',
    query: OrderQuery,
    responses: { 200: FinancialReport },
  }),
  orders.get('linkOfferingReceipts', '/order/t-admin/offering-order/generate-download-link/', {
    summary: 'A download link to the receipts of the filtered orders',
    query: DownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('linkPriestList', '/order/t-admin/offering-order/generate-priest-download-link/', {
    summary: 'A download link to the priest list of the filtered orders',
    query: DownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('linkOfferingReport', '/order/t-admin/offering-order/generate-financial-download-link/', {
    summary: 'A download link to the financial report',
    query: FinancialDownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('getOfferingOrder', '/order/t-admin/offering-order/{id}/', {
    summary: 'One offering order',
    responses: { 200: OfferingOrder },
  }),
  orders.get('linkOfferingReceipt', '/order/t-admin/offering-order/{id}/generate-download-link/', {
    summary: 'A download link to one receipt',
    query: LangQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('listDonationOrders', '/order/t-admin/donation-order/', {
    summary: 'A page of donation receipts (25 a page)',
    paginated: true,
    query: OrderQuery,
    responses: { 200: z.array(DonationOrder) },
  }),
  orders.get('linkDonationReceipts', '/order/t-admin/donation-order/generate_download_link/', {
    summary: 'A download link to the receipts of the filtered donation orders (one PDF)',
    query: DonationReceiptsDownloadQuery,
    responses: { 200: DownloadLink },
  }),
  orders.get('getDonationOrder', '/order/t-admin/donation-order/{id}/', {
    summary: 'One donation receipt',
    responses: { 200: DonationOrder },
  }),
  orders.get('linkDonationReceipt', '/order/t-admin/donation-order/{id}/generate_download_link/', {
    summary: 'A download link to one donation receipt (PDF)',
    query: FileTypeQuery,
    responses: { 200: DownloadLink },
  }),
]
