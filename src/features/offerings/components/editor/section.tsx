import { Box, Heading, Separator, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled part of the editor (a labelled region, so tests and screen readers can find it). */
export function EditorSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Separator />
      <Box>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm" mt="1">
            {description}
          </Text>
        )}
      </Box>
      {children}
    </Stack>
  )
}
