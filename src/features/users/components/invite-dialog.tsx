import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { HookForm, SelectField, TextField } from '@/shared/forms/fields'
import { FormAlert } from '@/shared/forms/form-alert'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
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
  const templeId = useTempleId()
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: inviteDefaults, mode: 'onTouched' })
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
    successToast: 'User invite sent',
    onSuccess: (_result, values) => {
      form.reset(inviteDefaults)
      onInvited(values.email)
    },
    errorToast: inviteFailureMessage,
  })

  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(event) => {
        if (!event.open) close()
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <HookForm form={form} submit={submit} gap="0" alertInside aria-label="Invite user">
              <Dialog.Header>
                <Dialog.Title>Invite user</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormAlert message={submit.alert} />
                  <TextField
                    name="email"
                    label="Email"
                    required
                    type="email"
                    autoComplete="off"
                    helper="We e-mail a link to join this temple."
                  />
                  <SelectField
                    name="role"
                    label="Role"
                    helper="Administrators can do everything; staff get the permissions you choose."
                    options={INVITE_ROLES.filter((role) => canInviteAdmin || role.value !== 'admin')}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={invite.isPending}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={invite.isPending} loadingText="Sending">
                  Send invite
                </Button>
              </Dialog.Footer>
            </HookForm>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
