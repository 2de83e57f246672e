import { Box, Button, Card, EmptyState, Flex, Heading, Text, VStack, type HeadingProps } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LuArrowLeft } from 'react-icons/lu'
import { useT } from '@/shared/i18n'

/** A heading with a muted line of description under it (a page's, or a section's). */
export function TitleBlock({
  title,
  description,
  ...heading
}: { title: ReactNode; description?: ReactNode } & Pick<HeadingProps, 'as' | 'size' | 'fontWeight'>) {
  return (
    <Box>
      <Heading {...heading}>{title}</Heading>
      {description && (
        <Text color="fg.muted" fontSize="sm" mt="1">
          {description}
        </Text>
      )}
    </Box>
  )
}

interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** Shows a back button (sub-pages). */
  back?: boolean
  actions?: ReactNode
}

export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  const t = useT()
  const router = useRouter()
  return (
    <Flex align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="4" mb="6" direction={{ base: 'column', md: 'row' }}>
      <Flex align="center" gap="3">
        {back && (
          <Button variant="ghost" size="sm" onClick={() => router.history.back()} aria-label={t('common.page.back')} px="2">
            <LuArrowLeft /> {t('common.page.back')}
          </Button>
        )}
        <TitleBlock as="h1" size="xl" fontWeight="semibold" title={title} description={description} />
      </Flex>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  )
}

export function Panel({ children, ...rest }: { children: ReactNode } & Parameters<typeof Card.Root>[0]) {
  return (
    <Card.Root variant="outline" bg="bg" {...rest}>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

export function EmptyBlock({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode
  title: string
  description?: ReactNode
  action?: ReactNode
}) {
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
