import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useCan, useTempleId, useTemples } from '@/session/context'
import type { TempleSummary } from '@/session/types'
import { useT } from '@/shared/i18n'

type TempleStatus = 'active' | 'pending' | 'inactive'

/**
 * The spec's `isActive` decides (docs/decisions/182): an inactive temple is awaiting approval,
 * unless the backend also says it was approved (`approval_status`), in which case staff
 * deactivated it.
 */
export function templeStatus(temple: Pick<TempleSummary, 'isActive' | 'approvalStatus'>): TempleStatus {
  if (temple.isActive) return 'active'
  return temple.approvalStatus === 'approved' ? 'inactive' : 'pending'
}

const PROFILE = '/dashboard/profile'

function Banner({ status }: { status: Exclude<TempleStatus, 'active'> }) {
  const t = useT()
  const can = useCan()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const pending = status === 'pending'
  return (
    <Alert.Root
      status="warning"
      role="region"
      aria-label={t('dashboard.status.label')}
      mb="6"
      alignItems="flex-start"
      data-testid="temple-status-banner"
      data-status={status}
    >
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title fontWeight="semibold">
          {pending ? t('dashboard.status.pendingTitle') : t('dashboard.status.inactiveTitle')}
        </Alert.Title>
        <Alert.Description>
          {pending ? t('dashboard.status.pendingBody') : t('dashboard.status.inactiveBody')}
          {pending && pathname !== PROFILE && can('view', 'temple') && (
            <>
              {' '}
              <ChakraLink asChild fontWeight="medium" color="inherit" textDecoration="underline">
                <Link to={PROFILE}>{t('dashboard.status.profileLink')}</Link>
              </ChakraLink>
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/**
 * Above every page of the temple area while the current temple is not active: that staff must
 * approve it and what the administrator can do meanwhile. The temple list is loaded before the
 * area renders (its guard), so the banner paints with the page; it then keeps the state the page
 * opened with until the next page, so a later answer (staff approved it meanwhile) never moves the
 * page under the pointer.
 */
export function TempleStatusBanner() {
  const templeId = useTempleId()
  const temples = useTemples()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const temple = temples.data?.find((item) => item.id === templeId)
  const status = temple ? templeStatus(temple) : 'active'
  const [shown, setShown] = useState({ pathname, templeId, status })
  // A new page or another temple takes the state of the moment (React's "adjust state on a prop change").
  if (shown.pathname !== pathname || shown.templeId !== templeId) setShown({ pathname, templeId, status })
  const current = shown.pathname === pathname && shown.templeId === templeId ? shown.status : status
  return current === 'active' ? null : <Banner status={current} />
}
