import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useAppForm } from './use-app-form'
import { PageHeader, Panel } from '../ui/page'
import { changedFields, dirtyPayload } from './dirty'
import { FormActions, HookForm, TextField } from './fields'
import { useUnsavedChanges } from './unsaved-changes'
import { useFormSubmit } from './use-form-submit'
import { useVersionedEdit } from './use-versioned-edit'
import { useT } from '../i18n'

export type NameValues = { name: string }

/** A stored record with a name, as the API sends it (its `url` is its detail). */
export type NamedRecord = NameValues & { url: string }

const nameOf = ({ name }: NameValues): NameValues => ({ name })

interface NameFormProps {
  title: string
  /** The record being edited (none when adding): its version goes with the save (decision 197). */
  record?: NamedRecord | undefined
  schema: z.ZodType<NameValues, NameValues>
  defaultValues: NameValues
  placeholder: string
  submitLabel: string
  /**
   * Saves the values (`changes` holds only the changed fields, for an edit, and `version` the
   * record's version to send as `If-Match`) and returns the success message. A thrown error keeps
   * the form as typed and shows at its field or above; a 412 shows both versions.
   */
  save: (values: NameValues, changes: Partial<NameValues>, version: string | null) => Promise<string>
  /** After a successful save (the unsaved-changes warning is already off). */
  onSaved: () => Promise<unknown>
  onCancel: () => void
}

/**
 * A page with a single required name (offering and donation categories): submit disabled until
 * changed or while saving, server field errors on the field, a warning before leaving unsaved.
 */
export function NameForm({ title, record, schema, defaultValues, placeholder, submitLabel, save, onSaved, onCancel }: NameFormProps) {
  const t = useT()
  const form = useAppForm<NameValues>({ resolver: zodResolver(schema), defaultValues })
  const { prompt, allowLeave } = useUnsavedChanges(form.formState.isDirty, form)
  const edit = useVersionedEdit(form, {
    url: record?.url ?? null,
    spec: { names: ['name'], label: () => t('common.nameForm.name') },
    toValues: nameOf,
  })
  const submit = useFormSubmit(form, {
    submit: (values) =>
      record
        ? edit.send(({ initial, version }) => save(values, dirtyPayload(values, changedFields(initial, values)), version))
        : save(values, dirtyPayload(values, form.formState.dirtyFields), null),
    onError: (error): boolean => edit.onError(error, submit.setAlert),
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
          <FormActions submitLabel={submitLabel} submit={submit} onCancel={onCancel} />
        </HookForm>
      </Panel>
      {prompt}
      {edit.dialog}
    </>
  )
}
