import { Box, Flex, Heading, Link as ChakraLink, Tabs, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { msg, useT } from '@/shared/i18n'
import { Bar } from '@/shared/ui/bar'
import { ApiTab } from './api-tab'
import { DataTab } from './data-tab'
import { FaultIndicator } from './fault-indicator'
import { FaultsTab } from './faults-tab'
import { RequestsTab } from './requests-tab'

export const DEV_TABS = ['api', 'requests', 'data', 'faults'] as const
export type DevTab = (typeof DEV_TABS)[number]

/** Each tab: its label and the panel it shows. */
const TABS = {
  api: { label: msg('dev-tools.tabs.api'), Panel: ApiTab },
  requests: { label: msg('dev-tools.tabs.requests'), Panel: RequestsTab },
  data: { label: msg('dev-tools.tabs.data'), Panel: DataTab },
  faults: { label: msg('dev-tools.tabs.faults'), Panel: FaultsTab },
} as const satisfies Record<DevTab, { label: string; Panel: () => ReactNode }>

/** The /dev panel of the mocked mode: API explorer, request log, data browser, fault injection. */
export function DevPage({ tab, onTabChange }: { tab: DevTab; onTabChange: (tab: DevTab) => void }) {
  const t = useT()
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Bar as="header" line="below" py="3">
        <Box>
          <Heading size="md">{t('dev-tools.page.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('dev-tools.page.description')}
          </Text>
        </Box>
        <Flex gap="4" align="center" wrap="wrap">
          {/* contract/openapi.json, which the mocked mode serves as /openapi.json (vite.config.ts). */}
          <ChakraLink href="/openapi.json" download="openapi.json" fontSize="sm">
            {t('dev-tools.page.openapi')}
          </ChakraLink>
          <ChakraLink asChild fontSize="sm">
            <Link to="/">{t('dev-tools.page.back')}</Link>
          </ChakraLink>
        </Flex>
      </Bar>
      <Box px={{ base: '2', md: '8' }} py="4">
        <Tabs.Root value={tab} onValueChange={(event) => onTabChange(event.value as DevTab)} lazyMount variant="enclosed">
          <Tabs.List>
            {DEV_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(TABS[value].label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DEV_TABS.map((value) => {
            const { Panel } = TABS[value]
            return (
              <Tabs.Content key={value} value={value}>
                <Panel />
              </Tabs.Content>
            )
          })}
        </Tabs.Root>
      </Box>
      <FaultIndicator />
    </Box>
  )
}
