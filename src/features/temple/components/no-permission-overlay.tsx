import { Box, Portal, Tooltip } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useT } from '@/shared/i18n'

/**
 * Covers its children when `active`: nothing under it can be clicked or typed into (the
 * fieldset disables the controls for keyboard users too), and hovering says why.
 */
export function NoPermissionOverlay({ active, children }: { active: boolean; children: ReactNode }) {
  const t = useT()
  if (!active) return <>{children}</>
  return (
    <Box position="relative">
      <fieldset disabled aria-disabled="true" style={{ display: 'contents' }}>
        {children}
      </fieldset>
      <Tooltip.Root openDelay={100} closeDelay={0} positioning={{ placement: 'top' }}>
        <Tooltip.Trigger asChild>
          <Box
            position="absolute"
            inset="0"
            zIndex="docked"
            bg="bg/50"
            cursor="not-allowed"
            borderRadius="md"
            role="note"
            aria-label={t('temple.profile.noPermission')}
            data-testid="no-permission-overlay"
          />
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{t('temple.profile.noPermission')}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    </Box>
  )
}
