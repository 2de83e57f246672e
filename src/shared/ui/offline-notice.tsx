import { Alert, Box } from '@chakra-ui/react'
import { onlineManager, useMutationState } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useT } from '@/shared/i18n'

const isOnline = () => onlineManager.isOnline()

/**
 * A notice while the browser is offline. Saves made offline wait (TanStack Query pauses
 * mutations without a network) and are sent once, when the connection is back; the notice says
 * how many are waiting.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, () => true)
  const waiting = useMutationState({ filters: { status: 'pending', predicate: (mutation) => mutation.state.isPaused } }).length
  const t = useT()
  if (online && waiting === 0) return null
  const message = online
    ? t('common.offline.backOnline')
    : waiting > 0
      ? t('common.offline.waiting', { count: waiting })
      : t('common.offline.offline')
  return (
    <Box position="fixed" insetX="0" bottom="0" zIndex="toast" p="3" display="flex" justifyContent="center" pointerEvents="none">
      <Alert.Root status="warning" role="status" data-testid="offline-notice" maxW="xl" pointerEvents="auto" boxShadow="md">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
    </Box>
  )
}
