import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useT } from '../i18n'
import { connectToaster, toasterViewLoaded } from './toaster-channel'

/*
 * The toast machinery (Chakra's toaster and its state machines, ~10 KB gzip) loads with the first
 * notice or the first interaction, not with the page (./toaster.tsx,
 * docs/decisions/081-entry-without-toaster.md).
 */
export const toaster = createToaster({ placement: 'bottom-end', max: 3, duration: 6000, pauseOnPageIdle: true })

export function ToasterView() {
  const t = useT()
  useEffect(() => connectToaster((notice) => toaster.create(notice)), [])
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
            <Toast.CloseTrigger aria-label={t('common.toast.close')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

toasterViewLoaded({ toaster, ToasterView })
