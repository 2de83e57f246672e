import { Box, Button, Flex, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { LuChartColumn, LuFileSpreadsheet, LuFileText, LuSheet } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { formatMoney } from '@/shared/lib/money'
import { TableSkeleton } from '@/shared/ui/loaders'
import { EmptyBlock, PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { reportCsvRows, saveTextFile, toCsv } from '../csv'
import { startDownload } from '../downloads'
import { activeFilterCount, positiveId } from '../filters'
import { orderKeys, useFinancialReport } from '../queries'
import {
  DURATIONS,
  DURATION_LABELS,
  applyReportFilters,
  changeDuration,
  reportDefaults,
  reportQuery,
  type Duration,
  type ReportFilterForm,
  type ReportSearch,
} from '../report'
import type { FinancialReport, FinancialTotals, Option, OrderStatus } from '../types'
import { FilterBar, FilterField } from '@/shared/ui/filter-bar'
import { CatalogueSelects, DateRangeFilters, StatusSelect, ChannelText, ValueLabel } from './receipt-ui'
import { ReportChart } from './report-chart'

interface Props {
  search: ReportSearch
  onSearchChange: (search: ReportSearch) => void
  deityOptions: Option[]
  categoryOptions: Option[]
  offeringOptions: Option[]
}

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <FilterField label={label} minW="8rem">
      <Input size="sm" type="time" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </FilterField>
  )
}

/** A row's counts and sums (an item's, or the totals'), in the table's column order. */
/** The per-channel count columns, in order: the header and the figure cells both follow it. */
const CHANNEL_COLUMNS = [
  { channel: 'app', count: 'appCount' },
  { channel: 'counter', count: 'counterCount' },
  { channel: 'pos', count: 'posCount' },
  { channel: 'website', count: 'websiteCount' },
] as const

function FigureCells({ figures }: { figures: FinancialTotals }) {
  const cells = [figures.count, ...CHANNEL_COLUMNS.map((column) => figures[column.count])]
  return (
    <>
      {cells.map((value, i) => (
        <Table.Cell key={i} textAlign="end">
          {value}
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end">{formatMoney(figures.amount)}</Table.Cell>
      <Table.Cell textAlign="end">{formatMoney(figures.dakshina)}</Table.Cell>
    </>
  )
}

function ReportTable({ report }: { report: FinancialReport }) {
  const t = useT()
  const totals = report.totals
  return (
    // On a phone the table scrolls sideways: a keyboard reaches it (it holds nothing focusable).
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" data-testid="report-table">
        <Table.Caption srOnly>{t('orders.report.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader width="3rem">#</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.fields.offering')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.fields.category')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.report.count')}</Table.ColumnHeader>
            {CHANNEL_COLUMNS.map(({ channel }) => (
              <Table.ColumnHeader key={channel} textAlign="end">
                <ChannelText channel={channel} />
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('orders.fields.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('orders.fields.dakshina')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.items.map((row) => (
            <Table.Row key={row.id} data-testid="report-row">
              <Table.Cell>{row.id}</Table.Cell>
              <Table.Cell>{row.offeringName}</Table.Cell>
              <Table.Cell>{row.categoryName || '-'}</Table.Cell>
              <FigureCells figures={row} />
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="bg.muted" fontWeight="semibold" data-testid="report-totals">
            <Table.Cell />
            <Table.Cell>{t('orders.fields.total')}</Table.Cell>
            <Table.Cell />
            <FigureCells figures={totals} />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  )
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Panel>
      <ValueLabel>{label}</ValueLabel>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
    </Panel>
  )
}

interface Draft {
  status: string
  dateAfter: string
  dateBefore: string
  deity: string
  category: string
  offering: string
  fromTime: string
  toTime: string
}

function draftOf(search: ReportSearch): Draft {
  return {
    status: search.status ?? reportDefaults().status,
    dateAfter: search.dateAfter ?? '',
    dateBefore: search.dateBefore ?? '',
    deity: search.deity?.toString() ?? '',
    category: search.category?.toString() ?? '',
    offering: search.offering?.toString() ?? '',
    fromTime: search.fromTime ?? '',
    toTime: search.toTime ?? '',
  }
}

function formOf(draft: Draft): ReportFilterForm {
  return {
    status: draft.status as OrderStatus,
    dateAfter: draft.dateAfter || undefined,
    dateBefore: draft.dateBefore || undefined,
    deity: positiveId(draft.deity),
    category: positiveId(draft.category),
    offering: positiveId(draft.offering),
    fromTime: draft.fromTime || undefined,
    toTime: draft.toTime || undefined,
  }
}

export function ReportPage({ search, onSearchChange, deityOptions, categoryOptions, offeringOptions }: Props) {
  const t = useT()
  const templeId = useTempleId()
  const queryClient = useQueryClient()
  const query = reportQuery(search, new Date())
  const report = useFinancialReport(templeId, query)
  const duration = search.duration ?? reportDefaults().duration
  const [draft, setDraft] = useState(() => draftOf(search))
  const [fileBusy, setFileBusy] = useState<'pdf' | 'xlsx' | null>(null)
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const data = report.data

  const openFile = async (fileType: 'pdf' | 'xlsx') => {
    setFileBusy(fileType)
    try {
      await startDownload((await ordersApi.financialLink(templeId, query, fileType)).downloadUrl)
    } catch (error) {
      notify.error(t('orders.downloads.failed'), describeError(error))
    } finally {
      setFileBusy(null)
    }
  }

  const exportCsv = () => {
    if (!data) return
    saveTextFile(toCsv(reportCsvRows(data)), `offering-report-${query.bookingDateAfter}-to-${query.bookingDateBefore}.csv`)
  }

  return (
    <>
      <PageHeader
        title={t('orders.report.title')}
        description={t('orders.report.description')}
        actions={
          <>
            <Button size="sm" variant="outline" loading={fileBusy === 'pdf'} onClick={() => void openFile('pdf')}>
              <LuFileText /> PDF
            </Button>
            <Button size="sm" variant="outline" loading={fileBusy === 'xlsx'} onClick={() => void openFile('xlsx')}>
              <LuFileSpreadsheet /> XLSX
            </Button>
            <Button size="sm" variant="outline" disabled={!data || report.isPlaceholderData} onClick={exportCsv}>
              <LuSheet /> CSV
            </Button>
          </>
        }
      />
      <FilterBar
        label={t('orders.report.filterLabel')}
        active={activeFilterCount(search)}
        applyLabel={t('orders.report.apply')}
        resetLabel={t('orders.report.reset')}
        onApply={() => onSearchChange(applyReportFilters(search, formOf(draft)))}
        onReset={() => {
          // Reset clears the items: the report loads again from the defaults.
          queryClient.removeQueries({ queryKey: orderKeys.reports(templeId) })
          setDraft(draftOf({}))
          onSearchChange({})
        }}
        lead={
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('orders.report.duration')}>
            {DURATIONS.map((d: Duration) => (
              <Button
                key={d}
                size="sm"
                variant={d === duration ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={d === duration}
                onClick={() => onSearchChange(changeDuration(search, d))}
              >
                {t(DURATION_LABELS[d])}
              </Button>
            ))}
            <Text fontSize="sm" color="fg.muted" alignSelf="center" ms="2" data-testid="report-range">
              {t('orders.report.range', {
                from: query.bookingDateAfter.split('-').reverse().join('/'),
                to: query.bookingDateBefore.split('-').reverse().join('/'),
              })}
            </Text>
          </Flex>
        }
      >
        <StatusSelect value={draft.status} onChange={set('status')} allowAll={false} />
        <DateRangeFilters dates="offering" draft={draft} set={set} />
        <CatalogueSelects value={draft} options={{ deityOptions, categoryOptions, offeringOptions }} onChange={set} />
        <TimeInput label={t('orders.filters.bookedFrom')} value={draft.fromTime} onChange={set('fromTime')} />
        <TimeInput label={t('orders.filters.bookedTo')} value={draft.toTime} onChange={set('toTime')} />
      </FilterBar>
      {report.isPending ? (
        <Panel>
          <TableSkeleton columns={5} />
        </Panel>
      ) : report.isError || !data ? (
        <FormAlert message={describeError(report.error)} />
      ) : (
        <Stack gap="4" opacity={report.isPlaceholderData ? 0.6 : 1} aria-busy={report.isFetching}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Stat label={t('orders.fields.amount')} value={formatMoney(data.totals.amount)} />
            <Stat label={t('orders.report.bookings')} value={data.totals.count} />
            <Stat label={t('orders.fields.dakshina')} value={formatMoney(data.totals.dakshina)} />
          </SimpleGrid>
          {data.items.length === 0 ? (
            <Panel>
              <EmptyBlock
                icon={<LuChartColumn />}
                title={t('orders.report.emptyTitle')}
                description={t('orders.report.emptyDescription')}
              />
            </Panel>
          ) : (
            <>
              <Panel>
                <ReportChart report={data} />
              </Panel>
              <Box>
                <ReportTable report={data} />
              </Box>
            </>
          )}
        </Stack>
      )}
    </>
  )
}
