import { Button, CloseButton, Dialog, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTempleId } from '@/session/context'
import { HookForm, SelectField, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useT } from '@/shared/i18n'
import { Modal } from '@/shared/ui/modal'
import { useInviteUser } from '../mutations'
import { INVITE_ROLES, inviteDefaults, inviteFailureMessage, inviteSchema, type InviteValues } from '../schemas'

interface InviteDialogProps {
  open: boolean
  onClose: () => void
  /** Called with the invited address after "User invite sent". */
  onInvited: (email: string) => void
  /** Only administrators may invite administrators. */
  canInviteAdmin: boolean
}

export function InviteDialog({ open, onClose, onInvited, canInviteAdmin }: InviteDialogProps) {
  const t = useT()
  const templeId = useTempleId()
  const form = useAppForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: inviteDefaults })
  const invite = useInviteUser(templeId)

  const close = () => {
    if (invite.isPending) return
    form.reset(inviteDefaults)
    invite.reset()
    submit.setAlert(null)
    onClose()
  }

  const submit = useFormSubmit(form, {
    submit: invite.mutateAsync,
    successToast: () => t('users.invite.sent'),
    onSuccess: (_result, values) => {
      form.reset(inviteDefaults)
      onInvited(values.email)
    },
    errorToast: inviteFailureMessage,
  })

  return (
    <Modal open={open} onClose={close}>
      <HookForm form={form} submit={submit} gap="0" alertInside aria-label={t('users.invite.title')}>
        <Dialog.Header>
          <Dialog.Title>{t('users.invite.title')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <FormAlert message={submit.alert} />
            <TextField
              name="email"
              label={t('users.fields.email')}
              required
              type="email"
              autoComplete="off"
              helper={t('users.invite.emailHelper')}
            />
            <SelectField
              name="role"
              label={t('users.fields.role')}
              helper={t('users.invite.roleHelper')}
              options={INVITE_ROLES.filter((role) => canInviteAdmin || role.value !== 'admin').map((role) => ({
                ...role,
                label: t(role.label),
              }))}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} disabled={invite.isPending}>
            {t('users.invite.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={invite.isPending} loadingText={t('users.invite.sending')}>
            {t('users.invite.send')}
          </Button>
        </Dialog.Footer>
      </HookForm>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('users.invite.close')} />
      </Dialog.CloseTrigger>
    </Modal>
  )
}
