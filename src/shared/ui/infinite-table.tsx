import { Box, Button, Flex, Table, Text, useRecipe, useTableStyles, type SystemStyleObject } from '@chakra-ui/react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  Fragment,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react'
import { useT } from '@/shared/i18n'
import { rowActionsCss } from './row-actions'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T, index: number) => ReactNode
  width?: string
  align?: 'start' | 'end' | 'center'
  /**
   * Column priority: below this viewport width (px) the column is not rendered as a column;
   * its value moves into the detail line under the first column's content (and into the card on
   * a phone). Leave it out for the columns that always stay.
   */
  foldBelow?: number
  /** The row's title column (the detail line goes under it); by default the first one not keyed 'no'. */
  primary?: boolean
}

function primaryOf<T>(columns: Column<T>[]): Column<T> | undefined {
  return columns.find((column) => column.primary) ?? columns.find((column) => column.key !== 'no' && column.key !== 'actions') ?? columns[0]
}

/** Below this width every row is a stacked card instead of a table row. */
export const CARD_BELOW = 768

function subscribeResize(callback: () => void) {
  window.addEventListener('resize', callback)
  return () => window.removeEventListener('resize', callback)
}

/** The viewport width, re-rendering on resize (rounded to 16 px so scrollbars do not flicker it). */
function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => Math.round(window.innerWidth / 16) * 16,
    () => 1280,
  )
}

interface Layout<T> {
  /** Rendered as table columns. */
  shown: Column<T>[]
  /** Folded into the detail line under the first shown column. */
  folded: Column<T>[]
  cards: boolean
}

function layoutFor<T>(columns: Column<T>[], width: number): Layout<T> {
  const cards = width < CARD_BELOW
  const shown = columns.filter((column) => !cards && (column.foldBelow === undefined || width >= column.foldBelow))
  const folded = columns.filter((column) => column.foldBelow !== undefined && (cards || width < column.foldBelow))
  return { shown, folded, cards }
}

/** 'Category: Poojas · Type: Weekly': the folded columns of a row on one muted line. */
function DetailLine<T>({ row, index, columns, lines = 1 }: { row: T; index: number; columns: Column<T>[]; lines?: 1 | 2 }) {
  if (columns.length === 0) return null
  return (
    <div data-detail={lines}>
      {columns.map((column, i) => (
        <Fragment key={column.key}>
          {i > 0 && ' · '}
          <span>{column.header}: </span>
          {column.cell(row, index)}
        </Fragment>
      ))}
    </div>
  )
}

/**
 * The look of the rows, cards and detail lines, given once to the table body: the rows are plain
 * `<tr>`/`<td>` elements, so a screen of rows mounts no styled component per cell (each one runs
 * the style engine when it renders; docs/decisions/139-plain-rows.md). Row and cell take the
 * table recipe's own styles, so they look as `Table.Row`/`Table.Cell` would.
 */
function bodyCss(table: Record<string, SystemStyleObject>, button: SystemStyleObject): SystemStyleObject {
  return {
    ...rowActionsCss(button),
    '& > tr': table.row,
    '& > tr > td': table.cell,
    '& [data-detail]': { fontSize: 'xs', color: 'fg.muted', lineHeight: '1.35', mt: '0.5' },
    '& [data-detail="1"]': { lineClamp: 1 },
    '& [data-detail="2"]': { lineClamp: 2 },
    '& [data-card]': { display: 'flex', flexDirection: 'column', gap: '1' },
    '& [data-card-head]': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' },
    '& [data-card-title]': { minW: '0', display: 'flex', alignItems: 'baseline', gap: '2' },
    '& [data-card-no]': { color: 'fg.muted', fontSize: 'sm' },
    '& [data-card] dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '0.5', fontSize: 'sm' },
    '& [data-card] dt': { color: 'fg.muted' },
    // A card shows its values whole: they wrap instead of being cut.
    '& [data-card] dd': { minW: '0', overflowWrap: 'anywhere' },
    '& [data-card] dd [data-cell]': { lineClamp: 'none', whiteSpace: 'normal' },
    // A cell's own content as plain elements too (see CELL): a title line, a clamped text, short
    // lines, a control beside a value.
    '& [data-cell=title]': { fontWeight: 'medium', lineClamp: 1 },
    '& [data-cell=clamp]': { fontSize: 'sm', lineClamp: 2 },
    '& [data-cell=lines]': { fontSize: 'xs', lineHeight: '1.4' },
    '& [data-cell=lines] > *': { whiteSpace: 'nowrap' },
    '& [data-cell=lines] > [data-muted]': { color: 'fg.muted', whiteSpace: 'normal' },
    '& [data-cell=inline]': { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' },
  }
}

/**
 * The looks a cell's content can take, as attributes for plain elements (styled once by the table
 * body, like the rows): `<p {...CELL.title}>`. A styled component per cell would run the style
 * engine for every cell of every row that mounts.
 */
export const CELL = {
  /** The row's name: medium weight, one line. */
  title: { 'data-cell': 'title' },
  /** A longer text (a list of names): small, two lines at most. */
  clamp: { 'data-cell': 'clamp' },
  /** Short lines (times), each on one line; a child with `data-muted` is muted. */
  lines: { 'data-cell': 'lines' },
  /** A control beside its value (a switch and an amount). */
  inline: { 'data-cell': 'inline' },
} as const

function RowsBody({ children, ref }: { children: ReactNode; ref: Ref<HTMLTableSectionElement> }) {
  const table = useTableStyles()
  const buttonRecipe = useRecipe({ key: 'button' })
  const css = useMemo(() => bodyCss(table, buttonRecipe({ size: 'sm', variant: 'ghost' })), [table, buttonRecipe])
  return (
    <Table.Body ref={ref} css={css}>
      {children}
    </Table.Body>
  )
}

interface RowProps<T> {
  row: T
  index: number
  layout: Layout<T>
  height: number
}

const cellStyle = { height: 'inherit', overflow: 'hidden', paddingBlock: 0 } as const

/**
 * One row. Memoised: scrolling re-renders the table, but a row already on screen renders again
 * only when its data, position or columns change. Its height is fixed (cells clip), so the
 * virtualizer never measures.
 */
const VirtualRow = memo(function VirtualRow<T>({ row, index, layout, height }: RowProps<T>) {
  const primary = primaryOf(layout.shown)
  return (
    <tr data-index={index} aria-rowindex={index + 2} style={{ height }}>
      {layout.shown.map((column) => (
        <td key={column.key} style={{ ...cellStyle, textAlign: column.align ?? 'start' }}>
          {column.cell(row, index)}
          {column === primary && <DetailLine row={row} index={index} columns={layout.folded} lines={2} />}
        </td>
      ))}
    </tr>
  )
}) as <T>(props: RowProps<T>) => ReactNode

interface CardProps<T> {
  row: T
  index: number
  columns: Column<T>[]
  /** The virtualizer's measure: a card is as tall as its content (no field is cut). */
  measure: (node: HTMLTableRowElement | null) => void
}

/**
 * On a phone: one row as a stacked card: the number and the title, the actions, then every other
 * column as label and value, the folded ones too (a phone shows all that the desktop row shows).
 */
const CardRow = memo(function CardRow<T>({ row, index, columns, measure }: CardProps<T>) {
  const title = primaryOf(columns.filter((column) => column.foldBelow === undefined))
  const actions = columns.find((column) => column.key === 'actions')
  const number = columns.find((column) => column.key === 'no')
  const fields = columns.filter((column) => column !== title && column !== actions && column !== number)
  return (
    <tr data-index={index} aria-rowindex={index + 2} ref={measure}>
      <td style={{ paddingBlock: '0.5rem' }}>
        <div data-card="">
          <div data-card-head="">
            <div data-card-title="">
              {number && <span data-card-no="">{number.cell(row, index)}</span>}
              {title?.cell(row, index)}
            </div>
            {actions?.cell(row, index)}
          </div>
          <dl>
            {fields.map((column) => (
              <Fragment key={column.key}>
                <dt>{column.header}</dt>
                <dd>{column.cell(row, index)}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      </td>
    </tr>
  )
}) as <T>(props: CardProps<T>) => ReactNode

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
