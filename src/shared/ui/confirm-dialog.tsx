import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

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
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !busy) onCancel()
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {warning && (
              <Dialog.Body>
                <Text color={tone === 'danger' ? 'red.fg' : 'fg.muted'}>{warning}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
