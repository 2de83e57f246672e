import { Box, Flex, IconButton, Text, useMediaQuery } from '@chakra-ui/react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { LuMenu, LuPanelLeftClose, LuPanelLeftOpen, LuSettings } from 'react-icons/lu'
import { useCurrentUser, useSessionState } from '@/session/context'
import { draftScope, DraftScopeContext } from '@/shared/forms/drafts'
import { isRtlLocale, useLocale, useT } from '@/shared/i18n'
import { Initials } from '@/shared/ui/initials'
import { AnnouncementBanner } from './announcement'
import { AppFooter } from './footer'
import { Logo } from './logo'
import { NoticeBell } from './notifications/bell'
import { HeaderSearch } from './search/header-search'
import { fromSearch, shellOf, SIZES, type RouteTransition, type ShellShape } from './settings/model'
import { settingsStore, useShellSettings } from './settings/store'
import { SidebarNav, TempleSwitcher } from './sidebar'
import { UserButton } from './user-button'

/** Chakra's `lg` breakpoint (64em): the sidebar and the header's wide-screen parts start there (decision 141). */
const LARGE_SCREEN = '(min-width: 64em)'

const loadUserMenu = () => import('./user-menu')
const LoadedUserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })))
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })))
const SettingsDrawer = lazy(() => import('./settings/settings-drawer'))
const loadNotifications = () => import('./notifications/notifications')
const Notifications = lazy(loadNotifications)

/**
 * The account menu's button paints at once; the menu itself (a state machine and a positioner)
 * loads on the first hover, focus or click, and opens if it was clicked.
 */
function UserMenu({ compact }: { compact: boolean }) {
  const user = useCurrentUser()
  const [wanted, setWanted] = useState<'no' | 'open'>('no')
  const contact = user.email || user.phone || ''
  if (wanted !== 'no') {
    return (
      <Suspense fallback={<UserButton name={user.fullName} contact={contact} compact={compact} aria-busy />}>
        <LoadedUserMenu defaultOpen={wanted === 'open'} compact={compact} />
      </Suspense>
    )
  }
  return (
    <UserButton
      name={user.fullName}
      contact={contact}
      compact={compact}
      aria-haspopup="menu"
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setWanted('open')}
    />
  )
}

/**
 * The bell and its count paint at once; the popover (its state machine, positioner and portal)
 * loads on the first hover or focus of the bell, and opens if the bell was clicked.
 */
function NotificationsSlot() {
  const [wanted, setWanted] = useState<'no' | 'open'>('no')
  if (wanted !== 'no') {
    return (
      <Suspense fallback={<NoticeBell />}>
        <Notifications defaultOpen />
      </Suspense>
    )
  }
  return (
    <NoticeBell
      onPointerEnter={() => void loadNotifications()}
      onFocus={() => void loadNotifications()}
      onClick={() => setWanted('open')}
    />
  )
}

/**
 * The user block at the top of the sidebar (header-user layouts): initials and the active role.
 * The name and contact stay in the header (the spec puts them there; one copy on the page).
 */
function SidebarUser() {
  const t = useT()
  const user = useCurrentUser()
  const { role } = useSessionState()
  return (
    <Flex align="center" gap="3" px="3" pt="4" data-testid="sidebar-user">
      <Initials name={user.fullName} colorPalette="brand" flexShrink={0} />
      <Text className="nav-label" fontSize="xs" color="fg.muted" fontWeight="medium" lineClamp={1}>
        {role === 'staff' ? t('layout.sidebar.roleStaff') : t('layout.sidebar.roleAdmin')}
      </Text>
    </Flex>
  )
}

const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
} as const

/** How a folded sidebar hides what does not fit: labels stay for screen readers, the temple switcher leaves (the header has it). */
const FOLDED = {
  '& .nav-label': SR_ONLY,
  '& .nav-switcher': { display: 'none' },
  '& nav a, & nav [aria-disabled]': { justifyContent: 'center', px: '0' },
} as const

/**
 * The mini sidebar that expands over the page on hover or keyboard focus. A click on one of its
 * links folds it again until the pointer leaves, so the page it opens is not left covered (a
 * mouse-focused link does not hold it open: only keyboard focus does).
 */
function MiniHoverSidebar({
  scheme,
  stickyTop,
  fullHeader,
  children,
}: {
  scheme: string | undefined
  stickyTop: string
  fullHeader: boolean
  children: ReactNode
}) {
  const [resting, setResting] = useState(false)
  return (
    <Box
      as="aside"
      className={scheme}
      w={SIZES.mini}
      flexShrink={0}
      position="relative"
      zIndex="docked"
      data-sidebar="mini-hover"
      onClickCapture={(event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest('a')) setResting(true)
      }}
      onPointerLeave={() => setResting(false)}
    >
      <Box
        position="sticky"
        top={stickyTop}
        h={fullHeader ? 'calc(100dvh - 4rem)' : '100dvh'}
        overflowY="auto"
        overflowX="hidden"
        w={SIZES.mini}
        bg="bg"
        color="fg"
        borderEndWidth="1px"
        px="2"
        transition="width 0.2s ease"
        data-resting={resting || undefined}
        css={{
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          '&:not(:hover):not(:has(:focus-visible)), &[data-resting]': FOLDED,
          '&:not([data-resting]):hover, &:not([data-resting]):has(:focus-visible)': { width: SIZES.sidebar.base, boxShadow: 'lg', px: '3' },
          '@media (min-width: 80em)': {
            '&:not([data-resting]):hover, &:not([data-resting]):has(:focus-visible)': { width: SIZES.sidebar.xl },
          },
        }}
      >
        {children}
      </Box>
    </Box>
  )
}

/** The sidebar at and above the large breakpoint, in its variant: full, mini, or mini that expands on hover and focus. */
function Sidebar({ shape, showLogo }: { shape: ShellShape; showLogo: boolean }) {
  const mini = shape.sidebar === 'mini' || shape.sidebar === 'mini-hover'
  const scheme = shape.navScheme === 'inherit' ? undefined : shape.navScheme
  const stickyTop = shape.header === 'full' ? '16' : '0'
  const content = (
    <>
      {showLogo && (
        <Flex h="16" align="center" px="3" borderBottomWidth="1px" overflow="hidden" className={mini ? 'nav-logo' : undefined}>
          <Logo compact={mini} />
        </Flex>
      )}
      {shape.userInSidebar && <SidebarUser />}
      <SidebarNav switcher={!mini} />
    </>
  )
  if (shape.sidebar === 'mini-hover') {
    return (
      <MiniHoverSidebar scheme={scheme} stickyTop={stickyTop} fullHeader={shape.header === 'full'}>
        {content}
      </MiniHoverSidebar>
    )
  }
  return (
    <Box
      as="aside"
      className={scheme}
      w={mini ? SIZES.mini : SIZES.sidebar}
      flexShrink={0}
      bg="bg"
      color="fg"
      borderEndWidth="1px"
      px={mini ? '2' : '3'}
      data-sidebar={shape.sidebar}
      css={mini ? FOLDED : undefined}
    >
      <Box position="sticky" top={stickyTop}>
        {content}
      </Box>
    </Box>
  )
}

const KEYFRAMES: Record<Exclude<RouteTransition, 'none'>, string> = {
  fade: 'fade-in',
  'slide-up': 'slide-from-bottom, fade-in',
  'slide-down': 'slide-from-top, fade-in',
  'slide-left': 'slide-from-right, fade-in',
  'slide-right': 'slide-from-left, fade-in',
}

/** The page, animated in on each new path when a route transition is chosen (300 ms; off with reduced motion). */
function Page({ transition }: { transition: RouteTransition }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (transition === 'none') return <Outlet />
  return (
    <Box
      key={pathname}
      data-route-transition={transition}
      animationName={KEYFRAMES[transition]}
      animationDuration="300ms"
      animationTimingFunction="ease-out"
    >
      <Outlet />
    </Box>
  )
}

/**
 * What the shell does when the address changes, in a component of its own: the shell itself does
 * not re-render on a navigation (only the sidebar's active link and the page do). Reading the
 * location as one object re-rendered the whole shell on every change of the router's state, six
 * times per sidebar click.
 */
function NavigationEffects({ setDrawerOpen }: { setDrawerOpen: (open: boolean) => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  // The navigation drawer closes once its link has been followed.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen])
  // `?layout=&mode=&style=` on any signed-in page sets (and keeps) those settings.
  useEffect(() => {
    const asked = fromSearch(searchStr)
    if (Object.keys(asked).length > 0) settingsStore.update(asked)
  }, [searchStr])
  return null
}

/**
 * The signed-in shell, shaped by the settings (layout/settings/model.ts): banner, header, sidebar
 * in its variant or a horizontal navigation bar, page, footer. Below the large breakpoint the
 * navigation is always a drawer.
 */
export function AppLayout() {
  const t = useT()
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
  const sidebarShowsSwitcher = shape.sidebar === 'full'
  const logoInSidebar = hasSidebar && shape.header === 'beside'
  const navScheme = shape.navScheme === 'inherit' ? undefined : shape.navScheme
  const openDrawer = () => {
    setDrawerUsed(true)
    setDrawerOpen(true)
  }

  const header = (
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
      shadow={settings.style === 'modern' ? 'xs' : undefined}
      gap="3"
    >
      <Flex align="center" gap="2" minW="0">
        <IconButton
          aria-label={t('layout.header.openMenu')}
          variant="ghost"
          display={{ base: 'inline-flex', lg: shape.sidebar === 'drawer' ? 'inline-flex' : 'none' }}
          onClick={openDrawer}
        >
          <LuMenu />
        </IconButton>
        {shape.sidebarToggle && (
          <IconButton
            aria-label={folded ? t('layout.header.expandSidebar') : t('layout.header.collapseSidebar')}
            aria-pressed={folded}
            variant="ghost"
            display={{ base: 'none', lg: 'inline-flex' }}
            onClick={() => setFolded((value) => !value)}
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
        {role === 'user' && !sidebarShowsSwitcher && large && <TempleSwitcher inline />}
        <NotificationsSlot />
        <IconButton
          aria-label={t('layout.settings.title')}
          variant="ghost"
          onPointerEnter={() => void import('./settings/settings-drawer')}
          onClick={() => {
            setSettingsUsed(true)
            setSettingsOpen(true)
          }}
        >
          <LuSettings />
        </IconButton>
        <UserMenu compact={false} />
      </Flex>
    </Flex>
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
