import { Badge, Button, type SystemStyleObject } from '@chakra-ui/react'
import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { LuPencil, LuTrash2 } from 'react-icons/lu'
import type { Column } from './table-columns'
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

/**
 * The look of the row actions: small ghost icon buttons (red for delete), from the button recipe.
 * The list's table body applies it once (table-rows.tsx), so the buttons of a screen of rows
 * are plain elements instead of two styled components per row (docs/decisions/139-plain-rows.md).
 */
export function rowActionsCss(button: SystemStyleObject): SystemStyleObject {
  return {
    '& [data-row-actions]': { display: 'flex', gap: '1', justifyContent: 'flex-end' },
    '& [data-row-action]': { ...button, px: '0', py: '0', _icon: { fontSize: '1.2em' } },
    '& [data-row-action=delete]': { colorPalette: 'red' },
  }
}

/** Edit and delete buttons at the end of a row (inside a list's table), each shown only when allowed. */
export function RowActions({ label, edit, onEdit, onEditIntent, onDelete }: RowActionsProps) {
  const t = useT()
  const editLabel = t('common.rowActions.edit', { name: label })
  return (
    <div data-row-actions="">
      {edit && cloneElement(edit as ReactElement<Record<string, unknown>>, { 'aria-label': editLabel, 'data-row-action': 'edit' })}
      {onEdit && (
        <button
          type="button"
          data-row-action="edit"
          aria-label={editLabel}
          onClick={onEdit}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
        >
          <LuPencil aria-hidden />
        </button>
      )}
      {onDelete && (
        <button type="button" data-row-action="delete" aria-label={t('common.rowActions.delete', { name: label })} onClick={onDelete}>
          <LuTrash2 aria-hidden />
        </button>
      )}
    </div>
  )
}

/** The last column of a list: the row's actions, aligned to the end (built in a component: the header is read in the language of the moment). */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: t('common.rowActions.header'), width: '7rem', align: 'end', cell: (row) => cell(row) }
}

/**
 * The Actions column of a list whose rows are edited on their own page: the edit link (given the
 * pencil icon to wrap) and the delete button, each only when allowed (false otherwise); no column
 * when neither is.
 */
export function linkActionsColumns<T extends { name: string }>(
  editLink: ((row: T, icon: ReactElement) => ReactElement) | false,
  onDelete: ((row: T) => void) | false,
): Column<T>[] {
  if (!editLink && !onDelete) return []
  return [
    actionsColumn((row) => (
      <RowActions
        label={row.name}
        edit={editLink ? editLink(row, <LuPencil />) : null}
        onDelete={onDelete ? () => onDelete(row) : undefined}
      />
    )),
  ]
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
