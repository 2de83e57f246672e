import { Box, Button, Flex, Table, Text } from '@chakra-ui/react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T, index: number) => ReactNode
  width?: string
  align?: 'start' | 'end' | 'center'
}

interface RowProps<T> {
  row: T
  index: number
  columns: Column<T>[]
}

/**
 * One row. Memoised: scrolling re-renders the table, but a row already on screen renders again
 * only when its data, position or columns change.
 */
const VirtualRow = memo(function VirtualRow<T>({ row, index, columns }: RowProps<T>) {
  return (
    <Table.Row data-index={index} aria-rowindex={index + 2}>
      {columns.map((column) => (
        <Table.Cell key={column.key} textAlign={column.align ?? 'start'}>
          {column.cell(row, index)}
        </Table.Cell>
      ))}
    </Table.Row>
  )
}) as <T>(props: RowProps<T>) => ReactNode

interface InfiniteTableProps<T> {
  rows: T[]
  columns: Column<T>[]
  rowKey: (row: T) => string | number
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  /** Row height in px (rows are uniform; padding rows keep the scroll height right). */
  rowHeight?: number
  caption?: string
}

/**
 * A table over a Link-paginated list: only the rows near the viewport are in the DOM, and the
 * next page loads as the end comes into view (or with the Load more button).
 */
export function InfiniteTable<T>({
  rows,
  columns,
  rowKey,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  rowHeight = 53,
  caption,
}: InfiniteTableProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    setScrollMargin(bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 0)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - 5) fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, lastIndex, rows.length, fetchNextPage])

  const paddingTop = items.length ? (items[0]?.start ?? 0) - scrollMargin : 0
  const paddingBottom = items.length ? virtualizer.getTotalSize() - ((items.at(-1)?.end ?? 0) - scrollMargin) : 0

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
        <Table.Root size="md" interactive aria-rowcount={rows.length + 1}>
          {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} width={column.width} textAlign={column.align ?? 'start'}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body ref={bodyRef}>
            {paddingTop > 0 && (
              <tr aria-hidden style={{ height: paddingTop }}>
                <td colSpan={columns.length} />
              </tr>
            )}
            {items.map((item) => {
              const row = rows[item.index] as T
              return <VirtualRow key={rowKey(row)} row={row} index={item.index} columns={columns} />
            })}
            {paddingBottom > 0 && (
              <tr aria-hidden style={{ height: paddingBottom }}>
                <td colSpan={columns.length} />
              </tr>
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Flex justify="center" align="center" gap="3" py="4" minH="14">
        {hasNextPage ? (
          <Button variant="outline" size="sm" onClick={fetchNextPage} loading={isFetchingNextPage} loadingText="Loading more">
            Load more
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {rows.length === 1 ? '1 item' : `${rows.length} items`}
          </Text>
        )}
      </Flex>
    </Box>
  )
}
