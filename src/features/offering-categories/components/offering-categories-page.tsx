import { Badge, Button, Flex, IconButton } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { LuLayers, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { InfiniteTable, type Column } from '@/shared/ui/infinite-table'
import { TableSkeleton } from '@/shared/ui/loaders'
import { EmptyBlock, PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useDeleteOfferingCategory } from '../mutations'
import { useOfferingCategories } from '../queries'
import type { OfferingCategory } from '../schemas'

export function OfferingCategoriesPage() {
  const templeId = useTempleId()
  const can = useCan()
  const list = useOfferingCategories(templeId)
  const remove = useDeleteOfferingCategory(templeId)
  const [toDelete, setToDelete] = useState<OfferingCategory | null>(null)
  const canAdd = can('add', 'offeringCategories')
  const canChange = can('change', 'offeringCategories')
  const canDelete = can('delete', 'offeringCategories')

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
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: '7rem',
      align: 'end',
      cell: (row) => (
        <Flex gap="1" justify="flex-end">
          {canChange && (
            <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${row.name}`}>
              <Link to="/dashboard/offering-categories/edit/$id" params={{ id: row.id }}>
                <LuPencil />
              </Link>
            </IconButton>
          )}
          {canDelete && (
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${row.name}`} onClick={() => setToDelete(row)}>
              <LuTrash2 />
            </IconButton>
          )}
        </Flex>
      ),
    })
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
      {list.isPending ? (
        <Panel>
          <TableSkeleton columns={3} />
        </Panel>
      ) : list.isError ? (
        <FormAlert message={describeError(list.error)} />
      ) : list.data.length === 0 ? (
        <Panel>
          <EmptyBlock
            icon={<LuLayers />}
            title="No offering categories yet"
            description={canAdd ? 'Add a category, then add offerings to it.' : 'Categories added by an administrator will show here.'}
            action={addButton}
          />
        </Panel>
      ) : (
        <InfiniteTable
          caption="Offering categories"
          rows={list.data}
          columns={columns}
          rowKey={(row) => row.id}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={() => void list.fetchNextPage()}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Are you sure you want to delete ${toDelete?.name ?? ''}?`}
        warning="Warning: All offerings under this category will be also deleted"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return
          remove.mutate(toDelete, {
            onSuccess: () => {
              notify.success(`Offering category ${toDelete.name} deleted`)
              setToDelete(null)
            },
            onError: (error) => notify.error(describeError(error)),
          })
        }}
      />
    </>
  )
}
