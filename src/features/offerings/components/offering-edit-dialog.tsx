import { CloseButton, Dialog, Portal, Stack, Skeleton } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTempleId } from '@/session/context'
import { describeError } from '@/shared/api/errors'
import { FormAlert } from '@/shared/forms/form-alert'
import { useT } from '@/shared/i18n'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { offeringAddonsQuery, offeringFeeSplitQuery, offeringQuery } from '../queries'
import type { Offering, Option } from '../types'
import { OfferingEditor } from './offering-editor'

interface OfferingEditDialogProps {
  offering: Offering
  categoryOptions: Option[]
  deityOptions: Option[]
  onClose: () => void
}

/** The full editor in a dialog; closing with unsaved changes asks first. */
export function OfferingEditDialog({ offering, categoryOptions, deityOptions, onClose }: OfferingEditDialogProps) {
  const templeId = useTempleId()
  const t = useT()
  const detail = useQuery({ ...offeringQuery(templeId, offering.id), staleTime: 0 })
  const addons = useQuery(offeringAddonsQuery(templeId, offering.id))
  const split = useQuery(offeringFeeSplitQuery(templeId, offering.id, offering.url))
  const dirty = useRef(false)
  const [confirmClose, setConfirmClose] = useState(false)
  const requestClose = () => (dirty.current ? setConfirmClose(true) : onClose())
  const error = detail.error ?? addons.error ?? split.error
  // Fresh data when the dialog opens; later refetches (after a failed save) must not reset the form.
  const ready = detail.isSuccess && addons.isSuccess && split.isSuccess && detail.isFetchedAfterMount

  return (
    <>
      <Dialog.Root
        open
        size="xl"
        scrollBehavior="inside"
        closeOnInteractOutside={false}
        onOpenChange={(event) => {
          if (!event.open) requestClose()
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('offerings.edit.title', { name: offering.name })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {error ? (
                  <FormAlert message={describeError(error)} />
                ) : ready ? (
                  <OfferingEditor
                    key={offering.id}
                    offering={detail.data}
                    addons={addons.data}
                    split={split.data}
                    categoryOptions={categoryOptions}
                    deityOptions={deityOptions}
                    onSaved={onClose}
                    onCancel={requestClose}
                    onDirtyChange={(value) => {
                      dirty.current = value
                    }}
                  />
                ) : (
                  <Stack gap="4" aria-busy="true" aria-label={t('offerings.edit.loading')}>
                    {Array.from({ length: 6 }, (_, i) => (
                      <Skeleton key={i} height="10" />
                    ))}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('offerings.edit.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmClose}
        title={t('offerings.discard.title')}
        warning={t('offerings.discard.warning')}
        confirmLabel={t('offerings.discard.confirm')}
        cancelLabel={t('offerings.discard.cancel')}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false)
          onClose()
        }}
      />
    </>
  )
}
