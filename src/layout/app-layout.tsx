import { Box, Flex, useMediaQuery } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { useCurrentUser, useSessionState } from '@/session/context'
import { draftScope, DraftScopeContext } from '@/shared/forms/drafts'
import { isRtlLocale, useLocale } from '@/shared/i18n'
import { AnnouncementBanner } from './announcement'
import { AppHeader } from './app-header'
import { AppFooter } from './footer'
import { NavigationEffects, Page } from './page-outlet'
import { shellOf, SIZES } from './settings/model'
import { useShellSettings } from './settings/store'
import { SidebarNav } from './sidebar'
import { Sidebar } from './sidebar-variants'

const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })))
const SettingsDrawer = lazy(() => import('./settings/settings-drawer'))

/** Chakra's `lg` breakpoint (64em): the sidebar and the header's wide-screen parts start there (decision 141). */
const LARGE_SCREEN = '(min-width: 64em)'

/**
 * The signed-in shell, shaped by the settings (layout/settings/model.ts): banner, header, sidebar
 * in its variant or a horizontal navigation bar, page, footer. Below the large breakpoint the
 * navigation is always a drawer.
 */
export function AppLayout() {
  const settings = useShellSettings()
  // The panel icons point the other way in a right-to-left document.
  const locale = useLocale()
  const rtl = settings.rtl || isRtlLocale(locale)
  const [folded, setFolded] = useState(false)
  const shape = shellOf(settings, folded)
  const [drawerOpen, setDrawerOpen] = useState(false)
  // The drawers (dialogs with a focus trap) load the first time they are opened.
  const [drawerUsed, setDrawerUsed] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [settingsUsed, setSettingsUsed] = useState(false)
  const user = useCurrentUser()
  const { role, templeId } = useSessionState()
  // The sidebar, the horizontal menu and the header's temple switcher exist from the large
  // breakpoint up: below it they are not built at all (a phone uses the navigation drawer), so
  // they need no CSS of their own to hide them.
  // Read at the first render (`ssr: false`), so a wide screen does not draw a frame without them.
  const [large = true] = useMediaQuery([LARGE_SCREEN], { ssr: false })

  const hasSidebar = shape.sidebar !== 'drawer' && shape.sidebar !== 'none'
  const logoInSidebar = hasSidebar && shape.header === 'beside'
  const navScheme = shape.navScheme === 'inherit' ? undefined : shape.navScheme
  const openDrawer = () => {
    setDrawerUsed(true)
    setDrawerOpen(true)
  }

  const header = (
    <AppHeader
      shape={shape}
      style={settings.style}
      rtl={rtl}
      templeSwitcher={role === 'user' && shape.sidebar !== 'full' && large}
      folded={folded}
      logoInSidebar={logoInSidebar}
      onToggleFolded={() => setFolded((value) => !value)}
      onOpenDrawer={openDrawer}
      onOpenSettings={() => {
        setSettingsUsed(true)
        setSettingsOpen(true)
      }}
    />
  )

  return (
    <Flex
      direction="column"
      minH="100dvh"
      w="full"
      mx="auto"
      maxW={settings.boxed ? SIZES.boxed : undefined}
      borderInlineWidth={settings.boxed ? '1px' : undefined}
      bg={settings.boxed ? 'bg.subtle' : undefined}
      data-layout={settings.layout}
      data-mode={settings.mode}
    >
      <NavigationEffects setDrawerOpen={setDrawerOpen} />
      <AnnouncementBanner />
      {shape.header === 'full' && header}
      <Flex flex="1" align="stretch">
        {hasSidebar && large && <Sidebar shape={shape} showLogo={logoInSidebar} />}
        <Flex direction="column" flex="1" minW="0">
          {shape.header === 'beside' && header}
          {shape.horizontal && large && (
            <Box className={navScheme} bg="bg" color="fg" borderBottomWidth="1px" px="6" data-testid="horizontal-nav">
              <SidebarNav horizontal switcher={false} />
            </Box>
          )}
          <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
            <DraftScopeContext value={draftScope(user.id, templeId)}>
              <Page transition={settings.transition} />
            </DraftScopeContext>
          </Box>
          <AppFooter mode={settings.footer} />
        </Flex>
      </Flex>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} width={SIZES.sidebar} />
        </Suspense>
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
    </Flex>
  )
}
