import { Center, Flex, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react'

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  )
}

export function TableSkeleton({ rows = 6, columns = 3 }: { rows?: number; columns?: number }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading" data-testid="table-skeleton">
      {Array.from({ length: rows }, (_, row) => (
        <Flex key={row} gap="4">
          {Array.from({ length: columns }, (_, col) => (
            <Skeleton key={col} height="6" flex={col === 0 ? 2 : 1} />
          ))}
        </Flex>
      ))}
    </Stack>
  )
}
