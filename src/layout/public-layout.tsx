import { Box, Button, Flex } from '@chakra-ui/react'
import { Link, Outlet } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { PublicFooter } from './footer'
import { LanguagePicker } from './language-picker'
import { Logo } from './logo'

/** Logged-out pages: header with the language, Register and Login; footer with the legal links. */
export function PublicLayout() {
  const t = useT()
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" px={{ base: '4', md: '8' }} h="16" align="center" justify="space-between" bg="bg" borderBottomWidth="1px">
        <Box flexShrink={0}>
          <Logo to="/login" nameFromSm />
        </Box>
        <Flex gap={{ base: '1', sm: '2' }} align="center">
          <LanguagePicker />
          <Button asChild variant="ghost" size="sm" px={{ base: '2', sm: '3' }}>
            <Link to="/register">{t('layout.public.register')}</Link>
          </Button>
          <Button asChild colorPalette="brand" size="sm" px={{ base: '2', sm: '3' }}>
            <Link to="/login">{t('layout.public.login')}</Link>
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
