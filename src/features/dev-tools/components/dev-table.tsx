import { Table, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A table of the developer tools: its header cells, its rows, and the line `empty` says when there is one to say. */
export function DevTable({
  label,
  headers,
  empty,
  children,
}: {
  label: string
  headers: ReactNode
  empty: string | false
  children: ReactNode
}) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>{headers}</Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {empty && <Text color="fg.muted">{empty}</Text>}
    </>
  )
}
