import { Button, Dialog, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useT } from '@/shared/i18n'
import { Modal } from './modal'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** The warning line, shown in red. */
  warning?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  busy?: boolean
  tone?: 'danger' | 'neutral'
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question that must be answered; used for deletes and unsaved changes. */
export function ConfirmDialog({
  open,
  title,
  warning,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT()
  return (
    <Modal open={open} onClose={onCancel} busy={busy} alert title={title}>
      {warning && (
        <Dialog.Body>
          <Text color={tone === 'danger' ? 'red.fg' : 'fg.muted'}>{warning}</Text>
        </Dialog.Body>
      )}
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common.actions.cancel')}
        </Button>
        <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('common.actions.delete')}
        </Button>
      </Dialog.Footer>
    </Modal>
  )
}
