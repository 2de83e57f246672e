import { Flex, Image, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'

/**
 * `compact`: the mark only (a folded sidebar); `nameFromSm`: the mark only on a phone (a crowded
 * header). The link keeps the product's name either way.
 */
export function Logo({ to = '/', compact = false, nameFromSm = false }: { to?: string; compact?: boolean; nameFromSm?: boolean }) {
  const t = useT()
  return (
    <Link to={to} aria-label={t('layout.logo.home', { product: env.productName })}>
      <Flex align="center" gap="2">
        <Image src="/favicon.svg" alt="" boxSize="8" />
        <Text
          fontWeight="bold"
          fontSize="lg"
          color="brand.fg"
          whiteSpace="nowrap"
          display={compact ? 'none' : nameFromSm ? { base: 'none', sm: 'block' } : undefined}
        >
          {env.productName}
        </Text>
      </Flex>
    </Link>
  )
}
