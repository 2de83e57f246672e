import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface CardPageProps {
  title: ReactNode
  description: ReactNode
  /** The card's width: `md` for one short form, `lg` for longer ones. */
  maxW?: 'md' | 'lg'
  children: ReactNode
}

/** A public page that is one card: the page heading, a line on what to do, then the content. */
export function CardPage({ title, description, maxW = 'md', children }: CardPageProps) {
  return (
    <Flex justify="center">
      <Card.Root bg="bg" shadow="sm" w="full" maxW={maxW}>
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {description}
            </Text>
          </Box>
          {children}
        </Card.Body>
      </Card.Root>
    </Flex>
  )
}
