import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'

/** App-wide notifications: success or error, hidden after 6 s, at most 3 at once. */
export const toaster = createToaster({ placement: 'bottom-end', max: 3, duration: 6000, pauseOnPageIdle: true })

export const notify = {
  success: (title: string, description?: string) => toaster.create({ type: 'success', title, description }),
  error: (title: string, description?: string) => toaster.create({ type: 'error', title, description }),
  info: (title: string, description?: string) => toaster.create({ type: 'info', title, description }),
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
