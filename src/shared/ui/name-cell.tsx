import { Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A list row's name, in the weight that makes it the row's title; `wrap` lets a long name take two lines. */
export function NameCell({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <Text as="span" fontWeight="medium" whiteSpace={wrap ? 'normal' : undefined}>
      {children}
    </Text>
  )
}
