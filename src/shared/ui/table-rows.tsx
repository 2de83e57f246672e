/**
 * The rows of a list's table as plain elements: the body that styles them once, a desktop row, a
 * phone's card, the detail line of folded columns and the looks of a cell's content.
 */
import { Table, useRecipe, useTableStyles, type SystemStyleObject } from '@chakra-ui/react'
import { Fragment, memo, useMemo, type ReactNode, type Ref } from 'react'
import { rowActionsCss } from './row-actions'
import { primaryOf, type Column, type Layout } from './table-columns'

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

export function RowsBody({ children, ref }: { children: ReactNode; ref: Ref<HTMLTableSectionElement> }) {
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
export const VirtualRow = memo(function VirtualRow<T>({ row, index, layout, height }: RowProps<T>) {
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
export const CardRow = memo(function CardRow<T>({ row, index, columns, measure }: CardProps<T>) {
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
