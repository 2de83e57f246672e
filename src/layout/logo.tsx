import { Flex, Image, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { env } from '@/shared/lib/env'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label={`${env.productName} home`}>
      <Flex align="center" gap="2">
        <Image src="/favicon.svg" alt="" boxSize="8" />
        <Text fontWeight="bold" fontSize="lg" color="brand.solid" whiteSpace="nowrap">
          {env.productName}
        </Text>
      </Flex>
    </Link>
  )
}
