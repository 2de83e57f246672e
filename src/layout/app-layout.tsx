import { Avatar, Box, Drawer, Flex, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { LuLogOut, LuMenu, LuRepeat, LuUser, LuX } from 'react-icons/lu'
import { useCurrentUser, useSessionState } from '@/session/context'
import { draftScope, DraftScopeContext } from '@/shared/forms/drafts'
import { AppFooter } from './footer'
import { Logo } from './logo'
import { SidebarNav } from './sidebar'

const SIDEBAR_WIDTH = { base: '19rem', xl: '21.6rem' }

function UserMenu() {
  const user = useCurrentUser()
  const { role } = useSessionState()
  const navigate = useNavigate()
  const contact = user.email || user.phone || ''
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Flex as="button" align="center" gap="3" px="2" py="1" borderRadius="md" _hover={{ bg: 'bg.muted' }} aria-label="Account menu">
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={user.fullName} />
          </Avatar.Root>
          <Stack gap="0" textAlign="start" display={{ base: 'none', md: 'flex' }}>
            <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
              {user.fullName}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {contact}
            </Text>
            <Text fontSize="2xs" color="brand.fg" fontWeight="medium">
              System Manager
            </Text>
          </Stack>
        </Flex>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2" display={{ md: 'none' }}>
              <Text fontSize="sm" fontWeight="semibold">
                {user.fullName}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {contact}
              </Text>
            </Box>
            <Menu.Item value="account" asChild>
              <Link to="/account">
                <LuUser /> My account
              </Link>
            </Menu.Item>
            {user.isStaff && (
              <Menu.Item value="switch" asChild>
                {/* Never preloaded: the switch must happen on the click only. */}
                <Link to="/user-switch" preload={false}>
                  <LuRepeat /> {role === 'staff' ? 'use temple' : 'use staff'}
                </Link>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item
              value="logout"
              // Through /logout, so a dirty form asks first and is gone before the session is cleared.
              onClick={() => void navigate({ to: '/logout' })}
            >
              <LuLogOut /> Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The signed-in shell: header, sidebar (a drawer below the large breakpoint), page, footer. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => setDrawerOpen(false), [pathname])
  const user = useCurrentUser()
  const { templeId } = useSessionState()
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" position="sticky" top="0" zIndex="sticky" h="16" px={{ base: '3', md: '6' }} align="center" justify="space-between" bg="bg" borderBottomWidth="1px" gap="3">
        <Flex align="center" gap="2">
          <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }} onClick={() => setDrawerOpen(true)}>
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
      <Drawer.Root open={drawerOpen} onOpenChange={(event) => setDrawerOpen(event.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH}>
              <Drawer.Header>
                <Logo />
              </Drawer.Header>
              <Drawer.Body px="3">
                <SidebarNav onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label="Close menu" variant="ghost" size="sm">
                  <LuX />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  )
}
