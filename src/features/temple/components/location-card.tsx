import { Heading, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { FormActions, HookForm } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { Panel } from '@/shared/ui/page'
import { locationConflict } from '../conflict'
import { useUpdateTemple } from '../mutations'
import { useT } from '@/shared/i18n'
import { locationDefaults, locationRequired, locationSchema, toLatLng, type LocationValues, type Temple } from '../schemas'
import { LocationPicker } from './location-picker'

const schema = locationSchema.superRefine((value, ctx) => {
  if (value.latitude === '') ctx.addIssue({ code: 'custom', path: ['latitude'], message: locationRequired() })
  if (value.longitude === '') ctx.addIssue({ code: 'custom', path: ['longitude'], message: locationRequired() })
}) satisfies z.ZodType<LocationValues>

/** The temple's map location, saved on its own with a PATCH of `location`. */
export function LocationCard({ temple, disabled }: { temple: Temple; disabled?: boolean }) {
  const t = useT()
  const update = useUpdateTemple()
  const form = useAppForm<LocationValues>({ resolver: zodResolver(schema), defaultValues: locationDefaults(temple.location) })
  const { errors, isDirty } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form, 'location')
  const value = useWatch({ control: form.control })

  const versions = useVersionedEdit(form, {
    url: temple.url,
    spec: locationConflict,
    toValues: (current: Temple) => locationDefaults(current.location),
  })

  const submit = useFormSubmit(form, {
    submit: (values) => versions.send(({ version }) => update.mutateAsync({ temple, changes: { location: toLatLng(values) }, version })),
    onSuccess: versions.saved,
    onError: (error): boolean => versions.onError(error, submit.setAlert),
    successToast: t('temple.location.updated'),
    errorToast: t('temple.location.updateFailed'),
  })

  return (
    <Panel>
      <HookForm form={form} submit={submit} aria-label={t('temple.location.title')}>
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t('temple.location.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('temple.location.help')}
          </Text>
        </Stack>
        <LocationPicker
          disabled={disabled}
          value={{ latitude: value.latitude ?? '', longitude: value.longitude ?? '' }}
          onChange={(next) => {
            const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
            form.setValue('latitude', next.latitude, options)
            form.setValue('longitude', next.longitude, options)
          }}
          errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }}
        />
        {!disabled && <FormActions submit={submit} submitLabel={t('temple.location.save')} />}
      </HookForm>
      {prompt}
      {versions.dialog}
    </Panel>
  )
}
