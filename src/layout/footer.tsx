import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { Bar } from '@/shared/ui/bar'
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
    <Bar
      as="footer"
      line="above"
      sticky={mode === 'fixed'}
      py={mode === 'hidden' ? '2' : '4'}
      justify={mode === 'hidden' ? 'flex-end' : 'space-between'}
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
    </Bar>
  )
}

export function PublicFooter() {
  const t = useT()
  return (
    <Bar as="footer" line="above" py="5" gap="4">
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
    </Bar>
  )
}
