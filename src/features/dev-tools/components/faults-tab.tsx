import { Badge, Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Switch, Table, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { FormAlert } from '@/shared/forms/form-alert'
import { devApi } from '../api'
import { devKeys, faultsQuery, routesQuery } from '../queries'
import type { DevFaults, ErrorKind, LatencyMode } from '../types'
import { devErrorMessage } from './shared'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="md" p="4">
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

function numberOr(text: string, fallback: number): number {
  const n = Number(text)
  return text.trim() !== '' && Number.isFinite(n) ? n : fallback
}

function LatencyForm({ faults, apply }: { faults: DevFaults; apply: (patch: Record<string, unknown>) => Promise<void> }) {
  const [mode, setMode] = useState<LatencyMode>(faults.latency.mode)
  const [fixed, setFixed] = useState(String(faults.latency.fixed_ms))
  const [min, setMin] = useState(String(faults.latency.min_ms))
  const [max, setMax] = useState(String(faults.latency.max_ms))
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root maxW="40">
          <Field.Label>Added latency</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={mode} onChange={(e) => setMode(e.target.value as LatencyMode)}>
              <option value="off">Off</option>
              <option value="fixed">Fixed</option>
              <option value="range">Random in a range</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {mode === 'fixed' && (
          <Field.Root maxW="32">
            <Field.Label>Milliseconds</Field.Label>
            <Input size="sm" type="number" min={0} max={60000} value={fixed} onChange={(e) => setFixed(e.target.value)} />
          </Field.Root>
        )}
        {mode === 'range' && (
          <>
            <Field.Root maxW="32">
              <Field.Label>From ms</Field.Label>
              <Input size="sm" type="number" min={0} max={60000} value={min} onChange={(e) => setMin(e.target.value)} />
            </Field.Root>
            <Field.Root maxW="32">
              <Field.Label>To ms</Field.Label>
              <Input size="sm" type="number" min={0} max={60000} value={max} onChange={(e) => setMax(e.target.value)} />
            </Field.Root>
          </>
        )}
        <Button
          size="sm"
          onClick={() =>
            void apply({
              latency: { mode, fixed_ms: numberOr(fixed, 0), min_ms: numberOr(min, 0), max_ms: numberOr(max, 0) },
            })
          }
        >
          Apply latency
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Added on top of the demo's usual 150–450 ms, to every API request.
      </Text>
    </Stack>
  )
}

function ErrorRates({ faults, apply }: { faults: DevFaults; apply: (patch: Record<string, unknown>) => Promise<void> }) {
  const routes = useQuery(routesQuery())
  const areas = [...new Set((routes.data ?? []).map((r) => r.area))].filter((a) => a !== '__mock__')
  const [area, setArea] = useState('offering')
  const [rate, setRate] = useState('100')
  const [kind, setKind] = useState<ErrorKind>('5xx')
  const others = (name: string) => faults.errors.filter((e) => e.area !== name)

  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root maxW="56">
          <Field.Label>Area</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={area} onChange={(e) => setArea(e.target.value)}>
              {(areas.length > 0 ? areas : [area]).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="28">
          <Field.Label>Error rate %</Field.Label>
          <Input size="sm" type="number" min={0} max={100} value={rate} onChange={(e) => setRate(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="44">
          <Field.Label>Fails as</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={kind} onChange={(e) => setKind(e.target.value as ErrorKind)}>
              <option value="5xx">500 server error</option>
              <option value="network">Network failure</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" onClick={() => void apply({ errors: [...others(area), { area, rate: numberOr(rate, 0), kind }] })}>
          Set error rate
        </Button>
      </Flex>
      {faults.errors.length > 0 && (
        <Table.Root size="sm" variant="outline" aria-label="Error rates">
          <Table.Body>
            {faults.errors.map((rule) => (
              <Table.Row key={rule.area}>
                <Table.Cell fontFamily="mono">{rule.area}</Table.Cell>
                <Table.Cell>
                  {rule.rate}% {rule.kind === '5xx' ? '500 server error' : 'network failure'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Turn off errors for ${rule.area}`}
                    onClick={() => void apply({ errors: others(rule.area) })}
                  >
                    Turn off
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  )
}

function secondsLeft(until: string | null): number {
  return until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : 0
}

/** Fault injection: every control stays on until turned off (a reload keeps it). */
export function FaultsTab() {
  const queryClient = useQueryClient()
  const faults = useQuery(faultsQuery())
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [offlineFor, setOfflineFor] = useState('10')

  async function run(action: () => Promise<unknown>, message?: string) {
    setError(null)
    setDone(null)
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: devKeys.faults() })
      if (message) setDone(message)
    } catch (failure) {
      setError(devErrorMessage(failure))
    }
  }
  const apply = (patch: Record<string, unknown>) => run(() => devApi.patchFaults(patch))

  if (faults.isError) return <FormAlert message={devErrorMessage(faults.error)} />
  if (!faults.data) return <Text color="fg.muted">Loading…</Text>
  const data = faults.data
  const offline = secondsLeft(data.offline_until)

  return (
    <Stack gap="4" pt="2" maxW="5xl">
      <Flex gap="3" align="center" wrap="wrap">
        <Badge colorPalette={data.active ? 'red' : 'green'} size="lg">
          {data.active ? 'Faults are on' : 'No fault is on'}
        </Badge>
        <Button size="sm" variant="outline" disabled={!data.active} onClick={() => void run(devApi.clearFaults, 'Every fault is off.')}>
          Turn every fault off
        </Button>
      </Flex>
      {error && <FormAlert message={error} />}
      {done && <FormAlert status="success" message={done} />}
      <Card title="Latency">
        <LatencyForm key={JSON.stringify(data.latency)} faults={data} apply={apply} />
      </Card>
      <Card title="Errors per area">
        <ErrorRates faults={data} apply={apply} />
      </Card>
      <Card title="Session and network">
        <Stack gap="4">
          <Flex gap="3" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void run(
                  devApi.expireAccessTokens,
                  'Every access token issued so far is now expired: the next call refreshes once and replays.',
                )
              }
            >
              Expire all access tokens now
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void run(devApi.expireRefreshTokens, 'Refresh tokens are expired: the next token refresh fails and the session ends.')
              }
            >
              Expire refresh token
            </Button>
          </Flex>
          <Flex gap="3" wrap="wrap" align="end">
            <Field.Root maxW="32">
              <Field.Label>Seconds offline</Field.Label>
              <Input size="sm" type="number" min={1} max={3600} value={offlineFor} onChange={(e) => setOfflineFor(e.target.value)} />
            </Field.Root>
            <Button size="sm" onClick={() => void apply({ offline_for_seconds: numberOr(offlineFor, 10) })}>
              Go offline
            </Button>
            {offline > 0 && (
              <Button size="sm" variant="outline" onClick={() => void apply({ offline_for_seconds: 0 })}>
                Back online ({offline} s left)
              </Button>
            )}
          </Flex>
          <Switch.Root checked={data.next_request_403} onCheckedChange={(e) => void apply({ next_request_403: e.checked })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Next request answers 403</Switch.Label>
          </Switch.Root>
        </Stack>
      </Card>
      <Text fontSize="sm" color="fg.muted">
        Tests reach the same controls over HTTP: PATCH/DELETE /api/__mock__/faults, POST /api/__mock__/expire-access-tokens and
        /api/__mock__/expire-refresh-tokens.
      </Text>
    </Stack>
  )
}
