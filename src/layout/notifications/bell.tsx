import { Badge, IconButton, type IconButtonProps } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { LuBell } from 'react-icons/lu'
import { bankKeys } from '@/features/bank/keys'
import type { BankAccount } from '@/features/bank/schemas'
import { useCan, useSessionState, useTemples } from '@/session/context'
import { useT } from '@/shared/i18n'
import { lazyQueryOptions } from './lazy-query'

// The features' queries the bell reads, each loaded after the first paint and only for whom it is for.
const useStaffCountsOptions = lazyQueryOptions(() => import('@/features/staff/counts').then((m) => m.pendingCountsQuery))
const useWithoutAccessOptions = lazyQueryOptions(() => import('@/features/users/without-access').then((m) => m.membersWithoutAccessQuery))

/**
 * How many notices the header's bell counts, from the same queries as the popover
 * (notifications.tsx), so the bell shows its count with the first paint while the popover (a state
 * machine, a positioner and a portal: ≈ 28 KB gzip) loads only when the bell is approached
 * (docs/decisions/128-shell-without-state-machines.md). `loading` is true until the counts are known.
 * The bank account is never fetched here: the profile loads it on the accordion's first expand
 * (spec), and the count includes it once it is known (useKnownBankAccount, decision 169).
 */
export function useNoticeCount(): { count: number; loading: boolean } {
  const { role, templeId } = useSessionState()
  const temples = useTemples()
  const [staffCounts, staffReady] = useStaffCountsOptions(role === 'staff')
  const staff = useQuery({ ...staffCounts, enabled: staffReady && role === 'staff' })
  const bank = useKnownBankAccount(role === 'user' ? templeId : null)
  const joined = useMembersWithoutAccess(role === 'user' ? templeId : null)
  if (role === 'staff') {
    return { count: (staff.data?.temples ?? 0) + (staff.data?.bankAccounts ?? 0), loading: staff.isPending }
  }
  const temple = temples.data?.find((t) => t.id === templeId)
  const count = (temple?.approvalStatus === 'pending' ? 1 : 0) + (bank.data && !bank.data.isActive ? 1 : 0) + joined.members.length
  return { count, loading: temples.isPending }
}

/**
 * The current temple's bank account as far as the app already knows it (the profile's accordion
 * read it), without asking the server. Only those who may change the temple hear about it.
 */
export function useKnownBankAccount(templeId: number | null) {
  const can = useCan()
  const wanted = templeId !== null && can('change', 'temple')
  // The account's cache entry, read by its key (none of the bank area's code). No query observer:
  // one without the query's function would become the query's options, and the profile's next
  // refetch would have none to call.
  const queryClient = useQueryClient()
  const key = bankKeys.account(templeId ?? 0)
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient])
  const data = useSyncExternalStore(subscribe, () => (wanted ? queryClient.getQueryData<BankAccount>(key) : undefined))
  return { data }
}

/**
 * The current temple's members who joined and may open nothing yet, for those who may give them
 * access (view and change on users); none for anyone else (decision 179). The call starts once its
 * query's code is in, right after the first paint (decision 215).
 */
export function useMembersWithoutAccess(templeId: number | null) {
  const can = useCan()
  const enabled = templeId !== null && can('view', 'users') && can('change', 'users')
  const [options, ready] = useWithoutAccessOptions(enabled, templeId ?? 0)
  const query = useQuery({ ...options, enabled: enabled && ready })
  return { members: (enabled && query.data) || [], refetch: () => void (enabled && query.refetch()) }
}

/** The red count on the bell (none when nothing is pending). */
export function NoticeBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <Badge
      position="absolute"
      top="0.5"
      insetInlineEnd="0.5"
      size="xs"
      variant="solid"
      colorPalette="red"
      borderRadius="full"
      aria-hidden
      data-testid="notifications-badge"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  )
}

/**
 * The bell as it paints before the popover's code is there: the same button, label and count as
 * the popover's trigger. Busy until the counts are known.
 */
export function NoticeBell(props: Omit<IconButtonProps, 'aria-label' | 'children'>) {
  const { count, loading } = useNoticeCount()
  const t = useT()
  return (
    <IconButton
      aria-label={count > 0 ? t('layout.notifications.titleWithCount', { count }) : t('layout.notifications.title')}
      aria-busy={loading || undefined}
      variant="ghost"
      position="relative"
      {...props}
    >
      <LuBell />
      <NoticeBadge count={count} />
    </IconButton>
  )
}
