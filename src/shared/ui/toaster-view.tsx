import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useT } from '../i18n'
import { connectToaster, toasterViewLoaded } from './toaster-channel'

/*
 * The toast machinery (Chakra's toaster and its state machines, ~10 KB gzip) loads with the first
 * notice or the first interaction, not with the page (./toaster.tsx,
 * docs/decisions/081-toast-view-on-demand.md).
 */
export const toaster = createToaster({ placement: 'bottom-end', max: 3, duration: 6000, pauseOnPageIdle: true })

/*
 * Chakra's <Toaster> subscribes to the store when its state machine starts: in a microtask after
 * it mounts, which may come after this view's own effects. A toast created in the store before
 * that is kept there but never rendered (the first notice of a page was lost: the notice that
 * loaded the view always came first). So the queued notices are handed over when the toaster
 * subscribes, not when the view mounts, and queue again once it unsubscribes.
 */
const store: typeof toaster = {
  ...toaster,
  subscribe(listener) {
    const stop = toaster.subscribe(listener)
    const disconnect = connectToaster((notice) => toaster.create(notice))
    return () => {
      disconnect()
      stop()
    }
  },
}

export function ToasterView() {
  const t = useT()
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('common.toast.close')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

toasterViewLoaded({ toaster, ToasterView })
