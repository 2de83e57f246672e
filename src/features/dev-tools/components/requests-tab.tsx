import { Badge, Button, Checkbox, Flex, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useState } from 'react'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { devApi } from '../api'
import { devKeys, requestsQuery } from '../queries'
import type { RequestLogEntry } from '../types'
import { DevTable } from './dev-table'
import { MethodBadge, StatusBadge, devErrorMessage } from './request-display'

export interface LogFilter {
  text: string
  method: string
  failedOnly: boolean
  replaysOnly: boolean
}

export function filterLog(entries: readonly RequestLogEntry[], filter: LogFilter): RequestLogEntry[] {
  const text = filter.text.trim().toLowerCase()
  return entries.filter(
    (e) =>
      (!text || `${e.path} ${e.area} ${e.status} ${e.fault ?? ''}`.toLowerCase().includes(text)) &&
      (!filter.method || e.method === filter.method) &&
      (!filter.failedOnly || e.status === 0 || e.status >= 400) &&
      (!filter.replaysOnly || e.replay),
  )
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  )
}

/** The last 200 API requests the app made, newest first, refreshed while open. */
export function RequestsTab() {
  const t = useT()
  const queryClient = useQueryClient()
  const log = useQuery(requestsQuery())
  const [filter, setFilter] = useState<LogFilter>({ text: '', method: '', failedOnly: false, replaysOnly: false })
  const entries = log.data ?? []
  const shown = filterLog(entries, filter)

  return (
    <Stack gap="3" pt="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Input
          maxW="xs"
          size="sm"
          placeholder={t('dev-tools.requests.filterPlaceholder')}
          aria-label={t('dev-tools.requests.filterLabel')}
          value={filter.text}
          onChange={(e) => setFilter({ ...filter, text: e.target.value })}
        />
        <NativeSelect.Root size="sm" maxW="36">
          <NativeSelect.Field
            aria-label={t('dev-tools.requests.method')}
            value={filter.method}
            onChange={(e) => setFilter({ ...filter, method: e.target.value })}
          >
            <option value="">{t('dev-tools.requests.allMethods')}</option>
            {['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Toggle
          label={t('dev-tools.requests.failedOnly')}
          checked={filter.failedOnly}
          onChange={(failedOnly) => setFilter({ ...filter, failedOnly })}
        />
        <Toggle
          label={t('dev-tools.requests.replaysOnly')}
          checked={filter.replaysOnly}
          onChange={(replaysOnly) => setFilter({ ...filter, replaysOnly })}
        />
        <Button
          size="xs"
          variant="outline"
          onClick={async () => {
            await devApi.clearRequests()
            await queryClient.invalidateQueries({ queryKey: devKeys.requests() })
          }}
        >
          {t('dev-tools.requests.clear')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('dev-tools.requests.count', { shown: shown.length, total: entries.length })}
        </Text>
      </Flex>
      {log.isError && <FormAlert message={devErrorMessage(log.error)} />}
      <DevTable
        label={t('dev-tools.requests.table')}
        headers={
          <>
            <Table.ColumnHeader>{t('dev-tools.requests.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dev-tools.requests.method')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dev-tools.requests.path')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dev-tools.requests.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('dev-tools.requests.ms')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dev-tools.requests.notes')}</Table.ColumnHeader>
          </>
        }
        empty={entries.length === 0 && !!log.data && t('dev-tools.requests.empty')}
      >
        {shown.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell fontFamily="mono" whiteSpace="nowrap">
              {dayjs(entry.time).format('HH:mm:ss.SSS')}
            </Table.Cell>
            <Table.Cell>
              <MethodBadge method={entry.method} />
            </Table.Cell>
            <Table.Cell fontFamily="mono" wordBreak="break-all">
              {entry.path}
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={entry.status} />
            </Table.Cell>
            <Table.Cell textAlign="end">{entry.duration_ms}</Table.Cell>
            <Table.Cell>
              <Flex gap="1" wrap="wrap">
                {entry.replay && <Badge colorPalette="purple">{t('dev-tools.requests.replay')}</Badge>}
                {entry.fault && <Badge colorPalette="red">{entry.fault}</Badge>}
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </DevTable>
    </Stack>
  )
}
