import { Button, Checkbox, Dialog, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, FormProvider } from 'react-hook-form'
import { LuPower, LuPowerOff, LuRotateCcw, LuSend, LuTrash2 } from 'react-icons/lu'
import { describeError } from '@/shared/api/errors'
import { DateField } from '@/shared/forms/fields'
import { useSingleFlightAction } from '@/shared/forms/single-flight'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { msg, useT, type MessageKey } from '@/shared/i18n'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { Modal } from '@/shared/ui/modal'
import { notify } from '@/shared/ui/toaster'
import { useDeleteTemple, useResetTemple, useSendConsolidation, useSetTempleActive } from '../mutations'
import { RESET_MODULES, resetDefaults, resetSchema, type ResetModule, type ResetValues, type StaffTemple } from '../schemas'

const MODULE_LABELS: Record<ResetModule, MessageKey> = {
  financial: msg('staff.reset.financial'),
  inventory: msg('staff.reset.inventory'),
  orders: msg('staff.reset.orders'),
  store: msg('staff.reset.store'),
}

function ResetDialog({ temple, open, onClose }: { temple: StaffTemple; open: boolean; onClose: () => void }) {
  const t = useT()
  const reset = useResetTemple()
  const form = useAppForm<ResetValues>({ resolver: zodResolver(resetSchema), defaultValues: resetDefaults() })
  const modules = form.watch(RESET_MODULES)
  const anyModule = modules.some(Boolean)
  const hintId = useId()
  const close = () => {
    if (reset.isPending) return
    form.reset(resetDefaults())
    onClose()
  }
  // The spec words this failure as a toast only.
  const submit = useFormSubmit(form, {
    submit: (values) => reset.mutateAsync({ temple, values }),
    successToast: () => t('staff.reset.done'),
    onSuccess: () => {
      form.reset(resetDefaults())
      onClose()
    },
    onError: () => {
      notify.error(t('staff.actions.failed'))
      return true
    },
  })
  return (
    <FormProvider {...form}>
      <Modal open={open} onClose={close} alert title={t('staff.reset.title')} onSubmit={submit.onSubmit}>
        <Dialog.Body>
          <Stack gap="4">
            <Text color="red.fg">{t('staff.reset.warning')}</Text>
            <DateField name="tillDate" label={t('staff.reset.tillDate')} helper={t('staff.reset.tillDateHelper')} portalled={false} />
            <SimpleGrid columns={2} gap="2" role="group" aria-label={t('staff.reset.modules')}>
              {RESET_MODULES.map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <Checkbox.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t(MODULE_LABELS[name])}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              ))}
            </SimpleGrid>
            {!anyModule && (
              <Text id={hintId} fontSize="sm" color="fg.muted" data-testid="reset-pick-module">
                {t('staff.reset.pickModule')}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} disabled={reset.isPending}>
            {t('staff.common.cancel')}
          </Button>
          <Button
            type="submit"
            colorPalette="red"
            disabled={!anyModule || submit.submitting}
            loading={submit.submitting}
            aria-describedby={anyModule ? undefined : hintId}
          >
            {t('staff.reset.submit')}
          </Button>
        </Dialog.Footer>
      </Modal>
    </FormProvider>
  )
}

/**
 * Inactive temple: Activate and Delete; active temple: Deactivate; Consolidate and Reset always.
 * Each action is single-flight: a double click sends one request.
 */
export function TempleActions({ temple, onDeleted }: { temple: StaffTemple; onDeleted: () => void }) {
  const t = useT()
  const setActive = useSetTempleActive()
  const remove = useDeleteTemple()
  const consolidate = useSendConsolidation()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [resetOpen, setResetOpen] = useState(false)

  const toggle = useSingleFlightAction((active: boolean) =>
    setActive.mutateAsync(
      { temple, active },
      {
        onSuccess: () => notify.success(active ? t('staff.actions.activated') : t('staff.actions.deactivated')),
        onError: (error) => notify.error(describeError(error)),
      },
    ),
  )
  const sendConsolidation = useSingleFlightAction(() =>
    consolidate.mutateAsync(temple, {
      onSuccess: () => notify.success(t('staff.actions.consolidated')),
      onError: () => notify.error(t('staff.actions.failed')),
    }),
  )
  const deleteTemple = useSingleFlightAction(() =>
    remove.mutateAsync(temple, {
      onSuccess: () => {
        setConfirmDelete(false)
        notify.success(t('staff.actions.deleted'))
        onDeleted()
      },
      onError: () => {
        setConfirmDelete(false)
        notify.error(t('staff.actions.deleteFailed'))
      },
    }),
  )

  return (
    <Flex gap="2" wrap="wrap" data-testid="temple-actions">
      {temple.isActive ? (
        <Button size="sm" variant="outline" colorPalette="orange" onClick={() => toggle.run(false)} loading={toggle.pending}>
          <LuPowerOff /> {t('staff.actions.deactivate')}
        </Button>
      ) : (
        <>
          <Button size="sm" colorPalette="green" onClick={() => toggle.run(true)} loading={toggle.pending}>
            <LuPower /> {t('staff.actions.activate')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
            <LuTrash2 /> {t('staff.actions.delete')}
          </Button>
        </>
      )}
      <Button size="sm" variant="outline" loading={sendConsolidation.pending} onClick={() => sendConsolidation.run()}>
        <LuSend /> {t('staff.actions.consolidate')}
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setResetOpen(true)}>
        <LuRotateCcw /> {t('staff.actions.reset')}
      </Button>
      <ConfirmDialog
        open={confirmDelete}
        title={t('staff.actions.deleteTitle')}
        warning={t('staff.actions.deleteWarning')}
        busy={deleteTemple.pending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => deleteTemple.run()}
      />
      <ResetDialog temple={temple} open={resetOpen} onClose={() => setResetOpen(false)} />
    </Flex>
  )
}
