import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { LuList, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useT } from '@/shared/i18n'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { AddButton, linkActionsColumns } from '@/shared/ui/row-actions'
import { useDelete__P__ } from '../mutations'
import { use__P__List } from '../queries'
import type { __P__Item } from '../schemas'

/** The temple's __w__: the list, with add, edit and delete as the user's permissions allow. */
export function __P__Page() {
  const templeId = useTempleId()
  const t = useT()
  const can = useCan()
  const list = use__P__List(templeId)
  const remove = useDelete__P__(templeId)
  const allowed = { add: can('add', '__c__'), change: can('change', '__c__'), delete: can('delete', '__c__') }
  const confirm = useDeleteConfirm<__P__Item>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    warning: t('__k__.delete.warning'),
    deleted: (row) => t('__k__.delete.deleted', { name: row.name }),
  })

  const columns: Column<__P__Item>[] = [{ key: 'name', header: t('__k__.list.name'), cell: (row) => row.name }]
  const edit = (row: __P__Item, icon: ReactElement) => (
    <Link to="/dashboard/__k__/edit/$id" params={{ id: row.id }}>
      {icon}
    </Link>
  )
  columns.push(...linkActionsColumns(allowed.change && edit, allowed.delete && confirm.ask))

  const addButton = allowed.add && (
    <AddButton>
      <Link to="/dashboard/__k__/add">
        <LuPlus /> {t('__k__.list.add')}
      </Link>
    </AddButton>
  )

  return (
    <>
      <ListView
        title={t('__k__.list.title')}
        description={t('__k__.list.description')}
        actions={addButton}
        query={list}
        columns={columns}
        caption={t('__k__.list.title')}
        rowKey={(row) => row.id}
        empty={{
          icon: <LuList />,
          title: t('__k__.list.emptyTitle'),
          description: allowed.add ? t('__k__.list.emptyDescription') : t('__k__.list.emptyReadOnlyDescription'),
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
