import { Button } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useAppForm } from './use-app-form'
import { PageHeader, Panel } from '../ui/page'
import { dirtyPayload } from './dirty'
import { FormActions, HookForm, TextField } from './fields'
import { useUnsavedChanges } from './unsaved-changes'
import { useFormSubmit } from './use-form-submit'
import { useT } from '../i18n'

export type NameValues = { name: string }

interface NameFormProps {
  title: string
  schema: z.ZodType<NameValues, NameValues>
  defaultValues: NameValues
  placeholder: string
  submitLabel: string
  /**
   * Saves the values (`changes` holds only the changed fields, for an edit) and returns the
   * success message. A thrown error keeps the form as typed and shows at its field or above.
   */
  save: (values: NameValues, changes: Partial<NameValues>) => Promise<string>
  /** After a successful save (the unsaved-changes warning is already off). */
  onSaved: () => Promise<unknown>
  onCancel: () => void
}

/**
 * A page with a single required name (offering and donation categories): submit disabled until
 * changed or while saving, server field errors on the field, a warning before leaving unsaved.
 */
export function NameForm({ title, schema, defaultValues, placeholder, submitLabel, save, onSaved, onCancel }: NameFormProps) {
  const t = useT()
  const form = useAppForm<NameValues>({ resolver: zodResolver(schema), defaultValues })
  const { prompt, allowLeave } = useUnsavedChanges(form.formState.isDirty, form)
  const submit = useFormSubmit(form, {
    submit: (values) => save(values, dirtyPayload(values, form.formState.dirtyFields)),
    successToast: (message) => message,
    onSuccess: async () => {
      allowLeave()
      await onSaved()
    },
    fields: ['name'],
  })

  return (
    <>
      <PageHeader back title={title} />
      <Panel maxW="2xl">
        <HookForm form={form} submit={submit} gap="5">
          <TextField name="name" label={t('common.nameForm.name')} required autoFocus placeholder={placeholder} />
          <FormActions submitLabel={submitLabel} submit={submit}>
            <Button variant="ghost" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
          </FormActions>
        </HookForm>
      </Panel>
      {prompt}
    </>
  )
}
