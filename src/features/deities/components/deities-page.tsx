import type { ReactElement } from 'react'
import { Avatar, Badge, Image, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuFlower2, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useT } from '@/shared/i18n'
import { NameCell } from '@/shared/ui/name-cell'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { AddButton, CountBadge, linkActionsColumns } from '@/shared/ui/row-actions'
import { useDeleteDeity } from '../mutations'
import { useDeities } from '../queries'
import type { Deity } from '../schemas'
import { safeImageSrc } from '@/shared/lib/safe-url'

export function DeitiesPage() {
  const templeId = useTempleId()
  const t = useT()
  const can = useCan()
  const list = useDeities(templeId)
  const remove = useDeleteDeity(templeId)
  const canAdd = can('add', 'deities')
  const canChange = can('change', 'deities')
  const canDelete = can('delete', 'deities')
  const confirm = useDeleteConfirm<Deity>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: t('deities.delete.warning'),
    deleted: (row) => t('deities.delete.deleted', { name: row.name }),
  })

  const columns: Column<Deity>[] = [
    {
      key: 'image',
      header: t('deities.list.image'),
      width: '5rem',
      cell: (row) =>
        safeImageSrc(row.deityImg) ? (
          <Image src={safeImageSrc(row.deityImg)} alt={row.name} boxSize="10" borderRadius="md" objectFit="cover" />
        ) : (
          <Avatar.Root size="md" shape="rounded" aria-label={t('deities.list.noImage', { name: row.name })}>
            <Avatar.Fallback name={row.name} />
          </Avatar.Root>
        ),
    },
    { key: 'name', header: t('deities.list.name'), cell: (row) => <NameCell>{row.name}</NameCell> },
    {
      key: 'main',
      header: t('deities.list.main'),
      width: '10rem',
      cell: (row) =>
        row.isMain ? (
          <Badge colorPalette="brand" variant="solid">
            {t('deities.list.mainBadge')}
          </Badge>
        ) : (
          <Text color="fg.muted" aria-label={t('deities.list.notMain')}>
            —
          </Text>
        ),
    },
    {
      key: 'offerings',
      header: t('deities.list.offerings'),
      width: '8rem',
      cell: (row) => <CountBadge count={row.offerings.length} />,
    },
  ]
  const editLink = (row: Deity, icon: ReactElement) => (
    <Link to="/dashboard/deities/edit/$id" params={{ id: row.id }}>
      {icon}
    </Link>
  )
  columns.push(...linkActionsColumns(canChange && editLink, canDelete && confirm.ask))

  const addButton = canAdd ? (
    <AddButton>
      <Link to="/dashboard/deities/add">
        <LuPlus /> {t('deities.list.add')}
      </Link>
    </AddButton>
  ) : null

  return (
    <>
      <ListView
        title={t('deities.list.title')}
        description={t('deities.list.description')}
        actions={addButton}
        query={list}
        columns={columns}
        caption={t('deities.list.title')}
        rowKey={(row) => row.id}
        rowHeight={65}
        empty={{
          icon: <LuFlower2 />,
          title: t('deities.list.emptyTitle'),
          description: canAdd ? t('deities.list.emptyDescription') : t('deities.list.emptyReadOnlyDescription'),
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
