import { Badge, Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { LuHandCoins, LuPencil, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { actionsColumn, RowActions } from '@/shared/ui/row-actions'
import { useDeleteDonation } from '../mutations'
import { useDonations } from '../queries'
import { amountLabel, blockPeriodLabel, donationTypeLabel, type CategoryOption, type Donation } from '../schemas'

export function DonationsPage({ categoryOptions = [] }: { categoryOptions?: CategoryOption[] }) {
  const templeId = useTempleId()
  const can = useCan()
  const list = useDonations(templeId)
  const remove = useDeleteDonation(templeId)
  // The spec uses the *add* permission for adding, editing and deleting donations.
  const canManage = can('add', 'donations')
  const confirm = useDeleteConfirm<Donation>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: 'Warning: You cannot reverse this action!',
    deleted: (row) => `Donation ${row.name} deleted`,
  })
  const categoryNames = useMemo(() => new Map(categoryOptions.map((c) => [c.url, c.name])), [categoryOptions])

  const columns: Column<Donation>[] = [
    // The table does not wrap by default; these columns may, so every column fits on a laptop.
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Text fontWeight="medium" whiteSpace="normal">
          {row.name}
        </Text>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      cell: (row) => <Text whiteSpace="normal">{row.categoryDetail?.name ?? categoryNames.get(row.category) ?? '—'}</Text>,
    },
    { key: 'amount', header: 'Amount', cell: (row) => <Text whiteSpace="normal">{amountLabel(row)}</Text> },
    {
      key: 'type',
      header: 'Type',
      width: '6rem',
      cell: (row) => (
        <Badge variant="subtle" colorPalette="gray">
          {donationTypeLabel(row.donationType)}
        </Badge>
      ),
    },
    { key: 'limit', header: 'Per-day limit', width: '7.5rem', cell: (row) => (row.perDayLimit === null ? 'No limit' : row.perDayLimit) },
    { key: 'block', header: 'Block period', width: '8rem', cell: (row) => blockPeriodLabel(row.blockPeriod, row.blockUnit) },
  ]
  if (canManage) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={row.name}
          edit={
            <Link to="/dashboard/donations/edit/$id" params={{ id: row.id }}>
              <LuPencil />
            </Link>
          }
          onDelete={() => confirm.ask(row)}
        />
      )),
    )
  }

  const addButton = canManage ? (
    <Button asChild colorPalette="brand">
      <Link to="/dashboard/donations/add">
        <LuPlus /> Add donation
      </Link>
    </Button>
  ) : null

  return (
    <>
      <ListView
        title="Donations"
        description="The causes devotees can give to, with their amounts, schedules and limits."
        actions={addButton}
        query={list}
        columns={columns}
        caption="Donations"
        rowKey={(row) => row.id}
        rowHeight={61}
        empty={{
          icon: <LuHandCoins />,
          title: 'No donations yet',
          description: canManage
            ? 'Add a donation category first if you have none, then add donations to it.'
            : 'Donations added by an administrator will show here.',
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
