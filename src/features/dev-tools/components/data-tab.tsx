import { Badge, Box, Button, Flex, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { devApi } from '../api'
import { useDeleteRow, useReplaceRow } from '../mutations'
import { rowsQuery, tablesQuery } from '../queries'
import { DevTable } from './dev-table'
import { devErrorMessage } from './request-display'

type Row = { id: number } & Record<string, unknown>

function preview(row: Row): string {
  const { id: _id, ...rest } = row
  const text = JSON.stringify(rest)
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}

function RowEditor({ table, row, onDone }: { table: string; row: Row; onDone: () => void }) {
  const t = useT()
  const replaceRow = useReplaceRow()
  const [text, setText] = useState(JSON.stringify(row, null, 2))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save() {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (failure) {
      setError(t('dev-tools.data.invalidJson', { reason: failure instanceof Error ? failure.message : '' }))
      return
    }
    setBusy(true)
    try {
      await replaceRow.mutateAsync({ table, id: row.id, row: parsed })
      onDone()
    } catch (failure) {
      setError(devErrorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="2" py="2">
      <Textarea
        aria-label={t('dev-tools.data.rowJson', { id: row.id })}
        fontFamily="mono"
        fontSize="xs"
        rows={Math.min(18, text.split('\n').length + 1)}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error && <FormAlert message={error} />}
      <Flex gap="2">
        <Button size="xs" colorPalette="brand" loading={busy} onClick={() => void save()}>
          {t('dev-tools.data.saveRow')}
        </Button>
        <Button size="xs" variant="outline" onClick={onDone} disabled={busy}>
          {t('dev-tools.data.cancel')}
        </Button>
      </Flex>
    </Stack>
  )
}

function Rows({ table }: { table: string }) {
  const t = useT()
  const deleteRow = useDeleteRow()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const rows = useQuery(rowsQuery(table, search.trim(), page))

  return (
    <Stack gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Input
          size="sm"
          maxW="sm"
          placeholder={t('dev-tools.data.searchTable', { table })}
          aria-label={t('dev-tools.data.searchRows')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(1)
          }}
        />
        <Button size="xs" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('dev-tools.data.previous')}
        </Button>
        <Text fontSize="sm">{t('dev-tools.data.page', { page })}</Text>
        <Button size="xs" variant="outline" disabled={!rows.data?.hasNext} onClick={() => setPage(page + 1)}>
          {t('dev-tools.data.next')}
        </Button>
      </Flex>
      {(rows.isError || error) && <FormAlert message={error ?? devErrorMessage(rows.error)} />}
      <DevTable
        label={t('dev-tools.data.rowsOf', { table })}
        headers={
          <>
            <Table.ColumnHeader w="16">id</Table.ColumnHeader>
            <Table.ColumnHeader>{t('dev-tools.data.fields')}</Table.ColumnHeader>
            <Table.ColumnHeader w="32" />
          </>
        }
        empty={rows.data?.rows.length === 0 && t('dev-tools.data.noMatch')}
      >
        {rows.data?.rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell fontFamily="mono" verticalAlign="top">
              {row.id}
            </Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
              {editing === row.id ? <RowEditor table={table} row={row} onDone={() => setEditing(null)} /> : preview(row)}
            </Table.Cell>
            <Table.Cell verticalAlign="top">
              <Flex gap="1">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('dev-tools.data.editRow', { id: row.id })}
                  onClick={() => setEditing(row.id)}
                >
                  {t('dev-tools.data.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('dev-tools.data.deleteRow', { id: row.id })}
                  onClick={() => setDeleting(row)}
                >
                  {t('dev-tools.data.delete')}
                </Button>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </DevTable>
      <ConfirmDialog
        open={deleting !== null}
        title={t('dev-tools.data.deleteTitle', { id: deleting?.id ?? '', table })}
        warning={t('dev-tools.data.deleteWarning')}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          setBusy(true)
          setError(null)
          try {
            await deleteRow.mutateAsync({ table, id: deleting.id })
          } catch (failure) {
            setError(devErrorMessage(failure))
          } finally {
            setBusy(false)
            setDeleting(null)
          }
        }}
      />
    </Stack>
  )
}

/** The mock database: tables with row counts, rows searchable, editable and deletable. */
export function DataTab() {
  const t = useT()
  const tables = useQuery(tablesQuery())
  const [table, setTable] = useState<string | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)
  const [resetting, setResetting] = useState(false)
  const selected = table ?? tables.data?.[0]?.name ?? null

  return (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" pt="2">
      <Stack gap="2" gridColumn={{ md: 'span 1' }}>
        {tables.isError && <FormAlert message={devErrorMessage(tables.error)} />}
        <Box as="nav" aria-label={t('dev-tools.data.tables')} bg="bg" borderWidth="1px" rounded="md" p="1">
          {tables.data?.map(({ name, count }) => (
            <Button
              key={name}
              variant={name === selected ? 'subtle' : 'ghost'}
              size="sm"
              w="full"
              justifyContent="space-between"
              aria-current={name === selected ? 'true' : undefined}
              onClick={() => setTable(name)}
            >
              <Text as="span" fontFamily="mono">
                {name}
              </Text>
              <Badge>{count}</Badge>
            </Button>
          ))}
        </Box>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmReset(true)}>
          {t('dev-tools.data.reset')}
        </Button>
      </Stack>
      <Box gridColumn={{ md: 'span 3' }} minW="0">
        {selected && <Rows key={selected} table={selected} />}
      </Box>
      <ConfirmDialog
        open={confirmReset}
        title={t('dev-tools.data.resetTitle')}
        warning={t('dev-tools.data.resetWarning')}
        confirmLabel={t('dev-tools.data.resetConfirm')}
        busy={resetting}
        onCancel={() => setConfirmReset(false)}
        onConfirm={async () => {
          setResetting(true)
          await devApi.reset()
          window.location.reload()
        }}
      />
    </SimpleGrid>
  )
}
