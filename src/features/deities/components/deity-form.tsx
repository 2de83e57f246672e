import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { describeError, fieldErrors } from '@/shared/api/errors'
import { changedFields, dirtyPayload } from '@/shared/forms/dirty'
import { FilePicker } from '@/shared/forms/file-picker'
import { FormActions, HookForm, SwitchField, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { useT } from '@/shared/i18n'
import { IMAGE_RULE, IMAGE_TYPES } from '@/shared/lib/files'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { deityConflictSpec } from '../conflict'
import { useCreateDeity, useUpdateDeity, useUploadDeityImage } from '../mutations'
import { deityDefaults, deitySchema, type Deity, type DeityValues, type OfferingOption } from '../schemas'
import { OfferingPicker } from './offering-picker'

interface DeityFormProps {
  deity?: Deity
  /** The temple's offerings (composed by the route from the offerings area). */
  offeringOptions: OfferingOption[]
}

/** Add (no `deity`) or edit a deity; the image is uploaded after the deity is saved. */
export function DeityForm({ deity, offeringOptions }: DeityFormProps) {
  const templeId = useTempleId()
  const t = useT()
  const navigate = useNavigate()
  const create = useCreateDeity(templeId)
  const update = useUpdateDeity(templeId)
  const upload = useUploadDeityImage(templeId)
  const [file, setFile] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = useAppForm<DeityValues>({
    resolver: zodResolver(deitySchema),
    defaultValues: deityDefaults(deity),
  })
  const { errors, isDirty } = form.formState
  const changed = isDirty || file !== null
  // The version of the deity as opened; a save over a newer one shows both (decision 197).
  const edit = useVersionedEdit(form, {
    record: deity,
    url: deity?.url ?? null,
    spec: deityConflictSpec(offeringOptions),
    toValues: deityDefaults,
  })
  const { prompt, allowLeave } = useUnsavedChanges(changed, form)

  /** Uploads the picked image; returns false (with the message at the field) when it failed. */
  const uploadImage = async (target: Deity): Promise<boolean> => {
    if (!file) return true
    setProgress(0)
    try {
      await upload.mutateAsync({ deity: target, file, onProgress: setProgress })
      return true
    } catch (error) {
      setImageError(fieldErrors(error).deityImg ?? describeError(error))
      return false
    } finally {
      setProgress(null)
    }
  }

  const save = async (values: DeityValues) => {
    setImageError(null)
    if (deity) {
      const changes = dirtyPayload(values, changedFields(edit.base().initial, values))
      if (Object.keys(changes).length > 0)
        edit.saved(await edit.send(({ record = deity, version }) => update.mutateAsync({ deity: record, changes, version })))
      if (!(await uploadImage(deity))) {
        form.reset(values)
        return
      }
      notify.success(t('deities.toast.updated'))
    } else {
      const created = await create.mutateAsync(values)
      notify.success(t('deities.toast.created', { name: created.name }))
      if (!(await uploadImage(created))) {
        // The deity exists now: continue on its edit page so the image can be tried again.
        notify.error(t('deities.toast.imageFailed'), t('deities.toast.imageFailedHint'))
        allowLeave()
        await navigate({ to: '/dashboard/deities/edit/$id', params: { id: created.id } })
        return
      }
    }
    allowLeave()
    await navigate({ to: '/dashboard/deities' })
  }
  const submit = useFormSubmit(form, { submit: save, onError: (error): boolean => edit.onError(error, submit.setAlert) })

  return (
    <>
      <PageHeader back title={deity ? t('deities.form.editTitle') : t('deities.form.addTitle')} />
      <Panel maxW="3xl">
        <HookForm form={form} submit={submit} gap="5">
          <TextField name="name" label={t('deities.form.name')} required autoFocus placeholder={t('deities.form.namePlaceholder')} />
          <SwitchField
            name="isMain"
            fieldLabel={t('deities.form.main')}
            required
            helper={t('deities.form.mainHelper')}
            label={(checked) => (checked ? t('deities.form.mainYes') : t('deities.form.mainNo'))}
          />
          <Controller
            control={form.control}
            name="offerings"
            render={({ field }) => (
              <OfferingPicker
                label={t('deities.form.offerings')}
                options={offeringOptions}
                value={field.value}
                onChange={field.onChange}
                error={errors.offerings?.message}
              />
            )}
          />
          <FilePicker
            label={t('deities.form.image')}
            accept={IMAGE_TYPES}
            value={file}
            onChange={(next) => {
              setFile(next)
              setImageError(null)
            }}
            rule={IMAGE_RULE}
            error={imageError ?? undefined}
            currentUrl={deity?.deityImg ?? null}
            progress={progress}
            helper={t('deities.form.imageHelper')}
          />
          <FormActions
            submit={submit}
            dirty={changed}
            submitLabel={deity ? t('deities.form.saveChanges') : t('deities.form.add')}
            onCancel={() => void navigate({ to: '/dashboard/deities' })}
            cancelLabel={t('deities.form.cancel')}
          />
        </HookForm>
      </Panel>
      {prompt}
      {edit.dialog}
    </>
  )
}
