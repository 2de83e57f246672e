import { lazy, Suspense, useState, type ReactNode } from 'react'
import { describeError } from '../api/errors'
import { notify } from './toaster'
import { useT } from '@/shared/i18n'

// The dialog (focus trap, presence, portal) loads the first time a delete is asked for.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))

interface DeleteConfirmOptions<T> {
  /** Deletes the row (usually a mutation's mutateAsync). */
  remove: (row: T) => Promise<unknown>
  name: (row: T) => string
  /** The warning line under the question (of the row, e.g. with a count). */
  warning: ReactNode | ((row: T) => ReactNode)
  /** The success message; none shows no toast. */
  deleted?: (row: T) => string
}

/**
 * "Are you sure you want to delete {name}?" for a list: `ask(row)` opens it; `dialog` renders it.
 * A failure shows the server's message and keeps the dialog open to retry or cancel.
 */
export function useDeleteConfirm<T>({ remove, name, warning, deleted }: DeleteConfirmOptions<T>) {
  const t = useT()
  const [row, setRow] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)
  const dialog =
    row === null ? null : (
      <Suspense fallback={null}>
        <ConfirmDialog
          open={row !== null}
          title={t('common.deleteConfirm.title', { name: row ? name(row) : '' })}
          warning={typeof warning === 'function' ? warning(row) : warning}
          busy={busy}
          onCancel={() => setRow(null)}
          onConfirm={async () => {
            if (!row || busy) return
            setBusy(true)
            try {
              await remove(row)
              if (deleted) notify.success(deleted(row))
              setRow(null)
            } catch (error) {
              notify.error(describeError(error))
            } finally {
              setBusy(false)
            }
          }}
        />
      </Suspense>
    )
  return { ask: setRow, dialog }
}
