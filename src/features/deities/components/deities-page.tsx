import { Avatar, Badge, Image, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuFlower2, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { AddButton, CountBadge, linkActionsColumn } from '@/shared/ui/row-actions'
import { useDeleteDeity } from '../mutations'
import { useDeities } from '../queries'
import type { Deity } from '../schemas'
import { safeImageSrc } from '@/shared/lib/safe-url'

export function DeitiesPage() {
  const templeId = useTempleId()
  const can = useCan()
  const list = useDeities(templeId)
  const remove = useDeleteDeity(templeId)
  const canAdd = can('add', 'deities')
  const canChange = can('change', 'deities')
  const canDelete = can('delete', 'deities')
  const confirm = useDeleteConfirm<Deity>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: 'Warning: You cannot reverse this action!',
    deleted: (row) => `Deity ${row.name} deleted`,
  })

  const columns: Column<Deity>[] = [
    {
      key: 'image',
      header: 'Image',
      width: '5rem',
      cell: (row) =>
        safeImageSrc(row.deityImg) ? (
          <Image src={safeImageSrc(row.deityImg)} alt={row.name} boxSize="10" borderRadius="md" objectFit="cover" />
        ) : (
          <Avatar.Root size="md" shape="rounded" aria-label={`${row.name}: no image`}>
            <Avatar.Fallback name={row.name} />
          </Avatar.Root>
        ),
    },
    { key: 'name', header: 'Name', cell: (row) => <Text fontWeight="medium">{row.name}</Text> },
    {
      key: 'main',
      header: 'Main prathistta',
      width: '10rem',
      cell: (row) =>
        row.isMain ? (
          <Badge colorPalette="brand" variant="solid">
            Main
          </Badge>
        ) : (
          <Text color="fg.muted" aria-label="Not main">
            —
          </Text>
        ),
    },
    {
      key: 'offerings',
      header: 'Offerings',
      width: '8rem',
      cell: (row) => <CountBadge count={row.offerings.length} />,
    },
  ]
  if (canChange || canDelete) {
    columns.push(
      linkActionsColumn(
        canChange
          ? (row, icon) => (
              <Link to="/dashboard/deities/edit/$id" params={{ id: row.id }}>
                {icon}
              </Link>
            )
          : null,
        canDelete ? (row) => confirm.ask(row) : null,
      ),
    )
  }

  const addButton = canAdd ? (
    <AddButton>
      <Link to="/dashboard/deities/add">
        <LuPlus /> Add deity
      </Link>
    </AddButton>
  ) : null

  return (
    <>
      <ListView
        title="Deities"
        description="The deities of your temple and the offerings made to each."
        actions={addButton}
        query={list}
        columns={columns}
        caption="Deities"
        rowKey={(row) => row.id}
        rowHeight={65}
        empty={{
          icon: <LuFlower2 />,
          title: 'No deities yet',
          description: canAdd
            ? 'Add the main prathistta first, then the other deities, and assign offerings to each.'
            : 'Deities added by an administrator will show here.',
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
