import { Box, Button, Flex, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { LuChartColumn, LuFileSpreadsheet, LuFileText, LuSheet } from 'react-icons/lu'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { formatMoney } from '@/shared/lib/money'
import { TableSkeleton } from '@/shared/ui/loaders'
import { EmptyBlock, PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { ordersApi } from '../api'
import { reportCsvRows, saveTextFile, toCsv } from '../csv'
import { assignDownload } from '../downloads'
import { positiveId } from '../filters'
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
import type { FinancialReport, Option, OrderStatus } from '../types'
import { DateInput, FilterField, OptionSelect } from '@/shared/ui/filter-bar'
import { StatusSelect } from './parts'
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

function ReportTable({ report }: { report: FinancialReport }) {
  const t = report.totals
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm" data-testid="report-table">
        <Table.Caption srOnly>Offering financial report</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader width="3rem">#</Table.ColumnHeader>
            <Table.ColumnHeader>Offering</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">App</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Counter</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">POS</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Website</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Dakshina</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.items.map((row) => (
            <Table.Row key={row.id} data-testid="report-row">
              <Table.Cell>{row.id}</Table.Cell>
              <Table.Cell>{row.offeringName}</Table.Cell>
              <Table.Cell>{row.categoryName || '-'}</Table.Cell>
              <Table.Cell textAlign="end">{row.count}</Table.Cell>
              <Table.Cell textAlign="end">{row.appCount}</Table.Cell>
              <Table.Cell textAlign="end">{row.counterCount}</Table.Cell>
              <Table.Cell textAlign="end">{row.posCount}</Table.Cell>
              <Table.Cell textAlign="end">{row.websiteCount}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(row.amount)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(row.dakshina)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="bg.muted" fontWeight="semibold" data-testid="report-totals">
            <Table.Cell />
            <Table.Cell>Total</Table.Cell>
            <Table.Cell />
            <Table.Cell textAlign="end">{t.count}</Table.Cell>
            <Table.Cell textAlign="end">{t.appCount}</Table.Cell>
            <Table.Cell textAlign="end">{t.counterCount}</Table.Cell>
            <Table.Cell textAlign="end">{t.posCount}</Table.Cell>
            <Table.Cell textAlign="end">{t.websiteCount}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(t.amount)}</Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(t.dakshina)}</Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  )
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Panel>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
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
      assignDownload((await ordersApi.financialLink(templeId, query, fileType)).downloadUrl)
    } catch (error) {
      notify.error('Download failed', describeError(error))
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
        title="Reports"
        description="Offering financial report: bookings and amounts by offering."
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
      <Panel mb="4">
        <Stack gap="4">
          <Flex gap="2" wrap="wrap" role="group" aria-label="Duration">
            {DURATIONS.map((d: Duration) => (
              <Button
                key={d}
                size="sm"
                variant={d === duration ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={d === duration}
                onClick={() => onSearchChange(changeDuration(search, d))}
              >
                {DURATION_LABELS[d]}
              </Button>
            ))}
            <Text fontSize="sm" color="fg.muted" alignSelf="center" ms="2" data-testid="report-range">
              Booked {query.bookingDateAfter.split('-').reverse().join('/')} to {query.bookingDateBefore.split('-').reverse().join('/')}
            </Text>
          </Flex>
          <Flex
            as="form"
            role="search"
            aria-label="Filter the report"
            gap="3"
            align="flex-end"
            wrap="wrap"
            onSubmit={(event) => {
              event.preventDefault()
              onSearchChange(applyReportFilters(search, formOf(draft)))
            }}
          >
            <StatusSelect value={draft.status} onChange={set('status')} allowAll={false} />
            <DateInput label="Offering date from" value={draft.dateAfter} onChange={set('dateAfter')} />
            <DateInput label="Offering date to" value={draft.dateBefore} onChange={set('dateBefore')} />
            <OptionSelect label="Deity" value={draft.deity} options={deityOptions} onChange={set('deity')} />
            <OptionSelect label="Category" value={draft.category} options={categoryOptions} onChange={set('category')} />
            <OptionSelect label="Offering" value={draft.offering} options={offeringOptions} onChange={set('offering')} />
            <TimeInput label="Booked from" value={draft.fromTime} onChange={set('fromTime')} />
            <TimeInput label="Booked to" value={draft.toTime} onChange={set('toTime')} />
            <Flex gap="2">
              <Button type="submit" size="sm" colorPalette="brand">
                Apply
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  // Reset clears the items: the report loads again from the defaults.
                  queryClient.removeQueries({ queryKey: orderKeys.reports(templeId) })
                  setDraft(draftOf({}))
                  onSearchChange({})
                }}
              >
                Reset
              </Button>
            </Flex>
          </Flex>
        </Stack>
      </Panel>
      {report.isPending ? (
        <Panel>
          <TableSkeleton columns={5} />
        </Panel>
      ) : report.isError || !data ? (
        <FormAlert message={describeError(report.error)} />
      ) : (
        <Stack gap="4" opacity={report.isPlaceholderData ? 0.6 : 1} aria-busy={report.isFetching}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Stat label="Amount" value={formatMoney(data.totals.amount)} />
            <Stat label="Bookings" value={data.totals.count} />
            <Stat label="Dakshina" value={formatMoney(data.totals.dakshina)} />
          </SimpleGrid>
          {data.items.length === 0 ? (
            <Panel>
              <EmptyBlock
                icon={<LuChartColumn />}
                title="No bookings in this period"
                description="Try another duration or status, or reset the filters."
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
