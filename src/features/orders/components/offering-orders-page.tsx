import { Button, Flex } from '@chakra-ui/react'
import {} from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { LuCheckCheck, LuDownload, LuReceipt, LuScrollText } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { useSingleFlightAction } from '@/shared/forms/single-flight'
import { useT } from '@/shared/i18n'
import { formatDate, todayApiDate } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/money'
import type { OfferingLanguage } from '@/shared/lib/star-languages'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { FilterBar, SortSelect } from '@/shared/ui/filter-bar'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { startDownload } from '../downloads'
import {
  ANY_DATE,
  ORDER_SORT_FIELDS,
  activeFilterCount,
  offeringOrderFilters,
  positiveId,
  type OfferingOrderSearch,
  type OrderSortField,
  type StatusFilter,
} from '../filters'
import { useMarkCompleted } from '../mutations'
import { useOfferingOrders } from '../queries'
import type { OfferingOrder, Option } from '../types'
import { receiptLeadColumns, RowCheckbox, CatalogueSelects, DateRangeFilters, LanguageSelect, StatusSelect, TimeText } from './receipt-ui'

interface Props {
  search: OfferingOrderSearch
  onSearchChange: (search: OfferingOrderSearch) => void
  deityOptions: Option[]
  categoryOptions: Option[]
  offeringOptions: Option[]
}

interface Draft {
  status: string
  dateAfter: string
  dateBefore: string
  bookingDateAfter: string
  bookingDateBefore: string
  deity: string
  category: string
  offering: string
  sort: string
}

function draftOf(search: OfferingOrderSearch, today: string): Draft {
  const f = offeringOrderFilters(search, today)
  return {
    status: f.status,
    dateAfter: f.dateAfter ?? '',
    dateBefore: f.dateBefore ?? '',
    bookingDateAfter: f.bookingDateAfter ?? '',
    bookingDateBefore: f.bookingDateBefore ?? '',
    deity: f.deity?.toString() ?? '',
    category: f.category?.toString() ?? '',
    offering: f.offering?.toString() ?? '',
    sort: `${f.asc ? '' : '-'}${f.orderBy}`,
  }
}

function searchOf(draft: Draft, today: string): OfferingOrderSearch {
  const desc = draft.sort.startsWith('-')
  const field = draft.sort.replace(/^-/, '') as OrderSortField
  const search: OfferingOrderSearch = {
    status: draft.status === 'paid' ? undefined : (draft.status as StatusFilter),
    dateAfter: draft.dateAfter === '' ? ANY_DATE : draft.dateAfter === today ? undefined : draft.dateAfter,
    dateBefore: draft.dateBefore || undefined,
    bookingDateAfter: draft.bookingDateAfter || undefined,
    bookingDateBefore: draft.bookingDateBefore || undefined,
    deity: positiveId(draft.deity),
    category: positiveId(draft.category),
    offering: positiveId(draft.offering),
    orderBy: field === 'id' ? undefined : field,
    asc: desc ? undefined : true,
  }
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))
}

export function OfferingOrdersPage({ search, onSearchChange, deityOptions, categoryOptions, offeringOptions }: Props) {
  const t = useT()
  const sortLabels = useMemo<Record<OrderSortField, string>>(
    () => ({
      id: t('orders.fields.receiptNumber'),
      booking_date: t('orders.fields.bookingDate'),
      offering_date: t('orders.fields.offeringDate'),
      amount: t('orders.fields.amount'),
    }),
    [t],
  )
  const templeId = useTempleId()
  const can = useCan()
  const canChange = can('change', 'offeringOrders')
  const [today] = useState(todayApiDate)
  const filters = offeringOrderFilters(search, today)
  const list = useOfferingOrders(templeId, filters)
  const markCompleted = useMarkCompleted(templeId)
  const [draft, setDraft] = useState(() => draftOf(search, today))
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [lang, setLang] = useState<OfferingLanguage>('en')
  const [downloading, setDownloading] = useState<'receipts' | 'priest' | null>(null)
  // Bulk Mark completed asks first, with the count; the confirmed call is single-flight.
  const [confirmCount, setConfirmCount] = useState<number | null>(null)
  const complete = useSingleFlightAction((ids: number[]) =>
    markCompleted.mutateAsync(ids, {
      onSuccess: (updated) => {
        setSelected(new Set())
        setConfirmCount(null)
        notify.success(t('orders.offeringReceipts.markedCompleted', { count: updated.length }))
      },
      onError: (error) => {
        setConfirmCount(null)
        notify.error(t('orders.offeringReceipts.markFailed'), describeError(error))
      },
    }),
  )
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))

  const rows = list.data ?? []
  const selectable = rows.filter((row) => row.status === 'paid')
  const selectedIds = selectable.filter((row) => selected.has(row.id)).map((row) => row.id)
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const download = async (kind: 'receipts' | 'priest') => {
    setDownloading(kind)
    try {
      const link =
        kind === 'receipts' ? await ordersApi.receiptsLink(templeId, filters, lang) : await ordersApi.priestLink(templeId, filters, lang)
      await startDownload(link.downloadUrl)
    } catch (error) {
      notify.error(t('orders.downloads.failed'), describeError(error))
    } finally {
      setDownloading(null)
    }
  }

  const columns: Column<OfferingOrder>[] = []
  if (canChange) {
    const allOn = selectable.length > 0 && selectedIds.length === selectable.length
    columns.push({
      key: 'select',
      width: '3rem',
      header: (
        <RowCheckbox
          label={t('orders.offeringReceipts.selectAll')}
          checked={allOn}
          disabled={selectable.length === 0}
          onChange={(on) => setSelected(on ? new Set(selectable.map((row) => row.id)) : new Set())}
        />
      ),
      cell: (row) => (
        <RowCheckbox
          label={t('orders.offeringReceipts.selectOne', { id: row.id })}
          checked={selected.has(row.id) && row.status === 'paid'}
          disabled={row.status !== 'paid'}
          onChange={(on) => toggle(row.id, on)}
        />
      ),
    })
  }
  columns.push(
    ...receiptLeadColumns<OfferingOrder>(t, '/dashboard/offering-orders/$id'),
    { key: 'bookedBy', header: t('orders.fields.bookedBy'), cell: (row) => row.bookedBy },
    { key: 'offering', header: t('orders.fields.offering'), cell: (row) => row.offeringDetail.name },
    { key: 'bookingDate', header: t('orders.fields.bookingDate'), cell: (row) => formatDate(row.bookingDate) },
    { key: 'offeringDate', header: t('orders.fields.offeringDate'), cell: (row) => formatDate(row.offeringDate) },
    {
      key: 'bookedTime',
      header: t('orders.fields.bookedTime'),
      cell: (row) => <TimeText time={row.bookedTime} />,
    },
    { key: 'devotees', header: t('orders.fields.devotees'), align: 'end', cell: (row) => row.devoteeCount },
    { key: 'amount', header: t('orders.fields.amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
    { key: 'dakshina', header: t('orders.fields.dakshina'), align: 'end', cell: (row) => formatMoney(row.dakshina) },
  )

  return (
    <>
      <ListView
        title={t('orders.offeringReceipts.title')}
        description={t('orders.offeringReceipts.description')}
        filters={
          <>
            <FilterBar
              label={t('orders.offeringReceipts.filterLabel')}
              active={activeFilterCount(search)}
              onApply={() => {
                setSelected(new Set())
                onSearchChange(searchOf(draft, today))
              }}
              onReset={() => {
                setDraft(draftOf({}, today))
                setSelected(new Set())
                onSearchChange({})
              }}
            >
              <StatusSelect value={draft.status} onChange={set('status')} />
              <DateRangeFilters dates="offering" draft={draft} set={set} />
              <DateRangeFilters dates="booking" draft={draft} set={set} />
              <CatalogueSelects value={draft} options={{ deityOptions, categoryOptions, offeringOptions }} onChange={set} />
              <SortSelect fields={ORDER_SORT_FIELDS} labels={sortLabels} value={draft.sort} onChange={set('sort')} />
            </FilterBar>
            <Flex gap="3" mb="3" align="flex-end" wrap="wrap" justify="space-between">
              <Flex gap="2" align="flex-end" wrap="wrap">
                <LanguageSelect value={lang} onChange={setLang} />
                <Button size="sm" variant="outline" loading={downloading === 'receipts'} onClick={() => void download('receipts')}>
                  <LuDownload /> {t('orders.offeringReceipts.downloadReceipts')}
                </Button>
                <Button size="sm" variant="outline" loading={downloading === 'priest'} onClick={() => void download('priest')}>
                  <LuScrollText /> {t('orders.offeringReceipts.priestList')}
                </Button>
              </Flex>
              {canChange && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  disabled={selectedIds.length === 0}
                  loading={complete.pending}
                  onClick={() => setConfirmCount(selectedIds.length)}
                >
                  <LuCheckCheck />{' '}
                  {selectedIds.length
                    ? t('orders.offeringReceipts.markCompletedCount', { count: selectedIds.length })
                    : t('orders.offeringReceipts.markCompleted')}
                </Button>
              )}
              <ConfirmDialog
                open={confirmCount !== null}
                tone="neutral"
                title={t('orders.offeringReceipts.confirmMark', { count: confirmCount ?? 0 })}
                warning={t('orders.offeringReceipts.confirmMarkWarning')}
                confirmLabel={t('orders.offeringReceipts.markCompleted')}
                busy={complete.pending}
                onCancel={() => setConfirmCount(null)}
                onConfirm={() => complete.run(selectedIds)}
              />
            </Flex>
          </>
        }
        query={list}
        columns={columns}
        caption={t('orders.offeringReceipts.title')}
        rowKey={(row) => row.id}
        rowHeight={53}
        empty={{
          icon: <LuReceipt />,
          title: t('orders.offeringReceipts.emptyTitle'),
          description: t('orders.offeringReceipts.emptyDescription'),
        }}
      />
    </>
  )
}
