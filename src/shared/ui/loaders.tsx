import { Center, Flex, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'

export function PageLoader({ label }: { label?: string }) {
  const t = useT()
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          {label ?? t('common.loading.page')}
        </Text>
      </Stack>
    </Center>
  )
}

export function TableSkeleton({ rows = 6, columns = 3 }: { rows?: number; columns?: number }) {
  const t = useT()
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('common.loading.label')} data-testid="table-skeleton">
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
