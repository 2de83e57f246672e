import { useMemo } from 'react'
import { useT } from '@/shared/i18n'
import { NameCell } from '@/shared/ui/name-cell'
import { usePendingTemples } from '../queries'
import { formatTimestampDate, type StaffTemple } from '../schemas'
import { PagedPanel, type PagedColumn } from './paged-table'

/** Pending temple registrations, newest first, 10 a page; a row opens the temple. */
export function TempleApprovals({ onOpen }: { onOpen: (temple: StaffTemple) => void }) {
  const t = useT()
  const query = usePendingTemples()
  const columns = useMemo<PagedColumn<StaffTemple>[]>(
    () => [
      { key: 'name', header: t('staff.templeApprovals.temple'), cell: (row) => <NameCell>{row.name}</NameCell> },
      {
        key: 'place',
        header: t('staff.templeApprovals.city'),
        cell: (row) => [row.address.city, row.address.state].filter(Boolean).join(', '),
      },
      { key: 'contact', header: t('staff.templeApprovals.contact'), cell: (row) => <bdi dir="ltr">{row.phone || row.email}</bdi> },
      { key: 'created', header: t('staff.templeApprovals.requested'), cell: (row) => formatTimestampDate(row.createdAt), width: '8rem' },
    ],
    [t],
  )
  return (
    <PagedPanel
      title={t('staff.templeApprovals.title')}
      caption={t('staff.templeApprovals.caption')}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={onOpen}
      rowLabel={(row) => t('staff.templeApprovals.open', { name: row.name })}
    />
  )
}
