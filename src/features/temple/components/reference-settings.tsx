import { Code, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useWatch } from 'react-hook-form'
import { changedFields, dirtyPayload } from '@/shared/forms/dirty'
import { FormActions, HookForm, NumberField, SwitchField, TextField } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { useT } from '@/shared/i18n'
import { referenceSettingsConflict } from '../conflict'
import { useUpdateTemple } from '../mutations'
import {
  REFERENCE_TEMPLATES,
  referenceExample,
  referenceSettingsDefaults,
  referenceSettingsSchema,
  type ReferenceSettingsValues,
} from '../reference-numbers'
import type { Temple } from '../schemas'

/** Reset on year change, padding, and the five reference-number templates with a live example. */
export function ReferenceSettingsForm({ temple, disabled }: { temple: Temple; disabled?: boolean }) {
  const t = useT()
  const update = useUpdateTemple()
  const form = useAppForm<ReferenceSettingsValues>({
    resolver: zodResolver(referenceSettingsSchema),
    defaultValues: referenceSettingsDefaults(temple),
    asTyped: true,
  })
  const { isDirty } = form.formState
  const { prompt } = useUnsavedChanges(isDirty, form, 'reference-settings')
  const values = useWatch({ control: form.control })
  const padding = typeof values.refNoPadding === 'number' && Number.isInteger(values.refNoPadding) ? values.refNoPadding : 0

  const versions = useVersionedEdit(form, { url: temple.url, spec: referenceSettingsConflict, toValues: referenceSettingsDefaults })

  const submit = useFormSubmit(form, {
    submit: (submitted) =>
      versions.send(({ initial, version }) =>
        update.mutateAsync({ temple, changes: dirtyPayload(submitted, changedFields(initial, submitted)), version }),
      ),
    onSuccess: versions.saved,
    onError: (error): boolean => versions.onError(error, submit.setAlert),
    successToast: t('temple.toast.updated'),
  })

  return (
    <HookForm form={form} submit={submit} aria-label={t('temple.references.title')}>
      <SwitchField name="resetRefOnYearChange" label={t('temple.references.resetOnYearChange')} disabled={disabled} />
      <NumberField
        name="refNoPadding"
        label={t('temple.references.padding')}
        asNumber
        helper={t('temple.references.paddingHelper')}
        min={0}
        max={20}
        step={1}
        maxW="32"
        disabled={disabled}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('temple.references.help')}
      </Text>
      <Stack gap="3">
        {REFERENCE_TEMPLATES.map(({ name, label }) => (
          <TextField
            key={name}
            name={name}
            label={t(label)}
            required
            fontFamily="mono"
            disabled={disabled}
            helper={
              <span data-testid={`example-${name}`}>
                {t('temple.references.next')} <Code size="sm">{referenceExample(values[name] ?? '', padding)}</Code>
              </span>
            }
          />
        ))}
      </Stack>
      {!disabled && (
        <FormActions submit={submit} size="sm" submitLabel={t('temple.references.save')} discardLabel={t('temple.references.discard')} />
      )}
      {prompt}
      {versions.dialog}
    </HookForm>
  )
}
