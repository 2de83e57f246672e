import type { ReactNode } from 'react'
import { describeError } from '../api/errors'
import { FormAlert } from '../forms/form-alert'
import { InfiniteTable, type Column } from './infinite-table'
import { TableSkeleton } from './loaders'
import { EmptyBlock, Panel } from './page'

/** What a list screen needs from an infinite query (with `select` flattening the pages). */
export interface ListQuery<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T[] | undefined
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetching: boolean
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown
}

interface ListViewProps<T> {
  query: ListQuery<T>
  columns: Column<T>[]
  caption: string
  rowKey: (row: T) => string | number
  rowHeight?: number
  empty: { icon: ReactNode; title: string; description: ReactNode; action?: ReactNode }
  /** Shown above the table when there are rows (e.g. a filter note). */
  before?: ReactNode
}

/** A list screen's body: skeleton while loading, the error, an empty state, or the table. */
export function ListView<T>({ query, columns, caption, rowKey, rowHeight, empty, before }: ListViewProps<T>) {
  if (query.isPending) {
    return (
      <Panel>
        <TableSkeleton columns={Math.min(columns.length, 5)} />
      </Panel>
    )
  }
  if (query.isError || !query.data) return <FormAlert message={describeError(query.error)} />
  if (query.data.length === 0) {
    return (
      <Panel>
        <EmptyBlock icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />
      </Panel>
    )
  }
  return (
    <>
      {before}
      <InfiniteTable
      caption={caption}
      rows={query.data}
      columns={columns}
      rowKey={rowKey}
      rowHeight={rowHeight}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      // A refetch after a save must finish: loading the next page would cancel it and keep stale rows.
      fetchNextPage={() => {
        if (!query.isFetching) void query.fetchNextPage({ cancelRefetch: false })
      }}
      />
    </>
  )
}
