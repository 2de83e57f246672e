import { Dialog, Portal } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'

interface ModalProps {
  open: boolean
  /** The user closes it (Escape, the backdrop, a close trigger); not called while `busy`. */
  onClose: () => void
  busy?: boolean
  /** A question that must be answered (`alertdialog`). */
  alert?: boolean
  /** The header's title; without it, `children` bring their own header. */
  title?: ReactNode
  /** The content is a form with this submit handler (the browser's own validation off). */
  onSubmit?: FormEventHandler<HTMLFormElement>
  onExitComplete?: () => void
  /** The body and the footer (after the title). */
  children: ReactNode
}

/** A centred modal dialog, mounted while open: the frame every dialog of the app shares. */
export function Modal({ open, onClose, busy = false, alert = false, title, onSubmit, onExitComplete, children }: ModalProps) {
  const header = title !== undefined && (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  )
  return (
    <Dialog.Root
      role={alert ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(event) => {
        if (!event.open && !busy) onClose()
      }}
      placement="center"
      lazyMount
      unmountOnExit
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild>
              <form noValidate onSubmit={onSubmit}>
                {header}
                {children}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>
              {header}
              {children}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
