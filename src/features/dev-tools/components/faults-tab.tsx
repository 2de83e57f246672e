import { Badge, Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Switch, Table, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { devApi } from '../api'
import { devKeys, faultsQuery, routesQuery } from '../queries'
import type { DevFaults, ErrorKind, LatencyMode } from '../types'
import { devErrorMessage } from './request-display'

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

/** A small labelled select of the fault forms. */
function SelectBox({
  label,
  maxW,
  value,
  onChange,
  children,
}: {
  label: string
  maxW: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** A small labelled whole-number box of the fault forms. */
function NumberBox(props: { label: string; maxW: string; min: number; max: number; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root maxW={props.maxW}>
      <Field.Label>{props.label}</Field.Label>
      <Input size="sm" type="number" min={props.min} max={props.max} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </Field.Root>
  )
}

function numberOr(text: string, fallback: number): number {
  const n = Number(text)
  return text.trim() !== '' && Number.isFinite(n) ? n : fallback
}

function LatencyForm({ faults, apply }: { faults: DevFaults; apply: (patch: Record<string, unknown>) => Promise<void> }) {
  const t = useT()
  const [mode, setMode] = useState<LatencyMode>(faults.latency.mode)
  const [fixed, setFixed] = useState(String(faults.latency.fixed_ms))
  const [min, setMin] = useState(String(faults.latency.min_ms))
  const [max, setMax] = useState(String(faults.latency.max_ms))
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <SelectBox label={t('dev-tools.faults.latencyMode')} maxW="40" value={mode} onChange={(v) => setMode(v as LatencyMode)}>
          <option value="off">{t('dev-tools.faults.latencyOff')}</option>
          <option value="fixed">{t('dev-tools.faults.latencyFixed')}</option>
          <option value="range">{t('dev-tools.faults.latencyRange')}</option>
        </SelectBox>
        {mode === 'fixed' && (
          <NumberBox label={t('dev-tools.faults.milliseconds')} maxW="32" min={0} max={60000} value={fixed} onChange={setFixed} />
        )}
        {mode === 'range' && (
          <>
            <NumberBox label={t('dev-tools.faults.fromMs')} maxW="32" min={0} max={60000} value={min} onChange={setMin} />
            <NumberBox label={t('dev-tools.faults.toMs')} maxW="32" min={0} max={60000} value={max} onChange={setMax} />
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
          {t('dev-tools.faults.applyLatency')}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t('dev-tools.faults.latencyHelp')}
      </Text>
    </Stack>
  )
}

function ErrorRates({ faults, apply }: { faults: DevFaults; apply: (patch: Record<string, unknown>) => Promise<void> }) {
  const t = useT()
  const routes = useQuery(routesQuery())
  const areas = [...new Set((routes.data ?? []).map((r) => r.area))].filter((a) => a !== '__mock__')
  const [area, setArea] = useState('offering')
  const [rate, setRate] = useState('100')
  const [kind, setKind] = useState<ErrorKind>('5xx')
  const others = (name: string) => faults.errors.filter((e) => e.area !== name)

  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="end">
        <SelectBox label={t('dev-tools.faults.area')} maxW="56" value={area} onChange={setArea}>
          {(areas.length > 0 ? areas : [area]).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectBox>
        <NumberBox label={t('dev-tools.faults.errorRate')} maxW="28" min={0} max={100} value={rate} onChange={setRate} />
        <SelectBox label={t('dev-tools.faults.failsAs')} maxW="44" value={kind} onChange={(v) => setKind(v as ErrorKind)}>
          <option value="5xx">{t('dev-tools.faults.kind5xx')}</option>
          <option value="network">{t('dev-tools.faults.kindNetwork')}</option>
        </SelectBox>
        <Button size="sm" onClick={() => void apply({ errors: [...others(area), { area, rate: numberOr(rate, 0), kind }] })}>
          {t('dev-tools.faults.setErrorRate')}
        </Button>
      </Flex>
      {faults.errors.length > 0 && (
        <Table.Root size="sm" variant="outline" aria-label={t('dev-tools.faults.errorRates')}>
          <Table.Body>
            {faults.errors.map((rule) => (
              <Table.Row key={rule.area}>
                <Table.Cell fontFamily="mono">{rule.area}</Table.Cell>
                <Table.Cell>
                  {t('dev-tools.faults.rule', {
                    rate: rule.rate,
                    kind: rule.kind === '5xx' ? t('dev-tools.faults.kind5xx') : t('dev-tools.faults.kindNetworkLower'),
                  })}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('dev-tools.faults.turnOffFor', { area: rule.area })}
                    onClick={() => void apply({ errors: others(rule.area) })}
                  >
                    {t('dev-tools.faults.turnOff')}
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
  const t = useT()
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
  if (!faults.data) return <Text color="fg.muted">{t('dev-tools.faults.loading')}</Text>
  const data = faults.data
  const offline = secondsLeft(data.offline_until)

  return (
    <Stack gap="4" pt="2" maxW="5xl">
      <Flex gap="3" align="center" wrap="wrap">
        <Badge colorPalette={data.active ? 'red' : 'green'} size="lg">
          {data.active ? t('dev-tools.faults.active') : t('dev-tools.faults.inactive')}
        </Badge>
        <Button
          size="sm"
          variant="outline"
          disabled={!data.active}
          onClick={() => void run(devApi.clearFaults, t('dev-tools.faults.cleared'))}
        >
          {t('dev-tools.faults.clear')}
        </Button>
      </Flex>
      {error && <FormAlert message={error} />}
      {done && <FormAlert status="success" message={done} />}
      <Card title={t('dev-tools.faults.latency')}>
        <LatencyForm key={JSON.stringify(data.latency)} faults={data} apply={apply} />
      </Card>
      <Card title={t('dev-tools.faults.errorsPerArea')}>
        <ErrorRates faults={data} apply={apply} />
      </Card>
      <Card title={t('dev-tools.faults.session')}>
        <Stack gap="4">
          <Flex gap="3" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void run(devApi.expireAccessTokens, t('dev-tools.faults.accessExpired'))}>
              {t('dev-tools.faults.expireAccess')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void run(devApi.expireRefreshTokens, t('dev-tools.faults.refreshExpired'))}>
              {t('dev-tools.faults.expireRefresh')}
            </Button>
          </Flex>
          <Flex gap="3" wrap="wrap" align="end">
            <NumberBox
              label={t('dev-tools.faults.secondsOffline')}
              maxW="32"
              min={1}
              max={3600}
              value={offlineFor}
              onChange={setOfflineFor}
            />
            <Button size="sm" onClick={() => void apply({ offline_for_seconds: numberOr(offlineFor, 10) })}>
              {t('dev-tools.faults.goOffline')}
            </Button>
            {offline > 0 && (
              <Button size="sm" variant="outline" onClick={() => void apply({ offline_for_seconds: 0 })}>
                {t('dev-tools.faults.backOnline', { seconds: offline })}
              </Button>
            )}
          </Flex>
          <Switch.Root checked={data.next_request_403} onCheckedChange={(e) => void apply({ next_request_403: e.checked })}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('dev-tools.faults.next403')}</Switch.Label>
          </Switch.Root>
        </Stack>
      </Card>
      <Text fontSize="sm" color="fg.muted">
        {t('dev-tools.faults.httpNote')}
      </Text>
    </Stack>
  )
}
