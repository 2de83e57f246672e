import { Box, Button, Flex } from '@chakra-ui/react'
import { Link, Outlet } from '@tanstack/react-router'
import { Logo } from './logo'
import { PublicFooter } from './footer'

/** Logged-out pages: header with Register and Login, footer with the legal links. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" px={{ base: '4', md: '8' }} h="16" align="center" justify="space-between" bg="bg" borderBottomWidth="1px">
        <Logo to="/login" />
        <Flex gap="2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/register">Register</Link>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/login">Login</Link>
          </Button>
        </Flex>
      </Flex>
      <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Flex>
  )
}

/** Status pages (403, 404, 500, maintenance, coming soon): a slim header and the page. */
export function StaticLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" px={{ base: '4', md: '8' }} h="16" align="center" bg="bg" borderBottomWidth="1px">
        <Logo />
      </Flex>
      <Box as="main" flex="1" px="4" py="10">
        <Outlet />
      </Box>
    </Flex>
  )
}
