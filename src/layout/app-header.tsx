import { Box, Flex, IconButton } from '@chakra-ui/react'
import { LuMenu, LuPanelLeftClose, LuPanelLeftOpen, LuSettings } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import { Bar } from '@/shared/ui/bar'
import { NotificationsSlot, UserMenu } from './header-menus'
import { Logo } from './logo'
import { HeaderSearch } from './search/header-search'
import type { ShellShape } from './settings/model'
import { TempleSwitcher } from './sidebar'

/**
 * The shell's header: the drawer's and the sidebar's toggles, the logo, search, the temple switcher
 * (wide screens, when the sidebar does not show it), the bell, the settings and the account menu.
 */
export function AppHeader({
  shape,
  style,
  rtl,
  templeSwitcher,
  folded,
  logoInSidebar,
  onToggleFolded,
  onOpenDrawer,
  onOpenSettings,
}: {
  shape: ShellShape
  style: string
  /** A right-to-left document (the settings' choice or the language's): the panel icons point the other way. */
  rtl: boolean
  /** The temple switcher shows here: an administrator's wide screen whose sidebar does not show it. */
  templeSwitcher: boolean
  folded: boolean
  logoInSidebar: boolean
  onToggleFolded: () => void
  onOpenDrawer: () => void
  onOpenSettings: () => void
}) {
  const t = useT()
  return (
    <Bar as="header" line="below" inset="shell" sticky h="16" color="fg" shadow={style === 'modern' ? 'xs' : undefined} wrap="nowrap">
      <Flex align="center" gap="2" minW="0">
        <IconButton
          aria-label={t('layout.header.openMenu')}
          variant="ghost"
          display={{ base: 'inline-flex', lg: shape.sidebar === 'drawer' ? 'inline-flex' : 'none' }}
          onClick={onOpenDrawer}
        >
          <LuMenu />
        </IconButton>
        {shape.sidebarToggle && (
          <IconButton
            aria-label={folded ? t('layout.header.expandSidebar') : t('layout.header.collapseSidebar')}
            aria-pressed={folded}
            variant="ghost"
            display={{ base: 'none', lg: 'inline-flex' }}
            onClick={onToggleFolded}
          >
            {folded ? (
              <LuPanelLeftOpen style={{ scale: rtl ? '-1 1' : undefined }} />
            ) : (
              <LuPanelLeftClose style={{ scale: rtl ? '-1 1' : undefined }} />
            )}
          </IconButton>
        )}
        <Box display={logoInSidebar ? { base: 'block', lg: 'none' } : 'block'}>
          {/* On a phone the header holds five buttons: the product's name would run under them. */}
          <Logo nameFromSm />
        </Box>
      </Flex>
      <HeaderSearch />
      <Flex align="center" gap="1">
        {templeSwitcher && <TempleSwitcher inline />}
        <NotificationsSlot />
        <IconButton
          aria-label={t('layout.settings.title')}
          variant="ghost"
          onPointerEnter={() => void import('./settings/settings-drawer')}
          onClick={onOpenSettings}
        >
          <LuSettings />
        </IconButton>
        <UserMenu compact={false} />
      </Flex>
    </Bar>
  )
}
