import { Box, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LuBell, LuBuilding2, LuLandmark, LuUserPlus } from 'react-icons/lu'
import { pendingCountsQuery } from '@/features/staff/counts'
import { useSessionState, useTemples } from '@/session/context'
import { msg, useT } from '@/shared/i18n'
import { NoticeBadge, useKnownBankAccount, useMembersWithoutAccess } from './bell'

interface Notice {
  key: string
  title: string
  body: string
  href: string
  icon: typeof LuBell
}

/** The staff's two notices: each a count of pending records, its title (with the count) and body, and its icon. */
const STAFF_NOTICES = [
  ['temples', msg('layout.notifications.templesPending'), msg('layout.notifications.templesPendingBody'), LuBuilding2],
  ['bank', msg('layout.notifications.bankAccountsPending'), msg('layout.notifications.bankAccountsPendingBody'), LuLandmark],
] as const

/** Staff: pending temple registrations and bank accounts awaiting approval, as counts. */
function useStaffNotices(enabled: boolean): { count: number; notices: Notice[]; refetch: () => void } {
  const t = useT()
  const counts = useQuery({ ...pendingCountsQuery(), enabled })
  const { temples = 0, bankAccounts = 0 } = counts.data ?? {}
  const pending = { temples, bank: bankAccounts }
  const notices: Notice[] = STAFF_NOTICES.filter(([key]) => pending[key] > 0).map(([key, title, body, icon]) => ({
    key,
    title: t(title, { count: pending[key] }),
    body: t(body),
    href: '/staff/dashboard',
    icon,
  }))
  return { count: temples + bankAccounts, notices, refetch: () => void counts.refetch() }
}

/**
 * Temple user: the current temple's registration and its bank account, when awaiting approval;
 * members who joined and have no access yet, each linking to their permissions page.
 */
function useTempleNotices(templeId: number | null): { count: number; notices: Notice[]; refetch: () => void } {
  const t = useT()
  const temples = useTemples()
  // Known from the profile's accordion only: the header never fetches the account (decision 169).
  const bank = useKnownBankAccount(templeId)
  const joined = useMembersWithoutAccess(templeId)
  const temple = temples.data?.find((item) => item.id === templeId)
  const notices: Notice[] = joined.members.map((member) => ({
    key: `joined-${member.user.id}`,
    title: t('layout.notifications.memberJoined', { name: member.user.fullName || member.user.email, temple: temple?.name ?? '' }),
    body: t('layout.notifications.memberJoinedBody'),
    href: `/dashboard/manage-users/${member.user.id}`,
    icon: LuUserPlus,
  }))
  if (temple?.approvalStatus === 'pending')
    notices.push({
      key: 'registration',
      title: t('layout.notifications.templeUnderReview', { name: temple.name }),
      body: t('layout.notifications.templeUnderReviewBody'),
      href: '/dashboard/profile',
      icon: LuBuilding2,
    })
  if (bank.data && !bank.data.isActive)
    notices.push({
      key: 'bank',
      title: t('layout.notifications.bankAccountPending'),
      body: t('layout.notifications.bankAccountPendingBody'),
      href: '/dashboard/profile',
      icon: LuLandmark,
    })
  return {
    count: notices.length,
    notices,
    refetch: () => {
      void temples.refetch()
      joined.refetch()
    },
  }
}

/** The header's notifications: a bell with the real count (no count, no badge) and a popover listing them. */
export default function Notifications({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT()
  const { role, templeId } = useSessionState()
  const staff = useStaffNotices(role === 'staff')
  const temple = useTempleNotices(role === 'user' ? templeId : null)
  const { count, notices, refetch } = role === 'staff' ? staff : temple
  const label = count > 0 ? t('layout.notifications.titleWithCount', { count }) : t('layout.notifications.title')
  return (
    <Popover.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }} onOpenChange={(event) => event.open && refetch()}>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" position="relative">
          <LuBell />
          <NoticeBadge count={count} />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="calc(100vw - 1rem)">
            <Popover.Header fontWeight="semibold" borderBottomWidth="1px" py="3">
              {t('layout.notifications.title')}
            </Popover.Header>
            <Popover.Body p="0">
              {notices.length === 0 ? (
                <Text px="4" py="4" fontSize="sm" color="fg.muted">
                  {t('layout.notifications.empty')}
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {notices.map((notice) => (
                    <Box as="li" key={notice.key} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                      <Link to={notice.href}>
                        <Flex gap="3" px="4" py="3" _hover={{ bg: 'bg.muted' }}>
                          <Box color="brand.fg" pt="0.5">
                            <notice.icon aria-hidden />
                          </Box>
                          <Stack gap="0.5">
                            <Text fontSize="sm" fontWeight="medium">
                              {notice.title}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {notice.body}
                            </Text>
                          </Stack>
                        </Flex>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
