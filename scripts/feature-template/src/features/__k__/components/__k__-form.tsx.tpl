import { Button } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTempleId } from '@/session/context'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FormActions, HookForm, TextField } from '@/shared/forms/fields'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useT } from '@/shared/i18n'
import { PageHeader, Panel } from '@/shared/ui/page'
import { useCreate__P__, useUpdate__P__ } from '../mutations'
import { __c__Defaults, __c__Schema, type __P__Item, type __P__Values } from '../schemas'

/** Add (no `item`) or edit one of the temple's __w__; back to the list once saved. */
export function __P__Form({ item }: { item?: __P__Item }) {
  const templeId = useTempleId()
  const t = useT()
  const navigate = useNavigate()
  const create = useCreate__P__(templeId)
  const update = useUpdate__P__(templeId)
  const form = useAppForm<__P__Values>({ resolver: zodResolver(__c__Schema), defaultValues: __c__Defaults(item) })
  const { prompt, allowLeave } = useUnsavedChanges(form.formState.isDirty, form)
  const submit = useFormSubmit(form, {
    submit: async (values) => {
      if (!item) return t('__k__.toast.created', { name: (await create.mutateAsync(values)).name })
      await update.mutateAsync({ item, changes: dirtyPayload(values, form.formState.dirtyFields) })
      return t('__k__.toast.updated')
    },
    successToast: (message) => message,
    onSuccess: async () => {
      allowLeave()
      await navigate({ to: '/dashboard/__k__' })
    },
  })

  return (
    <>
      <PageHeader back title={t(item ? '__k__.form.editTitle' : '__k__.form.addTitle')} />
      <Panel maxW="3xl">
        <HookForm form={form} submit={submit} gap="4">
          <TextField name="name" label={t('__k__.form.name')} required autoFocus />
          <FormActions submit={submit} submitLabel={t(item ? '__k__.form.saveChanges' : '__k__.form.add')}>
            <Button asChild variant="ghost">
              <Link to="/dashboard/__k__">{t('common.actions.cancel')}</Link>
            </Button>
          </FormActions>
        </HookForm>
      </Panel>
      {prompt}
    </>
  )
}
