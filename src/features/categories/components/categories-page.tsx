import type { ReactElement } from 'react'
import { Link } from '@tanstack/react-router'
import { LuHandHeart, LuLayers, LuPlus } from 'react-icons/lu'
import { useCan, useTempleId } from '@/session/context'
import { useT } from '@/shared/i18n'
import { useDeleteConfirm } from '@/shared/ui/delete-confirm'
import type { Column } from '@/shared/ui/infinite-table'
import { ListView } from '@/shared/ui/list-view'
import { AddButton, CountBadge, linkActionsColumns } from '@/shared/ui/row-actions'
import { categoryKinds, type CategoryKind } from '../kinds'
import { useDeleteCategory } from '../mutations'
import { useCategories } from '../queries'
import type { Category } from '../schemas'

const icons = { offering: <LuLayers />, donation: <LuHandHeart /> } as const

/** The offering or donation categories list: name, number of members, edit and delete. */
export function CategoriesPage({ kind }: { kind: CategoryKind }) {
  const config = categoryKinds[kind]
  const { text } = config
  const templeId = useTempleId()
  const t = useT()
  const can = useCan()
  const list = useCategories(kind, templeId)
  const remove = useDeleteCategory(kind, templeId)
  const memberCount = (row: Category) => row[config.members]?.length ?? 0
  const canAdd = can('add', config.area)
  const canChange = can('change', config.area)
  const canDelete = can('delete', config.area)
  const confirm = useDeleteConfirm<Category>({
    remove: remove.mutateAsync,
    name: (row) => row.name,
    // The spec's sentence, then how many members go with the category (the list's own count).
    warning: (row) => (
      <>
        <span>{t(text.deleteWarning)}</span> <span>{t(text.deleteCount, { count: memberCount(row) })}</span>
      </>
    ),
    deleted: (row) => t(text.deleted, { name: row.name }),
  })

  const columns: Column<Category>[] = [
    { key: 'no', header: '#', width: '4rem', cell: (_, index) => index + 1 },
    { key: 'name', header: t('categories.list.name'), cell: (row) => row.name },
    {
      key: config.members,
      header: t(text.membersHeader),
      width: '8rem',
      cell: (row) => <CountBadge count={memberCount(row)} />,
    },
  ]
  const editLink = (row: Category, icon: ReactElement) => (
    <Link to={config.editPath} params={{ id: row.id }}>
      {icon}
    </Link>
  )
  columns.push(...linkActionsColumns(canChange && editLink, canDelete && confirm.ask))

  const addButton = canAdd ? (
    <AddButton>
      <Link to={config.addPath}>
        <LuPlus /> {t('categories.list.add')}
      </Link>
    </AddButton>
  ) : null

  return (
    <>
      <ListView
        title={t(text.title)}
        description={t(text.description)}
        actions={addButton}
        query={list}
        columns={columns}
        caption={t(text.title)}
        rowKey={(row) => row.id}
        empty={{
          icon: icons[kind],
          title: t(text.emptyTitle),
          description: canAdd ? t(text.emptyDescription) : t('categories.list.emptyReadOnlyDescription'),
          action: addButton,
        }}
      />
      {confirm.dialog}
    </>
  )
}
