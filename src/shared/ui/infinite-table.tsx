import { Box, Button, Flex, Table, Text } from '@chakra-ui/react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useT } from '@/shared/i18n'
import { layoutFor, useViewportWidth, type Column } from './table-columns'
import { CardRow, RowsBody, VirtualRow } from './table-rows'

export type { Column } from './table-columns'

interface InfiniteTableProps<T> {
  rows: T[]
  columns: Column<T>[]
  rowKey: (row: T) => string | number
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  /** Row height in px (rows are uniform; padding rows keep the scroll height right). */
  rowHeight?: number
  /** A card's expected height in px on a phone (by default from the number of fields); the cards are measured. */
  cardHeight?: number
  caption?: string
  /** Shown instead of the Load more button (e.g. a failed next page with Retry). */
  footer?: ReactNode
}

/**
 * A table over a Link-paginated list: only the rows near the viewport are in the DOM, and the
 * next page loads as the end comes into view (or with the Load more button). Columns fold into
 * a detail line on narrower screens (`foldBelow`); on a phone each row is a stacked card.
 */
export function InfiniteTable<T>({
  rows,
  columns,
  rowKey,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  rowHeight = 53,
  cardHeight,
  caption,
  footer,
}: InfiniteTableProps<T>) {
  const t = useT()
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const width = useViewportWidth()
  const layout = useMemo(() => layoutFor(columns, width), [columns, width])
  const fieldCount = columns.filter((c) => c.key !== 'no' && c.key !== 'actions').length - 1
  const height = layout.cards ? (cardHeight ?? 64 + Math.max(0, fieldCount) * 22) : rowHeight
  useLayoutEffect(() => {
    setScrollMargin(bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 0)
  }, [layout.cards])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => height,
    // About one screen ahead and behind: enough for a fast wheel, few rows to mount per frame.
    overscan: layout.cards ? 3 : 6,
    scrollMargin,
    // Cards are measured (rows never are); an element with no layout (not painted) keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || height,
  })
  useEffect(() => virtualizer.measure(), [virtualizer, height])
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  useEffect(() => {
    // A page (20 rows) ahead: the next page is usually there before the user reaches the end.
    if (hasNextPage && !isFetchingNextPage && !footer && lastIndex >= rows.length - 20) fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, footer, lastIndex, rows.length, fetchNextPage])

  // The caption and the column headers change with the columns only: not with each scroll or page.
  const head = useMemo(
    () => (
      <>
        {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
        <Table.Header srOnly={layout.cards}>
          <Table.Row bg="bg.muted">
            {layout.cards ? (
              <Table.ColumnHeader>{caption}</Table.ColumnHeader>
            ) : (
              layout.shown.map((column) => (
                <Table.ColumnHeader key={column.key} width={column.width} textAlign={column.align ?? 'start'}>
                  {column.header}
                </Table.ColumnHeader>
              ))
            )}
          </Table.Row>
        </Table.Header>
      </>
    ),
    [caption, layout],
  )

  const paddingTop = items.length ? (items[0]?.start ?? 0) - scrollMargin : 0
  const paddingBottom = items.length ? virtualizer.getTotalSize() - ((items.at(-1)?.end ?? 0) - scrollMargin) : 0
  const span = layout.cards ? 1 : layout.shown.length

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
        <Table.Root
          size={layout.cards ? 'sm' : 'md'}
          interactive
          aria-rowcount={rows.length + 1}
          tableLayout={layout.cards ? 'fixed' : 'auto'}
        >
          {head}
          <RowsBody ref={bodyRef}>
            {paddingTop > 0 && (
              <tr aria-hidden style={{ height: paddingTop }}>
                <td colSpan={span} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index] as T
              return layout.cards ? (
                <CardRow key={rowKey(row)} row={row} index={item.index} columns={columns} measure={virtualizer.measureElement} />
              ) : (
                <VirtualRow key={rowKey(row)} row={row} index={item.index} layout={layout} height={height} />
              )
            })}
            {paddingBottom > 0 && (
              <tr aria-hidden style={{ height: paddingBottom }}>
                <td colSpan={span} />
              </tr>
            )}
          </RowsBody>
        </Table.Root>
      </Table.ScrollArea>
      <Flex justify="center" align="center" gap="3" py="4" minH="14">
        {footer ??
          (hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              onClick={fetchNextPage}
              loading={isFetchingNextPage}
              loadingText={t('common.table.loadingMore')}
            >
              {t('common.table.loadMore')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('common.table.items', { count: rows.length })}
            </Text>
          ))}
      </Flex>
    </Box>
  )
}
