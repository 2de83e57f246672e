import { Box, Flex, IconButton } from '@chakra-ui/react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { LuMenu } from 'react-icons/lu'
import { useCurrentUser, useSessionState } from '@/session/context'
import { draftScope, DraftScopeContext } from '@/shared/forms/drafts'
import { AppFooter } from './footer'
import { Logo } from './logo'
import { SidebarNav } from './sidebar'
import { UserButton } from './user-button'

const SIDEBAR_WIDTH = { base: '19rem', xl: '21.6rem' }

const loadUserMenu = () => import('./user-menu')
const LoadedUserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })))
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })))

/**
 * The account menu's button paints at once; the menu itself (a state machine and a positioner)
 * loads on the first hover, focus or click, and opens if it was clicked.
 */
function UserMenu() {
  const user = useCurrentUser()
  const [wanted, setWanted] = useState<'no' | 'open'>('no')
  const contact = user.email || user.phone || ''
  if (wanted !== 'no') {
    return (
      <Suspense fallback={<UserButton name={user.fullName} contact={contact} aria-busy />}>
        <LoadedUserMenu defaultOpen={wanted === 'open'} />
      </Suspense>
    )
  }
  return (
    <UserButton
      name={user.fullName}
      contact={contact}
      aria-haspopup="menu"
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setWanted('open')}
    />
  )
}

/** The signed-in shell: header, sidebar (a drawer below the large breakpoint), page, footer. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false)
  // The drawer (a dialog with a focus trap) loads the first time it is opened.
  const [drawerUsed, setDrawerUsed] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => setDrawerOpen(false), [pathname])
  const user = useCurrentUser()
  const { templeId } = useSessionState()
  return (
    <Flex direction="column" minH="100dvh">
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
        borderBottomWidth="1px"
        gap="3"
      >
        <Flex align="center" gap="2">
          <IconButton
            aria-label="Open menu"
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => {
              setDrawerUsed(true)
              setDrawerOpen(true)
            }}
          >
            <LuMenu />
          </IconButton>
          <Logo />
        </Flex>
        <UserMenu />
      </Flex>
      <Flex flex="1" align="stretch">
        <Box as="aside" display={{ base: 'none', lg: 'block' }} w={SIDEBAR_WIDTH} flexShrink={0} bg="bg" borderEndWidth="1px" px="3">
          <Box position="sticky" top="16">
            <SidebarNav />
          </Box>
        </Box>
        <Flex direction="column" flex="1" minW="0">
          <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
            <DraftScopeContext value={draftScope(user.id, templeId)}>
              <Outlet />
            </DraftScopeContext>
          </Box>
          <AppFooter />
        </Flex>
      </Flex>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} width={SIDEBAR_WIDTH} />
        </Suspense>
      )}
    </Flex>
  )
}
