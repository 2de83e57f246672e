import { Stack, Text } from '@chakra-ui/react'
import { Panel } from '@/shared/ui/page'
import { usePendingTemples } from '../queries'
import { formatTimestampDate, type StaffTemple } from '../schemas'
import { PagedTable, type PagedColumn } from './paged-table'

const COLUMNS: PagedColumn<StaffTemple>[] = [
  { key: 'name', header: 'Temple', cell: (t) => <Text fontWeight="medium">{t.name}</Text> },
  { key: 'place', header: 'City', cell: (t) => [t.address.city, t.address.state].filter(Boolean).join(', ') },
  { key: 'contact', header: 'Contact', cell: (t) => t.phone || t.email },
  { key: 'created', header: 'Requested', cell: (t) => formatTimestampDate(t.createdAt), width: '8rem' },
]

/** Pending temple registrations, newest first, 10 a page; a row opens the temple. */
export function TempleApprovals({ onOpen }: { onOpen: (temple: StaffTemple) => void }) {
  const query = usePendingTemples()
  return (
    <Panel>
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          Temple Approvals
        </Text>
        <PagedTable
          caption="Temples waiting for approval"
          query={query}
          columns={COLUMNS}
          rowKey={(t) => t.id}
          onRowClick={onOpen}
          rowLabel={(t) => `Open ${t.name}`}
        />
      </Stack>
    </Panel>
  )
}
