import { Button } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { describeError, fieldErrors } from '@/shared/api/errors'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FilePicker } from '@/shared/forms/file-picker'
import { FormActions, HookForm, SwitchField, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { IMAGE_RULE, IMAGE_TYPES } from '@/shared/lib/files'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
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
  const navigate = useNavigate()
  const create = useCreateDeity(templeId)
  const update = useUpdateDeity(templeId)
  const upload = useUploadDeityImage(templeId)
  const [file, setFile] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = useForm<DeityValues>({
    resolver: zodResolver(deitySchema),
    defaultValues: deityDefaults(deity),
    mode: 'onTouched',
  })
  const { errors, isDirty, dirtyFields } = form.formState
  const changed = isDirty || file !== null
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
      const changes = dirtyPayload(values, dirtyFields)
      if (Object.keys(changes).length > 0) await update.mutateAsync({ deity, changes })
      if (!(await uploadImage(deity))) {
        form.reset(values)
        return
      }
      notify.success('Deity updated')
    } else {
      const created = await create.mutateAsync(values)
      notify.success(`Deity ${created.name} created`)
      if (!(await uploadImage(created))) {
        // The deity exists now: continue on its edit page so the image can be tried again.
        notify.error('The image could not be uploaded', 'Pick the image again and save.')
        allowLeave()
        await navigate({ to: '/dashboard/deities/edit/$id', params: { id: created.id } })
        return
      }
    }
    allowLeave()
    await navigate({ to: '/dashboard/deities' })
  }
  const submit = useFormSubmit(form, { submit: save })

  return (
    <>
      <PageHeader back title={deity ? 'Edit deity' : 'Add deity'} />
      <Panel maxW="3xl">
        <HookForm form={form} submit={submit} gap="5">
          <TextField name="name" label="Name" required autoFocus placeholder="e.g. Sree Ganapathy" />
          <SwitchField
            name="isMain"
            fieldLabel="Main prathistta"
            required
            helper="The temple's principal deity."
            label={(checked) => (checked ? 'Yes, main prathistta' : 'No')}
          />
          <Controller
            control={form.control}
            name="offerings"
            render={({ field }) => (
              <OfferingPicker
                label="Offerings"
                options={offeringOptions}
                value={field.value}
                onChange={field.onChange}
                error={errors.offerings?.message}
              />
            )}
          />
          <FilePicker
            label="Image"
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
            helper="One jpeg or png image, at most 5 MB."
          />
          <FormActions submit={submit} dirty={changed} submitLabel={deity ? 'Save changes' : 'Add deity'}>
            <Button variant="ghost" onClick={() => void navigate({ to: '/dashboard/deities' })}>
              Cancel
            </Button>
          </FormActions>
        </HookForm>
      </Panel>
      {prompt}
    </>
  )
}
