import { Button, CloseButton, Dialog, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { fieldErrors } from '@/shared/api/errors'
import { FormField } from '@/shared/forms/field'
import { Form } from '@/shared/ui/form'
import { notify } from '@/shared/ui/toaster'
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
  const { errors } = form.formState

  const close = () => {
    if (invite.isPending) return
    form.reset(inviteDefaults)
    invite.reset()
    onClose()
  }

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        notify.success('User invite sent')
        form.reset(inviteDefaults)
        onInvited(values.email)
      },
      onError: (error) => {
        notify.error(inviteFailureMessage(error))
        const byField = fieldErrors(error)
        if (byField.email) form.setError('email', { type: 'server', message: byField.email }, { shouldFocus: true })
        if (byField.role) form.setError('role', { type: 'server', message: byField.role })
      },
    }),
  )

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
            <Form noValidate onSubmit={submit} aria-label="Invite user">
              <Dialog.Header>
                <Dialog.Title>Invite user</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label="Email" required error={errors.email?.message} helper="We e-mail a link to join this temple.">
                    <Input type="email" autoComplete="off" {...form.register('email')} />
                  </FormField>
                  <FormField label="Role" error={errors.role?.message} helper="Administrators can do everything; staff get the permissions you choose.">
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('role')}>
                        {INVITE_ROLES.filter((role) => canInviteAdmin || role.value !== 'admin').map((role) => (
                          <option key={role.value} value={role.value}>
                            {role.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
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
            </Form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
