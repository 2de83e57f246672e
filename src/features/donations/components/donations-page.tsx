import { Badge, Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuHandCoins, LuPencil, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { t as translate, useT } from '@/shared/i18n'
import { NameCell } from '@/shared/ui/name-cell'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView, useCellNames } from '@/shared/ui/list-view'
import { actionsColumn, RowActions } from '@/shared/ui/row-actions'
import { useDeleteDonation } from '../mutations'
import { useDonations } from '../queries'
import { amountLabel, blockPeriodLabel, donationTypeLabel, type CategoryOption, type Donation } from '../schemas'

export function DonationsPage({ categoryOptions }: { categoryOptions?: CategoryOption[] }) {
  const t = useT()
  const templeId = useTempleId()
  const can = useCan()
  const list = useDonations(templeId)
  const remove = useDeleteDonation(templeId)
  // The spec uses the *add* permission for adding, editing and deleting donations.
  const canManage = can('add', 'donations')
  const confirm = useDeleteConfirm<Donation>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: t('donations.list.deleteWarning'),
    deleted: (row) => translate('donations.toast.deleted', { name: row.name }),
  })
  const categoryNames = useCellNames(categoryOptions)

  const columns: Column<Donation>[] = [
    // The table does not wrap by default; these columns may, so every column fits on a laptop.
    { key: 'name', header: t('donations.list.name'), cell: (row) => <NameCell wrap>{row.name}</NameCell> },
    {
      key: 'category',
      header: t('donations.list.category'),
      cell: (row) => <Text whiteSpace="normal">{row.categoryDetail?.name ?? categoryNames.get(row.category) ?? '—'}</Text>,
    },
    { key: 'amount', header: t('donations.list.amount'), cell: (row) => <Text whiteSpace="normal">{amountLabel(row)}</Text> },
    {
      key: 'type',
      header: t('donations.list.type'),
      width: '6rem',
      cell: (row) => (
        <Badge variant="subtle" colorPalette="gray">
          {donationTypeLabel(row.donationType)}
        </Badge>
      ),
    },
    {
      key: 'limit',
      header: t('donations.list.perDayLimit'),
      width: '7.5rem',
      cell: (row) => (row.perDayLimit === null ? t('donations.list.noLimit') : row.perDayLimit),
    },
    {
      key: 'block',
      header: t('donations.list.blockPeriod'),
      width: '8rem',
      cell: (row) => blockPeriodLabel(row.blockPeriod, row.blockUnit),
    },
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
        <LuPlus /> {t('donations.form.addTitle')}
      </Link>
    </Button>
  ) : null

  return (
    <>
      <ListView
        title={t('donations.list.title')}
        description={t('donations.list.description')}
        actions={addButton}
        query={list}
        columns={columns}
        caption={t('donations.list.title')}
        rowKey={(row) => row.id}
        rowHeight={61}
        empty={{
          icon: <LuHandCoins />,
          title: t('donations.list.emptyTitle'),
          description: canManage ? t('donations.list.emptyManage') : t('donations.list.emptyView'),
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
