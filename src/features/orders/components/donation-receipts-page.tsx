import { IconButton, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { LuFileDown, LuReceiptIndianRupee } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { formatDate, formatTime } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { DateInput, FilterBar, SortSelect } from '@/shared/ui/filter-bar'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { openDownload } from '../downloads'
import {
  DONATION_SORT_FIELDS,
  donationReceiptFilters,
  type DonationReceiptSearch,
  type DonationSortField,
  type StatusFilter,
} from '../filters'
import { useDonationReceipts } from '../queries'
import { ORDER_CHANNEL_LABELS, type DonationOrder } from '../types'
import { StatusBadge, StatusSelect } from './parts'

const SORT_LABELS: Record<DonationSortField, string> = { id: 'Receipt number', booking_date: 'Date of booking', amount: 'Amount' }

/** Fetches the receipt's PDF link and opens it (only PDF has a link). */
export async function downloadDonationReceipt(templeId: number, id: number) {
  try {
    openDownload((await ordersApi.donationReceiptLink(templeId, id)).downloadUrl)
  } catch (error) {
    notify.error('Download failed', describeError(error))
  }
}

interface Props {
  search: DonationReceiptSearch
  onSearchChange: (search: DonationReceiptSearch) => void
}

export function DonationReceiptsPage({ search, onSearchChange }: Props) {
  const templeId = useTempleId()
  const filters = donationReceiptFilters(search)
  const list = useDonationReceipts(templeId, filters)
  const [draft, setDraft] = useState({
    status: filters.status as string,
    bookingDateAfter: filters.bookingDateAfter ?? '',
    bookingDateBefore: filters.bookingDateBefore ?? '',
    sort: `${filters.asc ? '' : '-'}${filters.orderBy}`,
  })
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))

  const columns: Column<DonationOrder>[] = [
    {
      key: 'id',
      header: 'Receipt',
      cell: (row) => (
        <Link to="/dashboard/donation-receipts/$id" params={{ id: row.id }} style={{ fontWeight: 600, textDecoration: 'underline' }}>
          #{row.id}
        </Link>
      ),
    },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    { key: 'bookedBy', header: 'Donor', cell: (row) => row.bookedBy },
    { key: 'donation', header: 'Donation', cell: (row) => row.donationDetail.name },
    { key: 'bookingDate', header: 'Date of booking', cell: (row) => formatDate(row.bookingDate) },
    { key: 'bookedTime', header: 'Booked time', cell: (row) => <Text whiteSpace="nowrap">{formatTime(row.bookedTime)}</Text> },
    { key: 'date', header: 'For date', cell: (row) => formatDate(row.donationDate) },
    { key: 'channel', header: 'Channel', cell: (row) => ORDER_CHANNEL_LABELS[row.channel] ?? row.channel },
    { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatMoney(row.amount) },
    {
      key: 'pdf',
      header: 'PDF',
      align: 'end',
      width: '4rem',
      cell: (row) => (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={`Download receipt ${row.id} as PDF`}
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
        title="Donation receipts"
        description="Donations received, from every channel."
        filters={
          <FilterBar
            label="Filter donation receipts"
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
            <DateInput label="Booking date from" value={draft.bookingDateAfter} onChange={set('bookingDateAfter')} />
            <DateInput label="Booking date to" value={draft.bookingDateBefore} onChange={set('bookingDateBefore')} />
            <SortSelect fields={DONATION_SORT_FIELDS} labels={SORT_LABELS} value={draft.sort} onChange={set('sort')} />
          </FilterBar>
        }
        query={list}
        columns={columns}
        caption="Donation receipts"
        rowKey={(row) => row.id}
        empty={{
          icon: <LuReceiptIndianRupee />,
          title: 'No donation receipts match these filters',
          description: 'Donations show here as devotees give. Try another status or date, or reset the filters.',
        }}
      />
    </>
  )
}
