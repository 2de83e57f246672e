import { Badge, Button, Flex, IconButton } from '@chakra-ui/react'
import type { ReactElement, ReactNode } from 'react'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import type { Column } from './infinite-table'
import { t, useT } from '@/shared/i18n'

interface RowActionsProps {
  /** The row's name, for the buttons' accessible labels. */
  label: string
  /** A link (with its icon) to the edit screen, or null without change permission. */
  edit?: ReactElement | null
  /** Opens an edit dialog instead of a link. */
  onEdit?: (() => void) | undefined
  /** Hover or focus of the Edit button: preload what the edit dialog needs. */
  onEditIntent?: (() => void) | undefined
  /** Opens the delete confirmation; omitted without delete permission. */
  onDelete?: (() => void) | undefined
}

/** Edit and delete buttons at the end of a row, each shown only when allowed. */
export function RowActions({ label, edit, onEdit, onEditIntent, onDelete }: RowActionsProps) {
  const t = useT()
  return (
    <Flex gap="1" justify="flex-end">
      {edit && (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('common.rowActions.edit', { name: label })}>
          {edit}
        </IconButton>
      )}
      {onEdit && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('common.rowActions.edit', { name: label })}
          onClick={onEdit}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
        >
          <LuPencil />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('common.rowActions.delete', { name: label })}
          onClick={onDelete}
        >
          <LuTrash2 />
        </IconButton>
      )}
    </Flex>
  )
}

/** The last column of a list: the row's actions, aligned to the end (built in a component: the header is read in the language of the moment). */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: t('common.rowActions.header'), width: '7rem', align: 'end', cell: (row) => cell(row) }
}

/**
 * The Actions column of a list whose rows are edited on their own page: the edit link (given the
 * pencil icon to wrap) and the delete button, each only when allowed (null otherwise).
 */
export function linkActionsColumn<T extends { name: string }>(
  editLink: ((row: T, icon: ReactElement) => ReactElement) | null,
  onDelete: ((row: T) => void) | null,
): Column<T> {
  return actionsColumn((row) => (
    <RowActions label={row.name} edit={editLink?.(row, <LuPencil />) ?? null} onDelete={onDelete ? () => onDelete(row) : undefined} />
  ))
}

/** How many of something a row has, as a badge (grey at zero). */
export function CountBadge({ count }: { count: number }) {
  return (
    <Badge variant="subtle" colorPalette={count ? 'brand' : 'gray'}>
      {count}
    </Badge>
  )
}

/** The page's add button around a link to the add screen (icon and label inside the link). */
export function AddButton({ children }: { children: ReactElement }) {
  return (
    <Button asChild colorPalette="brand">
      {children}
    </Button>
  )
}
