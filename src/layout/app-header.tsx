import { Box, Flex, IconButton, useMediaQuery } from '@chakra-ui/react'
import { LuMenu, LuPanelLeftClose, LuPanelLeftOpen, LuSettings } from 'react-icons/lu'
import { useSessionState } from '@/session/context'
import { isRtlLocale, useLocale, useT } from '@/shared/i18n'
import { NotificationsSlot, UserMenu } from './header-menus'
import { Logo } from './logo'
import { HeaderSearch } from './search/header-search'
import type { ShellShape } from './settings/model'
import { TempleSwitcher } from './sidebar'

/** Chakra's `lg` breakpoint (64em): the sidebar and the header's wide-screen parts start there (decision 141). */
export const LARGE_SCREEN = '(min-width: 64em)'

/**
 * The shell's header: the drawer's and the sidebar's toggles, the logo, search, the temple switcher
 * (wide screens, when the sidebar does not show it), the bell, the settings and the account menu.
 */
export function AppHeader({
  shape,
  style,
  rtl,
  folded,
  logoInSidebar,
  onToggleFolded,
  onOpenDrawer,
  onOpenSettings,
}: {
  shape: ShellShape
  style: string
  /** The settings' right-to-left choice; the language's direction counts too. */
  rtl: boolean
  folded: boolean
  logoInSidebar: boolean
  onToggleFolded: () => void
  onOpenDrawer: () => void
  onOpenSettings: () => void
}) {
  const t = useT()
  const { role } = useSessionState()
  // The panel icons point the other way in a right-to-left document.
  const locale = useLocale()
  const flip = rtl || isRtlLocale(locale)
  const sidebarShowsSwitcher = shape.sidebar === 'full'
  const [large = true] = useMediaQuery([LARGE_SCREEN], { ssr: false })
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      px={{ base: '3', md: '6' }}
      align="center"
      justify="space-between"
      bg="bg"
      color="fg"
      borderBottomWidth="1px"
      shadow={style === 'modern' ? 'xs' : undefined}
      gap="3"
    >
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
              <LuPanelLeftOpen style={{ scale: flip ? '-1 1' : undefined }} />
            ) : (
              <LuPanelLeftClose style={{ scale: flip ? '-1 1' : undefined }} />
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
        {role === 'user' && !sidebarShowsSwitcher && large && <TempleSwitcher inline />}
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
    </Flex>
  )
}
