import { Badge, Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuHandHeart, LuPencil, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { PageHeader } from '@/shared/ui/page'
import { actionsColumn, RowActions } from '@/shared/ui/row-actions'
import { useDeleteDonationCategory } from '../mutations'
import { useDonationCategories } from '../queries'
import type { DonationCategory } from '../schemas'

export function DonationCategoriesPage() {
  const templeId = useTempleId()
  const can = useCan()
  const list = useDonationCategories(templeId)
  const remove = useDeleteDonationCategory(templeId)
  const canAdd = can('add', 'donationCategories')
  const canChange = can('change', 'donationCategories')
  const canDelete = can('delete', 'donationCategories')
  const confirm = useDeleteConfirm<DonationCategory>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: 'Warning: All offerings under this category will be also deleted',
    deleted: (row) => `Donation category ${row.name} deleted`,
  })

  const columns: Column<DonationCategory>[] = [
    { key: 'no', header: '#', width: '4rem', cell: (_, index) => index + 1 },
    { key: 'name', header: 'Name', cell: (row) => row.name },
    {
      key: 'donations',
      header: 'Donations',
      width: '8rem',
      cell: (row) => (
        <Badge variant="subtle" colorPalette={row.donations.length ? 'brand' : 'gray'}>
          {row.donations.length}
        </Badge>
      ),
    },
  ]
  if (canChange || canDelete) {
    columns.push(
      actionsColumn((row) => (
        <RowActions
          label={row.name}
          edit={
            canChange ? (
              <Link to="/dashboard/donation-categories/edit/$id" params={{ id: row.id }}>
                <LuPencil />
              </Link>
            ) : null
          }
          onDelete={canDelete ? () => confirm.ask(row) : undefined}
        />
      )),
    )
  }

  const addButton = canAdd ? (
    <Button asChild colorPalette="brand">
      <Link to="/dashboard/donation-categories/add">
        <LuPlus /> Add category
      </Link>
    </Button>
  ) : null

  return (
    <>
      <PageHeader title="Donation categories" description="Group your donations so devotees find the cause they want to support." actions={addButton} />
      <ListView
        query={list}
        columns={columns}
        caption="Donation categories"
        rowKey={(row) => row.id}
        empty={{
          icon: <LuHandHeart />,
          title: 'No donation categories yet',
          description: canAdd ? 'Add a category, then add donations to it.' : 'Categories added by an administrator will show here.',
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
