import { Button, Flex, Input, Switch } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTempleId } from '@/session/context'
import { describeError, fieldErrors } from '@/shared/api/errors'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FormField } from '@/shared/forms/field'
import { FilePicker } from '@/shared/forms/file-picker'
import { FormAlert } from '@/shared/forms/form-alert'
import { applyServerErrors } from '@/shared/forms/server-errors'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { IMAGE_RULE, IMAGE_TYPES } from '@/shared/lib/files'
import { Form } from '@/shared/ui/form'
import { PageHeader, Panel } from '@/shared/ui/page'
import { notify } from '@/shared/ui/toaster'
import { useCreateDeity, useUpdateDeity, useUploadDeityImage } from '../mutations'
import { deityDefaults, deitySchema, type Deity, type DeityValues, type OfferingOption } from '../schemas'
import { OfferingPicker } from './offering-picker'

const FIELDS = ['name', 'isMain', 'offerings'] as const

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
  const [alert, setAlert] = useState<string | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = useForm<DeityValues>({
    resolver: zodResolver(deitySchema),
    defaultValues: deityDefaults(deity),
    mode: 'onTouched',
  })
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState
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

  const submit = useSingleFlight(async (values: DeityValues) => {
    setAlert(null)
    setImageError(null)
    try {
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
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })
  const busy = isSubmitting || create.isPending || update.isPending || upload.isPending

  return (
    <>
      <PageHeader back title={deity ? 'Edit deity' : 'Add deity'} />
      <Panel maxW="3xl">
        <Form gap="5" noValidate onSubmit={form.handleSubmit(submit)}>
          <FormAlert message={alert} />
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoFocus placeholder="e.g. Sree Ganapathy" {...form.register('name')} />
          </FormField>
          <Controller
            control={form.control}
            name="isMain"
            render={({ field }) => (
              <FormField label="Main prathistta" required error={errors.isMain?.message} helper="The temple's principal deity.">
                <Switch.Root
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked)}
                  colorPalette="brand"
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>{field.value ? 'Yes, main prathistta' : 'No'}</Switch.Label>
                </Switch.Root>
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="offerings"
            render={({ field }) => (
              <OfferingPicker label="Offerings" options={offeringOptions} value={field.value} onChange={field.onChange} error={errors.offerings?.message} />
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
          <Flex gap="3">
            <Button type="submit" colorPalette="brand" disabled={!changed || busy} loading={busy}>
              {deity ? 'Save changes' : 'Add deity'}
            </Button>
            <Button variant="ghost" onClick={() => void navigate({ to: '/dashboard/deities' })}>
              Cancel
            </Button>
          </Flex>
        </Form>
      </Panel>
      {prompt}
    </>
  )
}
