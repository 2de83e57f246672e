import { Box, Button, Flex, Stack, Table, Text, useMediaQuery } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useT } from '@/shared/i18n'
import { ListError } from '@/shared/ui/list-view'
import { TableSkeleton } from '@/shared/ui/loaders'
import { Panel } from '@/shared/ui/page'

export interface PagedColumn<T> {
  key: string
  header: string
  cell: (row: T) => ReactNode
  width?: string
  /** The row's actions: a header for screen readers only, never wrapped, at the foot of a phone card. */
  actions?: boolean
}

/** Below this width the table is a card list (decision 173). */
const TABLE_SCREEN = '(min-width: 48em)'

/** What the table needs from an infinite query (pages of plain items, `next` from the Link header). */
export interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined
  isPending: boolean
  isError: boolean
  error: unknown
  isFetching: boolean
  refetch: () => unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

interface PagedTableProps<T> {
  caption: string
  query: PagedQuery<T>
  columns: PagedColumn<T>[]
  rowKey: (row: T) => string | number
  /** Opens the row (keyboard and mouse); the row's own buttons stop the click. */
  onRowClick?: (row: T) => void
  rowLabel?: (row: T) => string
}

/** A staff list in its panel: its title, its paged table, and what goes with it (a dialog) below. */
export function PagedPanel<T>({ title, children, ...table }: PagedTableProps<T> & { title: string; children?: ReactNode }) {
  return (
    <Panel>
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        <PagedTable {...table} />
      </Stack>
      {children}
    </Panel>
  )
}

/**
 * The staff approval tables (10 a page): the list states of `ListView` (skeleton, the error with
 * Retry, the empty text), but one page of a server-paged table at a time: Next follows the server's `next` link (a page
 * already loaded is shown again without a request), Previous goes back.
 */
export function PagedTable<T>({ caption, query, columns, rowKey, onRowClick, rowLabel }: PagedTableProps<T>) {
  const t = useT()
  const [pageIndex, setPageIndex] = useState(0)
  if (query.isPending) return <TableSkeleton rows={4} columns={Math.min(columns.length, 4)} />
  if (query.isError || !query.data) {
    return <ListError error={query.error} what={caption.toLowerCase()} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  }
  const pages = query.data.pages
  const index = Math.min(pageIndex, pages.length - 1)
  const rows = pages[index]?.items ?? []
  if (index === 0 && rows.length === 0) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid="empty-table">
        {t('staff.table.empty')}
      </Text>
    )
  }
  const canNext = index < pages.length - 1 || query.hasNextPage
  const next = async () => {
    if (index === pages.length - 1) await query.fetchNextPage()
    setPageIndex(index + 1)
  }
  return (
    <Box>
      <ResponsiveRows caption={caption} rows={rows} columns={columns} rowKey={rowKey} onRowClick={onRowClick} rowLabel={rowLabel} />
      <Flex justify="space-between" align="center" pt="3" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('staff.table.page', { page: index + 1 })}
        </Text>
        <Flex gap="2">
          <Button size="xs" variant="outline" disabled={index === 0} onClick={() => setPageIndex(index - 1)}>
            {t('staff.table.previous')}
          </Button>
          <Button size="xs" variant="outline" disabled={!canNext} loading={query.isFetchingNextPage} onClick={() => void next()}>
            {t('staff.table.next')}
          </Button>
        </Flex>
      </Flex>
    </Box>
  )
}

type RowsProps<T> = Omit<PagedTableProps<T>, 'query'> & { rows: T[] }

/** Every staff table: a table on wide screens, a card list on a phone (decision 173). */
export function ResponsiveRows<T>(props: RowsProps<T>) {
  const [wide = true] = useMediaQuery([TABLE_SCREEN], { ssr: false })
  return wide ? <RowsTable {...props} /> : <RowCards {...props} />
}

/** Wide screens: the table. Text wraps so the actions stay in view without sideways scrolling. */
function RowsTable<T>({ caption, rows, columns, rowKey, onRowClick, rowLabel }: RowsProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root size="sm" interactive={Boolean(onRowClick)}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} width={column.actions ? '1%' : column.width}>
                {column.actions ? <Text srOnly>{column.header}</Text> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={rowKey(row)}
              cursor={onRowClick ? 'pointer' : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              aria-label={rowLabel?.(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={
                onRowClick
                  ? (event) => {
                      if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
                        event.preventDefault()
                        onRowClick(row)
                      }
                    }
                  : undefined
              }
            >
              {columns.map((column) => (
                <Table.Cell key={column.key} whiteSpace={column.actions ? 'nowrap' : 'normal'}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/**
 * Phones: one card a row, named by its first column, with the other columns as label and value
 * and the actions at the foot. A row that opens is opened by its name's button.
 */
function RowCards<T>({ caption, rows, columns, rowKey, onRowClick, rowLabel }: RowsProps<T>) {
  const [title, ...rest] = columns
  const details = rest.filter((column) => !column.actions)
  const actions = rest.filter((column) => column.actions)
  return (
    <Stack as="ul" aria-label={caption} gap="3" listStyleType="none" m="0" p="0">
      {rows.map((row) => (
        <Box as="li" key={rowKey(row)} borderWidth="1px" borderRadius="md" p="3" minW="0">
          {title &&
            (onRowClick ? (
              <Button
                variant="plain"
                p="0"
                h="auto"
                fontWeight="semibold"
                whiteSpace="normal"
                textAlign="start"
                color="fg"
                textDecoration="underline"
                aria-label={rowLabel?.(row)}
                onClick={() => onRowClick(row)}
                data-testid="card-title"
              >
                {title.cell(row)}
              </Button>
            ) : (
              <Text fontWeight="semibold" data-testid="card-title">
                {title.cell(row)}
              </Text>
            ))}
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2" fontSize="sm">
            {details.map((column) => (
              <Box key={column.key} display="contents">
                <Text as="dt" color="fg.muted">
                  {column.header}
                </Text>
                <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
                  {column.cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
          {actions.map((column) => (
            <Box key={column.key} mt="3">
              {column.cell(row)}
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  )
}
