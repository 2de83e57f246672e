import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useCan } from '@/session/context'
import { useT } from '@/shared/i18n'

export type TempleStatus = 'active' | 'pending' | 'inactive'

const PROFILE = '/dashboard/profile'

/**
 * What the banner says of a temple that is not active: that staff must approve it and what the
 * administrator can do meanwhile, or that staff deactivated it. Loaded with its texts only for such
 * a temple (temple-status-banner.tsx).
 */
export function TempleStatusNotice({ status }: { status: Exclude<TempleStatus, 'active'> }) {
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
