import { Badge, Box, Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { routesQuery } from '../queries'
import { EndpointDetail } from './endpoint-detail'
import { type Endpoint, MethodBadge, devErrorMessage, guardLabel } from './request-display'

function matches(endpoint: Endpoint, filter: string): boolean {
  if (!filter) return true
  const text = `${endpoint.method.method} ${endpoint.route.path} ${endpoint.route.area} ${endpoint.method.permission ?? ''} ${endpoint.method.summary ?? ''}`
  return text.toLowerCase().includes(filter.toLowerCase())
}

/** Every endpoint of the mocked backend, grouped by area, straight from its route table. */
export function ApiTab() {
  const t = useT()
  const routes = useQuery(routesQuery())
  const [filter, setFilter] = useState('')
  const [open, setOpen] = useState<string | null>(null)

  const groups = useMemo(() => {
    const byArea = new Map<string, Endpoint[]>()
    for (const route of routes.data ?? []) {
      for (const method of route.methods) {
        if (!matches({ route, method }, filter.trim())) continue
        const list = byArea.get(route.area) ?? []
        list.push({ route, method })
        byArea.set(route.area, list)
      }
    }
    // The mock's own endpoints last.
    return [...byArea.entries()].sort(([a], [b]) => Number(a === '__mock__') - Number(b === '__mock__'))
  }, [routes.data, filter])

  if (routes.isError) return <FormAlert message={devErrorMessage(routes.error)} />
  if (!routes.data) return <Text color="fg.muted">{t('dev-tools.api.loading')}</Text>
  const total = routes.data.reduce((n, r) => n + r.methods.length, 0)

  return (
    <Stack gap="4" pt="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Input
          maxW="sm"
          placeholder={t('dev-tools.api.filterPlaceholder')}
          aria-label={t('dev-tools.api.filterLabel')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('dev-tools.api.summary', { total, areas: new Set(routes.data.map((r) => r.area)).size })}
        </Text>
      </Flex>
      {groups.length === 0 && <Text color="fg.muted">{t('dev-tools.api.noMatch', { filter })}</Text>}
      {groups.map(([area, endpoints]) => (
        <Box as="section" key={area} aria-label={t('dev-tools.api.area', { area })} bg="bg" borderWidth="1px" rounded="md">
          <Heading size="sm" px="4" py="2" borderBottomWidth="1px">
            {area}
          </Heading>
          <Stack gap="0">
            {endpoints.map((endpoint) => {
              const key = `${endpoint.method.method} ${endpoint.route.path}`
              const expanded = open === key
              return (
                <Box key={key} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                  <Button
                    variant="ghost"
                    w="full"
                    justifyContent="flex-start"
                    h="auto"
                    py="2"
                    px="4"
                    rounded="0"
                    aria-expanded={expanded}
                    data-testid="endpoint"
                    onClick={() => setOpen(expanded ? null : key)}
                  >
                    <Flex gap="3" align="center" wrap="wrap" textAlign="left" fontWeight="normal">
                      <MethodBadge method={endpoint.method.method} />
                      <Text as="span" fontFamily="mono" fontSize="sm">
                        {endpoint.route.path}
                      </Text>
                      <Badge variant="outline" fontFamily="mono">
                        {guardLabel(endpoint.method, t)}
                      </Badge>
                      {endpoint.method.summary && (
                        <Text as="span" fontSize="sm" color="fg.muted">
                          {endpoint.method.summary}
                        </Text>
                      )}
                    </Flex>
                  </Button>
                  {expanded && <EndpointDetail endpoint={endpoint} />}
                </Box>
              )
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}
