import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuHouse } from 'react-icons/lu'
import { msg, useT } from '@/shared/i18n'

const PAGES = {
  '403': { code: '403', title: msg('layout.status.forbiddenTitle'), message: msg('layout.status.forbiddenMessage') },
  '404': { code: '404', title: msg('layout.status.notFoundTitle'), message: msg('layout.status.notFoundMessage') },
  '500': { code: '500', title: msg('layout.status.serverErrorTitle'), message: msg('layout.status.serverErrorMessage') },
  maintenance: { code: undefined, title: msg('layout.status.maintenanceTitle'), message: msg('layout.status.maintenanceMessage') },
} as const

/** The static status pages (/403, /404, /500, /maintenance), in the active language. */
export function StaticStatusPage({ page }: { page: keyof typeof PAGES }) {
  const t = useT()
  const { code, title, message } = PAGES[page]
  return <StatusPage code={code} title={t(title)} message={t(message)} />
}

export function StatusPage({ code, title, message }: { code?: string; title: string; message: string }) {
  const t = useT()
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="lg" mx="auto" mt={{ base: '8', md: '16' }}>
      {code && (
        <Text fontSize="7xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          {code}
        </Text>
      )}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      <Button asChild colorPalette="brand" mt="2">
        <Link to="/">
          <LuHouse /> {t('layout.status.home')}
        </Link>
      </Button>
    </Stack>
  )
}
