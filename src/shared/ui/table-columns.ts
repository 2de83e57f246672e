/**
 * The columns of a list's table and how they fold on narrower screens: what the table
 * (infinite-table.tsx), its rows (table-rows.tsx) and the actions column (row-actions.tsx) share.
 */
import { useSyncExternalStore, type ReactNode } from 'react'

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

export function primaryOf<T>(columns: Column<T>[]): Column<T> | undefined {
  return columns.find((column) => column.primary) ?? columns.find((column) => column.key !== 'no' && column.key !== 'actions') ?? columns[0]
}

/** Below this width every row is a stacked card instead of a table row. */
export const CARD_BELOW = 768

function subscribeResize(callback: () => void) {
  window.addEventListener('resize', callback)
  return () => window.removeEventListener('resize', callback)
}

/** The viewport width, re-rendering on resize (rounded to 16 px so scrollbars do not flicker it). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeResize,
    () => Math.round(window.innerWidth / 16) * 16,
    () => 1280,
  )
}

export interface Layout<T> {
  /** Rendered as table columns. */
  shown: Column<T>[]
  /** Folded into the detail line under the first shown column. */
  folded: Column<T>[]
  cards: boolean
}

export function layoutFor<T>(columns: Column<T>[], width: number): Layout<T> {
  const cards = width < CARD_BELOW
  const shown = columns.filter((column) => !cards && (column.foldBelow === undefined || width >= column.foldBelow))
  const folded = columns.filter((column) => column.foldBelow !== undefined && (cards || width < column.foldBelow))
  return { shown, folded, cards }
}
