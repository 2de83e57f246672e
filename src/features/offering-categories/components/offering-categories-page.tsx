import { Badge, Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuLayers, LuPencil, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { PageHeader } from '@/shared/ui/page'
import { actionsColumn, RowActions } from '@/shared/ui/row-actions'
import { useDeleteOfferingCategory } from '../mutations'
import { useOfferingCategories } from '../queries'
import type { OfferingCategory } from '../schemas'

export function OfferingCategoriesPage() {
  const templeId = useTempleId()
  const can = useCan()
  const list = useOfferingCategories(templeId)
  const remove = useDeleteOfferingCategory(templeId)
  const canAdd = can('add', 'offeringCategories')
  const canChange = can('change', 'offeringCategories')
  const canDelete = can('delete', 'offeringCategories')
  const confirm = useDeleteConfirm<OfferingCategory>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: 'Warning: All offerings under this category will be also deleted',
    deleted: (row) => `Offering category ${row.name} deleted`,
  })

  const columns: Column<OfferingCategory>[] = [
    { key: 'no', header: '#', width: '4rem', cell: (_, index) => index + 1 },
    { key: 'name', header: 'Name', cell: (row) => row.name },
    {
      key: 'offerings',
      header: 'Offerings',
      width: '8rem',
      cell: (row) => (
        <Badge variant="subtle" colorPalette={row.offerings.length ? 'brand' : 'gray'}>
          {row.offerings.length}
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
              <Link to="/dashboard/offering-categories/edit/$id" params={{ id: row.id }}>
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
      <Link to="/dashboard/offering-categories/add">
        <LuPlus /> Add category
      </Link>
    </Button>
  ) : null

  return (
    <>
      <PageHeader title="Offering categories" description="Group your offerings so devotees find them easily." actions={addButton} />
      <ListView
        query={list}
        columns={columns}
        caption="Offering categories"
        rowKey={(row) => row.id}
        empty={{
          icon: <LuLayers />,
          title: 'No offering categories yet',
          description: canAdd ? 'Add a category, then add offerings to it.' : 'Categories added by an administrator will show here.',
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
