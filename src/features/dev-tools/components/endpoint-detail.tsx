import { Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSession, useSessionState } from '@/session/context'
import { tokens } from '@/shared/api/tokens'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { exampleQuery } from '../queries'
import { type TryResult, sendTry, sendsBody, toCurl } from '../try-it'
import { type Endpoint, Mono, StatusBadge, devErrorMessage, guardLabel } from './request-display'

function Pairs({ label, pairs }: { label: string; pairs: [string, string][] }) {
  const t = useT()
  return (
    <Box>
      <Heading size="xs" mb="1">
        {label}
      </Heading>
      {pairs.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('dev-tools.endpoint.none')}
        </Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Body>
            {pairs.map(([name, meaning]) => (
              <Table.Row key={name}>
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {name}
                </Table.Cell>
                <Table.Cell>{meaning}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  )
}

function Example({ endpoint }: { endpoint: Endpoint }) {
  const t = useT()
  const example = useQuery(exampleQuery(endpoint.method.method, endpoint.route.path))
  const documented = endpoint.method.query
  const read = (example.data?.query_read ?? []).filter((name) => !(name in documented))
  return (
    <Stack gap="3">
      <Pairs
        label={t('dev-tools.endpoint.queryParameters')}
        pairs={[
          ...Object.entries(documented),
          ...read.map((name): [string, string] => [
            name,
            name === 'page' || name === 'page_size' ? t('dev-tools.endpoint.pagination') : t('dev-tools.endpoint.undocumented'),
          ]),
        ]}
      />
      {sendsBody(endpoint.method.method) && (
        <Pairs label={t('dev-tools.endpoint.requestBody')} pairs={endpoint.method.body ? Object.entries(endpoint.method.body) : []} />
      )}
      <Box>
        <Heading size="xs" mb="1">
          {t('dev-tools.endpoint.exampleResponse')}
        </Heading>
        {example.isError && <FormAlert message={devErrorMessage(example.error)} />}
        {!example.data && !example.isError && <Text fontSize="sm">{t('dev-tools.endpoint.exampleRunning')}</Text>}
        {example.data && (
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted">
              {t('dev-tools.endpoint.exampleRanAs', {
                method: example.data.method,
                path: example.data.path,
                account: example.data.account,
                temple: example.data.temple_id,
              })}
              {example.data.request_body !== null && (
                <> {t('dev-tools.endpoint.exampleWithBody', { body: JSON.stringify(example.data.request_body) })}</>
              )}
            </Text>
            <Flex gap="2" align="center">
              <StatusBadge status={example.data.status} />
              {example.data.headers.link && (
                <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  Link: {example.data.headers.link}
                </Text>
              )}
            </Flex>
            <Mono maxH="64">{JSON.stringify(example.data.body, null, 2)}</Mono>
          </Stack>
        )}
      </Box>
    </Stack>
  )
}

function TryIt({ endpoint }: { endpoint: Endpoint }) {
  const t = useT()
  const session = useSession()
  const { templeId, signedIn } = useSessionState()
  const method = endpoint.method.method
  // Opened straight after signing in, the current temple may not be chosen yet: pick it as the app does.
  useEffect(() => {
    if (signedIn && templeId === null) session.ensureTemple().catch(() => undefined)
  }, [session, signedIn, templeId])
  const [path, setPath] = useState(endpoint.route.path.replace(/:(\w+)/g, '1'))
  const [query, setQuery] = useState('')
  const [body, setBody] = useState(sendsBody(method) ? '{}' : '')
  const [result, setResult] = useState<TryResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  const request = { method, path, query, body, templeId }
  const curl = toCurl(request, tokens.access())

  async function send() {
    setBusy(true)
    setError(null)
    try {
      setResult(await sendTry(request))
    } catch (failure) {
      setResult(null)
      setError(t('dev-tools.tryIt.noResponse', { reason: failure instanceof Error ? failure.message : String(failure) }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {signedIn
          ? templeId !== null
            ? t('dev-tools.tryIt.sentAsUserWithTemple', { temple: templeId })
            : t('dev-tools.tryIt.sentAsUser')
          : t('dev-tools.tryIt.notSignedIn')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>{t('dev-tools.tryIt.path')}</Field.Label>
          <Input fontFamily="mono" size="sm" value={path} onChange={(e) => setPath(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('dev-tools.tryIt.query')}</Field.Label>
          <Input fontFamily="mono" size="sm" placeholder="page=2&name=puja" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field.Root>
      </SimpleGrid>
      {sendsBody(method) && (
        <Field.Root>
          <Field.Label>{t('dev-tools.tryIt.body')}</Field.Label>
          <Textarea fontFamily="mono" size="sm" rows={4} value={body} onChange={(e) => setBody(e.target.value)} />
        </Field.Root>
      )}
      <Flex gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => void send()} loading={busy}>
          {t('dev-tools.tryIt.send', { method })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(curl).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }}
        >
          {copied ? t('dev-tools.tryIt.copied') : t('dev-tools.tryIt.copy')}
        </Button>
      </Flex>
      <Mono aria-label={t('dev-tools.tryIt.curl')}>{curl}</Mono>
      {error && <FormAlert message={error} />}
      {result && (
        <Stack gap="2" aria-label={t('dev-tools.tryIt.response')} role="region">
          <Flex gap="2" align="center">
            <StatusBadge status={result.status} />
            <Text fontSize="sm">
              {result.statusText} · {t('dev-tools.tryIt.duration', { ms: result.durationMs })}
              {result.refreshed && ` · ${t('dev-tools.tryIt.refreshed')}`}
            </Text>
          </Flex>
          <Pairs label={t('dev-tools.tryIt.responseHeaders')} pairs={result.headers} />
          <Heading size="xs">{t('dev-tools.tryIt.responseBody')}</Heading>
          <Mono>{result.body || t('dev-tools.tryIt.empty')}</Mono>
        </Stack>
      )}
    </Stack>
  )
}

/** What an endpoint needs and returns, plus Try it. */
export function EndpointDetail({ endpoint }: { endpoint: Endpoint }) {
  const t = useT()
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" px="4" pb="4" pt="1" bg="bg.subtle">
      <Stack gap="3">
        <Text fontSize="sm">
          {t('dev-tools.endpoint.requires')} <b>{guardLabel(endpoint.method, t)}</b>
          {endpoint.method.auth === 'temple' && ` ${t('dev-tools.endpoint.templeAuth')}`}
          {endpoint.method.auth === 'user' && ` ${t('dev-tools.endpoint.userAuth')}`}
        </Text>
        <Example endpoint={endpoint} />
      </Stack>
      <Box>
        <Heading size="xs" mb="2">
          {t('dev-tools.tryIt.title')}
        </Heading>
        <TryIt endpoint={endpoint} />
      </Box>
    </SimpleGrid>
  )
}
