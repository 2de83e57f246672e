import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { DevToolsSlot } from './dev-tools-slot'

/**
 * The signed-in footer: `fluid` under the page, `fixed` kept at the bottom of the window, or
 * `hidden` (the default). The mocked mode's demo tools (Developer tools, Reset demo data) stay in
 * a slim footer even when it is hidden: they are not part of the product, and the demo needs them.
 */
export function AppFooter({ mode = 'fluid' }: { mode?: 'hidden' | 'fluid' | 'fixed' }) {
  const t = useT()
  if (mode === 'hidden' && !env.mocked) return null
  return (
    <Flex
      as="footer"
      px={{ base: '4', md: '8' }}
      py={mode === 'hidden' ? '2' : '4'}
      borderTopWidth="1px"
      bg="bg"
      justify={mode === 'hidden' ? 'flex-end' : 'space-between'}
      align="center"
      gap="3"
      wrap="wrap"
      position={mode === 'fixed' ? 'sticky' : undefined}
      bottom={mode === 'fixed' ? '0' : undefined}
      zIndex={mode === 'fixed' ? 'sticky' : undefined}
      data-footer={mode}
    >
      {mode !== 'hidden' && (
        <Text fontSize="sm" color="fg.muted">
          {t('layout.footer.rights', { year: new Date().getFullYear(), product: env.productName })}
        </Text>
      )}
      <Flex gap="4" align="center">
        <DevToolsSlot />
      </Flex>
    </Flex>
  )
}

export function PublicFooter() {
  const t = useT()
  return (
    <Flex
      as="footer"
      px={{ base: '4', md: '8' }}
      py="5"
      borderTopWidth="1px"
      bg="bg"
      justify="space-between"
      align="center"
      gap="4"
      wrap="wrap"
    >
      <Text fontSize="sm" color="fg.muted">
        © {new Date().getFullYear()} {env.productName}
      </Text>
      <Flex gap="5" fontSize="sm" wrap="wrap" align="center">
        <ChakraLink asChild color="fg.muted">
          <Link to="/contact">{t('layout.footer.contact')}</Link>
        </ChakraLink>
        <ChakraLink asChild color="fg.muted">
          <Link to="/privacy">{t('layout.footer.privacy')}</Link>
        </ChakraLink>
        <ChakraLink asChild color="fg.muted">
          <Link to="/terms">{t('layout.footer.terms')}</Link>
        </ChakraLink>
        <DevToolsSlot />
      </Flex>
    </Flex>
  )
}
