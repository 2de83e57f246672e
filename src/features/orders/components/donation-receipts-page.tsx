import { Button, IconButton } from '@chakra-ui/react'
import {} from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { LuDownload, LuFileDown, LuReceiptIndianRupee } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { t as translate, useT } from '@/shared/i18n'
import { formatDate } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { FilterBar, SortSelect } from '@/shared/ui/filter-bar'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { startDownload } from '../downloads'
import {
  DONATION_SORT_FIELDS,
  activeFilterCount,
  donationReceiptFilters,
  type DonationReceiptSearch,
  type DonationSortField,
  type StatusFilter,
} from '../filters'
import { useDonationReceipts } from '../queries'
import type { DonationOrder } from '../types'
import { receiptLeadColumns, DateRangeFilters, StatusSelect, ChannelText, TimeText } from './receipt-ui'

/** Fetches the receipt's PDF link and opens it (only PDF has a link). */
export async function downloadDonationReceipt(templeId: number, id: number) {
  try {
    await startDownload((await ordersApi.donationReceiptLink(templeId, id)).downloadUrl)
  } catch (error) {
    notify.error(translate('orders.downloads.failed'), describeError(error))
  }
}

interface Props {
  search: DonationReceiptSearch
  onSearchChange: (search: DonationReceiptSearch) => void
}

export function DonationReceiptsPage({ search, onSearchChange }: Props) {
  const t = useT()
  const templeId = useTempleId()
  const sortLabels = useMemo<Record<DonationSortField, string>>(
    () => ({ id: t('orders.fields.receiptNumber'), booking_date: t('orders.fields.bookingDate'), amount: t('orders.fields.amount') }),
    [t],
  )
  const filters = donationReceiptFilters(search)
  const list = useDonationReceipts(templeId, filters)
  const [draft, setDraft] = useState({
    status: filters.status as string,
    bookingDateAfter: filters.bookingDateAfter ?? '',
    bookingDateBefore: filters.bookingDateBefore ?? '',
    sort: `${filters.asc ? '' : '-'}${filters.orderBy}`,
  })
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const [downloading, setDownloading] = useState(false)
  // The filtered list's receipts in one PDF, as the offering receipts have (issue 26).
  const downloadAll = async () => {
    setDownloading(true)
    try {
      await startDownload((await ordersApi.donationReceiptsLink(templeId, filters)).downloadUrl)
    } catch (error) {
      notify.error(t('orders.downloads.failed'), describeError(error))
    } finally {
      setDownloading(false)
    }
  }

  const columns: Column<DonationOrder>[] = [
    ...receiptLeadColumns<DonationOrder>(t, '/dashboard/donation-receipts/$id'),
    { key: 'bookedBy', header: t('orders.fields.donor'), cell: (row) => row.bookedBy },
    { key: 'donation', header: t('orders.fields.donation'), cell: (row) => row.donationDetail.name },
    { key: 'bookingDate', header: t('orders.fields.bookingDate'), cell: (row) => formatDate(row.bookingDate) },
    {
      key: 'bookedTime',
      header: t('orders.fields.bookedTime'),
      cell: (row) => <TimeText time={row.bookedTime} />,
    },
    { key: 'date', header: t('orders.fields.forDate'), cell: (row) => formatDate(row.donationDate) },
    { key: 'channel', header: t('orders.fields.channel'), cell: (row) => <ChannelText channel={row.channel} /> },
    { key: 'amount', header: t('orders.fields.amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
    {
      key: 'pdf',
      header: t('orders.fields.pdf'),
      align: 'end',
      width: '4rem',
      cell: (row) => (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('orders.donationReceipts.downloadPdf', { id: row.id })}
          onClick={() => void downloadDonationReceipt(templeId, row.id)}
        >
          <LuFileDown />
        </IconButton>
      ),
    },
  ]

  return (
    <>
      <ListView
        title={t('orders.donationReceipts.title')}
        description={t('orders.donationReceipts.description')}
        actions={
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void downloadAll()}>
            <LuDownload /> {t('orders.donationReceipts.downloadReceipts')}
          </Button>
        }
        filters={
          <FilterBar
            label={t('orders.donationReceipts.filterLabel')}
            active={activeFilterCount(search)}
            onApply={() => {
              const desc = draft.sort.startsWith('-')
              const field = draft.sort.replace(/^-/, '') as DonationSortField
              const next: DonationReceiptSearch = {
                status: draft.status === 'paid' ? undefined : (draft.status as StatusFilter),
                bookingDateAfter: draft.bookingDateAfter || undefined,
                bookingDateBefore: draft.bookingDateBefore || undefined,
                orderBy: field === 'id' ? undefined : field,
                asc: desc ? undefined : true,
              }
              onSearchChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)))
            }}
            onReset={() => onSearchChange({})}
          >
            <StatusSelect value={draft.status} onChange={set('status')} />
            <DateRangeFilters dates="booking" draft={draft} set={set} />
            <SortSelect fields={DONATION_SORT_FIELDS} labels={sortLabels} value={draft.sort} onChange={set('sort')} />
          </FilterBar>
        }
        query={list}
        columns={columns}
        caption={t('orders.donationReceipts.title')}
        rowKey={(row) => row.id}
        empty={{
          icon: <LuReceiptIndianRupee />,
          title: t('orders.donationReceipts.emptyTitle'),
          description: t('orders.donationReceipts.emptyDescription'),
        }}
      />
    </>
  )
}
