import { Box, Button, Flex, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, useState } from 'react'
import { LuSearch } from 'react-icons/lu'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { Panel } from '@/shared/ui/page'
import { SEARCH_FILTERS, useTempleList } from '../queries'
import type { StaffTemple } from '../schemas'
import { TempleStatusBadge } from './temple-status'

/** Debounce of the search box: a query is sent once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300
const ROW_HEIGHT = 60
const LIST_HEIGHT = 360

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** Calls `onVisible` when the element is fully visible inside `root` (threshold 1). */
function useFullyVisible(element: HTMLElement | null, onVisible: () => void) {
  const callback = useRef(onVisible)
  useEffect(() => {
    callback.current = onVisible
  })
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) callback.current()
      },
      { root: element.parentElement, threshold: 1 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
}

function ResultRow({ temple, onOpen }: { temple: StaffTemple; onOpen: (temple: StaffTemple) => void }) {
  const place = [temple.address.city, temple.address.state].filter(Boolean).join(', ')
  return (
    <Flex
      asChild
      w="full"
      h={`${ROW_HEIGHT}px`}
      px="3"
      align="center"
      justify="space-between"
      gap="3"
      textAlign="start"
      borderBottomWidth="1px"
      _hover={{ bg: 'bg.muted' }}
      onClick={() => onOpen(temple)}
      data-testid="temple-result"
    >
      <button type="button">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" lineClamp={1}>
            {temple.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {place}
          </Text>
        </Stack>
        <TempleStatusBadge temple={temple} />
      </button>
    </Flex>
  )
}

/**
 * Temple search: debounced; each query is its own cached list, and a changed query aborts the
 * request in flight (TanStack Query passes its AbortSignal to ky), so a stale answer never
 * renders; the last results stay on screen until the new ones are in. Results scroll in a
 * virtualised list; the next page loads when the end of the list is fully visible, following the
 * Link header.
 */
export function TempleSearch({ onOpen }: { onOpen: (temple: StaffTemple) => void }) {
  const t = useT()
  const [text, setText] = useState('')
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS)
  const list = useTempleList(SEARCH_FILTERS(query))
  const rows = list.data ?? []
  // Until the answer for what is typed is in, the last results stay where they are (dimmed, and
  // still a click each): a list that turned into "Searching…" under the pointer lost the click
  // meant for a row.
  const busy = text !== query || (list.isFetching && !list.isFetchingNextPage)
  const scrollRef = useRef<HTMLDivElement>(null)
  const [end, setEnd] = useState<HTMLDivElement | null>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // The list box has a fixed height: before layout (or without one) use it rather than 0 rows.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: LIST_HEIGHT })),
  })
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = list
  useFullyVisible(end, () => {
    if (hasNextPage && !isFetchingNextPage && !isFetching) void fetchNextPage()
  })
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [query])

  return (
    <Panel h="full">
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg" id="temple-search-title">
          {t('staff.search.title')}
        </Text>
        <InputGroup startElement={<LuSearch />} endElement={busy ? <Spinner size="xs" /> : undefined}>
          <Input
            type="search"
            placeholder={t('staff.search.placeholder')}
            aria-label={t('staff.search.label')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </InputGroup>
        {list.isError ? (
          <FormAlert message={describeError(list.error)} />
        ) : list.isPending ? (
          <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
            {t('staff.common.searching')}
          </Text>
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="4" textAlign="center" data-testid="search-empty">
            {t('staff.search.noMatch', { query: query.trim() })}
          </Text>
        ) : (
          <Box
            ref={scrollRef}
            h={`${LIST_HEIGHT}px`}
            overflowY="auto"
            borderWidth="1px"
            borderRadius="md"
            aria-busy={busy}
            opacity={busy ? 0.7 : 1}
            transition="opacity 0.15s"
            data-testid="temple-search-results"
          >
            {/* The list holds the rows only: "Load more" and the count follow it (a list takes list items only). */}
            <Box role="list" aria-labelledby="temple-search-title" position="relative" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const temple = rows[item.index] as StaffTemple
                return (
                  <Box
                    key={temple.id}
                    role="listitem"
                    position="absolute"
                    top="0"
                    left="0"
                    w="full"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <ResultRow temple={temple} onOpen={onOpen} />
                  </Box>
                )
              })}
            </Box>
            <Flex ref={setEnd} justify="center" align="center" minH="10" data-testid="search-end">
              {isFetchingNextPage ? (
                <Spinner size="sm" aria-label={t('staff.search.loadingMore')} />
              ) : hasNextPage ? (
                <Button size="xs" variant="ghost" disabled={busy} onClick={() => void fetchNextPage()}>
                  {t('staff.common.loadMore')}
                </Button>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {t('staff.search.count', { count: rows.length })}
                </Text>
              )}
            </Flex>
          </Box>
        )}
      </Stack>
    </Panel>
  )
}
