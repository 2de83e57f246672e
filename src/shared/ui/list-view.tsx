import { Alert, Button, Flex, Text } from '@chakra-ui/react'
import { useDeferredValue, useMemo, type ReactNode } from 'react'
import type { UrlOption } from '../lib/options'
import { describeError } from '../api/errors'
import { InfiniteTable, type Column } from './infinite-table'
import { TableSkeleton } from './loaders'
import { EmptyBlock, PageHeader, Panel } from './page'
import { useT } from '@/shared/i18n'

/** What a list screen needs from an infinite query (with `select` flattening the pages). */
export interface ListQuery<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data: T[] | undefined
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetching: boolean
  /** The last attempt to load the next page failed (the loaded rows stay). */
  isFetchNextPageError?: boolean
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown
  refetch: () => unknown
}

interface ListViewProps<T> {
  /** The page header: title, description and actions (e.g. the Add button). */
  title?: ReactNode
  description?: ReactNode
  actions?: ReactNode
  /** The filters (a `FilterBar`) and anything else between the header and the list. */
  filters?: ReactNode
  query: ListQuery<T>
  columns: Column<T>[]
  caption: string
  rowKey: (row: T) => string | number
  rowHeight?: number
  /** Card height in px on a phone. */
  cardHeight?: number
  empty: {
    icon: ReactNode
    title: string
    description: ReactNode
    action?: ReactNode
  }
  /** Shown above the table when there are rows (e.g. a filter note). */
  before?: ReactNode
}

/** A failed load: what happened and a Retry button (a list never spins forever). */
export function ListError({ error, onRetry, retrying, what }: { error: unknown; onRetry: () => void; retrying: boolean; what?: string }) {
  const t = useT()
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{what ? t('common.list.loadFailed', { what }) : t('common.list.loadFailedThis')}</Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying} loadingText={t('common.list.retrying')}>
        {t('common.list.retry')}
      </Button>
    </Alert.Root>
  )
}

/**
 * A list page: the header, the filters, then the body (a skeleton while loading, the error with
 * Retry, an empty state, or the virtualised table; cards on a phone).
 */
const NO_OPTIONS: readonly UrlOption[] = []

/**
 * The names of referenced objects by url, for a list's cells (the API's rows carry urls; the names
 * come from option lists that load apart, often after the rows and in several pages). A new list
 * renders every row again: that render is deferred, like the rows' own (see ListBody), rather than
 * done in the task of the update.
 */
export function useCellNames(options: readonly UrlOption[] | undefined): ReadonlyMap<string, string> {
  const deferred = useDeferredValue(options ?? NO_OPTIONS)
  return useMemo(() => new Map(deferred.map((option) => [option.url, option.name])), [deferred])
}

export function ListView<T>({ title, description, actions, filters, ...body }: ListViewProps<T>) {
  return (
    <>
      {title !== undefined && <PageHeader title={title} description={description} actions={actions} />}
      {filters}
      <ListBody {...body} />
    </>
  )
}

function ListBody<T>({
  query: current,
  columns,
  caption,
  rowKey,
  rowHeight,
  cardHeight,
  empty,
  before,
}: Omit<ListViewProps<T>, 'title' | 'description' | 'actions' | 'filters'>) {
  const t = useT()
  // A query's update re-renders its page at once, in one task (a store update cannot wait). The
  // rows it brings to mount (the first page, the next one) follow in a deferred render that yields
  // to the browser every few milliseconds: on a phone-class CPU the first page's rows were one
  // 80–300 ms task (decision 142). The rows already on screen always show the query as it is (a
  // toggle, a save): only the changed ones render again. The deferred rows are never shown once
  // the query has none: after a key change (another temple, other filters) they are another
  // list's rows, and a click on one would act on it; the loading state shows instead.
  const deferred = useDeferredValue(current)
  const query = !current.data
    ? current
    : !deferred.data
      ? deferred
      : current.data.length > deferred.data.length
        ? { ...current, data: current.data.slice(0, deferred.data.length) }
        : current
  if (query.isPending) {
    return (
      <Panel>
        <TableSkeleton columns={Math.min(columns.length, 5)} />
      </Panel>
    )
  }
  const nextPageFailed = query.isFetchNextPageError === true && query.data !== undefined
  if ((query.isError && !nextPageFailed) || !query.data) {
    return <ListError error={query.error} what={caption.toLowerCase()} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  }
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
        cardHeight={cardHeight}
        footer={
          nextPageFailed ? (
            <Flex align="center" gap="3" role="alert">
              <Text fontSize="sm" color="red.fg">
                {t('common.list.loadMoreFailed', { error: describeError(query.error) })}
              </Text>
              <Button
                size="sm"
                variant="outline"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
              >
                {t('common.list.retry')}
              </Button>
            </Flex>
          ) : undefined
        }
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        // A refetch after a save must finish: loading the next page would cancel it and keep stale
        // rows. The rows on screen may be fewer than the query's (the new ones wait for the
        // deferred render): the table asks for more only once they show every row it has.
        fetchNextPage={() => {
          if (!query.isFetching && query.data?.length === current.data?.length) void query.fetchNextPage({ cancelRefetch: false })
        }}
      />
    </>
  )
}
